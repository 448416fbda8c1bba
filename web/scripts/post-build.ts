// Runs after `react-router build`, which prerendered the sign-in screens and the SPA fallback:
// - moves React Router's inline scripts into files, for the CSP (decision 002), and has the
//   sign-in screens load the app after their largest paint (decision 015);
// - bundles the public pages' page script and stylesheet (decisions 010 and 015) and builds
//   their renderer;
// - renders every public page, and the 404 page, with the seed content (docs/decisions/008), so a fresh deploy
//   shows the shipped content until the first publish renders the stored one.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { withApplicationsPages } from '@roca/contract/applications';
import { NOT_FOUND_PAGE_FILE, publicPageFile } from '@roca/contract/publishing';
import { todayInVancouver } from '@roca/contract/days';
import { PUBLIC_PATHS } from '#web/publishing/public-pages';
import { SEED_SITE_CONTENT as seed } from '#web/publishing/seed-site-content';
import { withAppAfterLargestPaint } from '#web/publishing/page-rewrites';
import { bundlePublicAssets, bundleScript, cspHashOf } from './build-public-assets';
import { buildRenderer } from './build-renderer';
import { externalizeInlineScripts } from './page-scripts';
import { htmlFiles } from './html-files';

const CLIENT_DIR = resolve(import.meta.dirname, '../dist/client');
const SPA_FALLBACK = '__spa-fallback.html';

// Without "/" among its prerendered paths React Router names the SPA fallback index.html; the
// home page takes that name, and Hosting rewrites unknown paths to the fallback (firebase.json).
if (!existsSync(join(CLIENT_DIR, SPA_FALLBACK))) renameSync(join(CLIENT_DIR, 'index.html'), join(CLIENT_DIR, SPA_FALLBACK));

const appLoader = await bundleScript(CLIENT_DIR, 'src/entry.after-paint.ts', 'app-loader');
let movedScripts = 0;
for (const file of htmlFiles(CLIENT_DIR)) {
  const externalized = externalizeInlineScripts(readFileSync(file, 'utf8'), join(CLIENT_DIR, 'assets'));
  movedScripts += externalized.moved;
  const isSignInScreen = basename(file) !== SPA_FALLBACK;
  writeFileSync(file, isSignInScreen ? withAppAfterLargestPaint(externalized.html, `/${appLoader.fileName}`) : externalized.html);
}
console.log(`Moved ${movedScripts} inline scripts into /assets files (CSP script-src 'self').`);

const assets = await bundlePublicAssets(CLIENT_DIR);
assertCspAllowsInlineScripts([assets.pageScript, ...assets.partScripts.map(({ code }) => code)].map(cspHashOf));
const renderer = await buildRenderer(assets);
const today = todayInVancouver();
const paths = withApplicationsPages(PUBLIC_PATHS, seed.developments.length);
for (const path of paths) {
  const file = join(CLIENT_DIR, publicPageFile(path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, renderer.renderPublicPage(path, seed, today));
}
writeFileSync(join(CLIENT_DIR, NOT_FOUND_PAGE_FILE), renderer.renderNotFoundPage(seed, today));
console.log(
  `Rendered ${paths.length} public pages and ${NOT_FOUND_PAGE_FILE} with the seed content; they load ${assets.stylesheet} and carry the page script (and their parts' scripts).`,
);

/**
 * Every public page carries the page script inline, and some the script of a part they show
 * (docs/decisions/010 and 015), and the Content-Security-Policy in firebase.json runs them only by
 * their hashes. A build whose inline scripts the policy does not name would publish pages whose
 * scripts never run, so it fails here, saying what to write.
 */
function assertCspAllowsInlineScripts(hashes: string[]) {
  const config = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../firebase.json'), 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const policy =
    config.hosting.headers.flatMap((rule) => rule.headers).find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
  const scriptSources =
    policy
      .match(/(?:^|;)\s*script-src\s+([^;]*)/)?.[1]
      .trim()
      .split(/\s+/) ?? [];
  const named = scriptSources.filter((source) => source.startsWith("'sha256-"));
  if (named.join(' ') !== hashes.join(' ')) {
    throw new Error(
      `firebase.json's Content-Security-Policy must allow this build's inline scripts, and only them: script-src 'self' ${hashes.join(' ')} (it has: script-src ${scriptSources.join(' ')}).`,
    );
  }
}
