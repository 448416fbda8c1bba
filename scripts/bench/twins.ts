import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * "No-JS twins" (docs/performance.md): each measured page's HTML exactly as the site serves it,
 * with its scripts removed, served by the same Hosting emulator under /__twin. It is the physical
 * limit for that page: the same document, stylesheet and images, with nothing to run. The bench
 * measures each page beside its twin in one run, so the machine's load affects both alike.
 */
const TWIN_ROOT = '/__twin';

/** Where a page's twin is served: /__twin for /, /__twin/membership for /membership. */
export const twinPathOf = (path: string) => (path === '/' ? TWIN_ROOT : `${TWIN_ROOT}${path}`);

/** The page without any script: <script> elements (with their content) and module preloads. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '');
}

/**
 * Fetches each page from the running site (the published page, as a visitor gets it) and writes
 * its twin into the folder the Hosting emulator serves, which serves new files without a restart.
 */
export async function writeTwins(siteUrl: string, servedDir: string, paths: string[]) {
  for (const path of paths) {
    const res = await fetch(`${siteUrl}${path}`);
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    const html = await res.text();
    const twin = withoutScripts(html);
    if (/<script\b/.test(twin)) throw new Error(`The twin of ${path} still has a script`);
    const file = join(servedDir, twinPathOf(path), 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, twin);
    const served = await fetch(`${siteUrl}${twinPathOf(path)}`);
    if (!served.ok || (await served.text()) !== twin) throw new Error(`Hosting does not serve the twin of ${path} at ${twinPathOf(path)}`);
  }
}
