import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * React Router writes small inline <script>s into each page that hydrates the app (the sign-in
 * screens and the SPA fallback: route context, hydration entry, scroll restoration). Our
 * Content-Security-Policy allows only same-origin script files (script-src 'self',
 * firebase.json), so each inline script is moved into a content-hashed file in `assetsDir` and
 * referenced with src, keeping its type and order. Returns the page and how many were moved.
 */
export function externalizeInlineScripts(html: string, assetsDir: string): { html: string; moved: number } {
  let moved = 0;
  const result = html.replace(/<script((?:\s+[a-z-]+(?:="[^"]*")?)*)>([\s\S]*?)<\/script>/g, (all, attrs: string, code: string) => {
    if (/\ssrc=/.test(attrs) || !code.trim()) return all;
    const name = `inline-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
    writeFileSync(join(assetsDir, name), code);
    moved++;
    // React 19 treats <script async src> as a hoisted resource and skips it while hydrating, which
    // would no longer line up with the inline script it rendered. Classic scripts get defer: an
    // external script in the body would otherwise stop the parser (and the first paint of a
    // prerendered page) for a round trip each. Deferred and module scripts run after parsing, in
    // document order, so they still run in the order React Router wrote them.
    const withoutAsync = attrs.replace(/\sasync(="")?/, '');
    const deferred = /\stype="module"/.test(withoutAsync) ? withoutAsync : `${withoutAsync} defer`;
    return `<script${deferred} src="/assets/${name}"></script>`;
  });
  return { html: result, moved };
}
