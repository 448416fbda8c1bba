/**
 * The names the bundle records and measurements (scripts/bench/bundle-sizes.ts) give the inline
 * scripts of the public pages, which are written into the pages instead of being files
 * (docs/decisions/010 and 015): the page script every page carries, and the script of each part
 * only some pages show. `web/dist/inline-scripts.json` maps each one's code (sha256) to its name.
 */
export const INLINE_PAGE_SCRIPT = '(inline page script)';
export const inlinePartScript = (part: string) => `(inline ${part} script)`;
