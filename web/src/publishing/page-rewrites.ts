/**
 * What prerendered pages get after React has rendered them: the sign-in screens their app after
 * their largest paint (web/scripts/post-build.ts), the published public pages a check of their one
 * inline script (render-public-page.tsx).
 */

/**
 * A prerendered sign-in screen is complete in its HTML, but Chromium paints a page only once its
 * deferred and module scripts have arrived and run, and Lighthouse's simulation then charges the
 * whole staff app (~160 KB) to its largest paint (docs/decisions/015). So its scripts and module
 * preloads are made inert where they stand (a script of type text/plain is neither fetched nor
 * run, a link without rel is nothing) and one small async script, `loaderSrc`
 * (web/src/entry.after-paint.ts), puts them back after the largest paint. The SPA fallback's
 * content is its scripts: it keeps them as they are.
 */
export function withAppAfterLargestPaint(html: string, loaderSrc: string): string {
  const inert = html
    .replaceAll('<link rel="modulepreload"', '<link data-after-paint="modulepreload"')
    .replace(/<script\b([^>]*)\ssrc="([^"]+)"><\/script>/g, (_tag, attributes: string, src: string) => {
      const kind = /\stype="module"/.test(attributes) ? 'module' : 'classic';
      return `<script type="text/plain" data-after-paint="${kind}" src="${src}"></script>`;
    });
  if (/<script(?![^>]*data-after-paint)/.test(inert)) throw new Error('A sign-in screen has a script the app loader would not bring back.');
  return inert.replace('</head>', `<script async src="${loaderSrc}"></script></head>`);
}

/**
 * Our Content-Security-Policy runs the site's own script files (script-src 'self', firebase.json)
 * and, by their hashes, the inline scripts of the public pages (docs/decisions/010 and 015). Any
 * other inline script in a page would be blocked, so a page that has one is an error.
 */
export function assertNoInlineScriptsBut(html: string, allowed: string[]) {
  for (const [tag, attributes, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes) || !code.trim() || allowed.includes(code)) continue;
    throw new Error(`The page has an inline script, which the Content-Security-Policy blocks: ${tag.slice(0, 80)}`);
  }
}
