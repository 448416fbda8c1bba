/**
 * The name the bundle records and measurements (scripts/bench/bundle-sizes.ts) give the page
 * script, which is written into each public page instead of being a file (docs/decisions/010).
 */
export const INLINE_PAGE_SCRIPT = '(inline page script)';
