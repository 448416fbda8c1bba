// Runs after `react-router build`, in one pass over the pages it wrote to dist/client:
// - bundles the public pages' islands (decision 006) and replaces the placeholder script src
//   those pages were prerendered with;
// - moves React Router's inline scripts into files, for the CSP (decision 002);
// - lowers the priority of module scripts on prerendered pages (docs/performance.md).
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { ISLANDS_SCRIPT_PLACEHOLDER } from '../src/islands/islands-script';
import { bundleIslands } from './build-islands';
import { externalizeInlineScripts, withLowPriorityModules } from './page-scripts';
import { htmlFiles } from './html-files';

const CLIENT_DIR = resolve(import.meta.dirname, '../dist/client');
const SPA_FALLBACK = '__spa-fallback.html';

const islandsSrc = await bundleIslands(CLIENT_DIR);
let staticPages = 0;
let movedScripts = 0;
for (const file of htmlFiles(CLIENT_DIR)) {
  let html = readFileSync(file, 'utf8');
  if (html.includes(ISLANDS_SCRIPT_PLACEHOLDER)) {
    html = html.replaceAll(`src="${ISLANDS_SCRIPT_PLACEHOLDER}"`, `src="${islandsSrc}"`);
    staticPages++;
  }
  const externalized = externalizeInlineScripts(html, join(CLIENT_DIR, 'assets'));
  movedScripts += externalized.moved;
  writeFileSync(file, basename(file) === SPA_FALLBACK ? externalized.html : withLowPriorityModules(externalized.html));
}
if (staticPages === 0)
  throw new Error(`No prerendered page loads ${ISLANDS_SCRIPT_PLACEHOLDER}: is the public layout's handle still { staticPage: true }?`);
console.log(`Bundled the islands into ${islandsSrc}, loaded by ${staticPages} static pages.`);
console.log(`Moved ${movedScripts} inline scripts into /assets files (CSP script-src 'self').`);
