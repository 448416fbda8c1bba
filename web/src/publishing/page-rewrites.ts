/**
 * What prerendered pages get after React has rendered them: the sign-in screens a lower priority
 * for their module scripts (web/scripts/post-build.ts), the published public pages a check of
 * their one inline script (render-public-page.tsx).
 */

/**
 * A prerendered sign-in screen is readable from its HTML alone, so its stylesheet should win the
 * first round trips. Module scripts and React Router's ~20 modulepreload links are high priority
 * by default, which on a slow phone line delays the first paint behind them; they still start
 * downloading at once. (The SPA fallback's content is its scripts: it keeps the default.)
 */
export const withLowPriorityModules = (html: string) =>
  html
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')
    .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"');

/**
 * Our Content-Security-Policy runs the site's own script files (script-src 'self', firebase.json)
 * and, by its hash, the page script of the public pages (docs/decisions/010). Any other inline
 * script in a page would be blocked, so a page that has one is an error.
 */
export function assertNoInlineScriptsBut(html: string, allowed: string) {
  for (const [tag, attributes, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes) || !code.trim() || code === allowed) continue;
    throw new Error(`The page has an inline script, which the Content-Security-Policy blocks: ${tag.slice(0, 80)}`);
  }
}
