/**
 * Rewrites every prerendered page gets after React has rendered it, the published public pages
 * (render-public-page.tsx) and the sign-in screens (web/scripts/post-build.ts) alike.
 */

/**
 * A prerendered sign-in screen is readable from its HTML alone, so its stylesheet should win the
 * first round trips. Module scripts and React Router's ~20 modulepreload links are high priority
 * by default, which on a slow phone line delays the first paint behind them; they still start
 * downloading at once. (The SPA fallback's content is its scripts: it keeps the default. A public
 * page's one script is small and async: it keeps its high priority, docs/decisions/010.)
 */
export const withLowPriorityModules = (html: string) =>
  html
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')
    .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"');

/**
 * Our Content-Security-Policy runs only the site's own script files (script-src 'self',
 * firebase.json): an inline script in a page would be blocked, so a page that has one is an error.
 */
export function assertNoInlineScripts(html: string) {
  const inline = /<script(?![^>]*\ssrc=)[^>]*>/.exec(html);
  if (inline) throw new Error(`The page has an inline script, which the Content-Security-Policy blocks: ${inline[0]}`);
}
