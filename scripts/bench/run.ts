/**
 * `npm run bench` (docs/performance.md; not part of `npm test`): builds the site and function, then prints
 *   1. Lighthouse of /, /membership, /executive and /calendar, each beside its no-JS twin, and of
 *      /login, on a local stack,
 *   2. API load at 32 connections next to a static file served by the same server,
 *   3. every route's initial JS and CSS.
 * `npm run bench -- --no-build` reuses the current build. The stack runs on the test ports moved
 * by ROCA_TEST_PORT_OFFSET (70 unless set), so it can run beside `npm start` and a test run.
 */
import { execSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';

process.env.ROCA_TEST_PORT_OFFSET ??= '70';
/** Public pages measured beside their no-JS twins (docs/requirements.md, Performance), then the first staff page. */
const TWINNED_PATHS = ['/', '/membership', '/executive', '/calendar'];
const STAFF_PATHS = ['/login'];

const { ROOT, TEST_PORTS, publicDirOf } = await import('../lib/stack-config');
const { startStack } = await import('../lib/local-stack');
const { seedLocalData } = await import('../lib/seed');
const { runLighthouse, formatLighthouseTable } = await import('./lighthouse');
const { writeTwins } = await import('./twins');
const { runLoad, formatLoadTable, CONNECTIONS, REQUESTS } = await import('./load');
const { CLIENT_DIR, formatBundleTable, measureLazyRoutes, measurePages } = await import('./bundle-sizes');

if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });

const heading = (text: string) => console.log(`\n=== ${text} ===`);
console.log(`\nMachine: ${cpus().length} x ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`);

const stack = await startStack({ ports: TEST_PORTS, seed: seedLocalData, quiet: true });
let failed = false;
try {
  heading(`1. Lighthouse 12 (mobile, simulated throttling) on ${stack.url}, each public page beside its no-JS twin`);
  const withIslands = await writeTwins(stack.url, publicDirOf(TEST_PORTS), TWINNED_PATHS);
  const targets = [
    ...TWINNED_PATHS.map((path) => ({ path, isStaff: false, hasIslands: withIslands.includes(path), withTwin: true })),
    ...STAFF_PATHS.map((path) => ({ path, isStaff: true, hasIslands: false, withTwin: false })),
  ];
  console.log(formatLighthouseTable(await runLighthouse(stack.url, targets)));

  heading(`2. Load: ${REQUESTS} requests per target at ${CONNECTIONS} connections, Express app on the Node Firestore emulator`);
  const load = await runLoad(CLIENT_DIR);
  console.log(formatLoadTable(load));
  const countsMatch = load.storedViewCount === load.trackRequestsSent;
  failed ||= !countsMatch;
  console.log(
    `Stored viewCount added by the track run: ${load.storedViewCount} for ${load.trackRequestsSent} requests sent - ${countsMatch ? 'equal' : 'MISMATCH'}`,
  );
} finally {
  await stack.stop();
}

heading('3. Initial JS and CSS per route (gzip -9)');
const pages = await measurePages();
console.log(formatBundleTable(pages, await measureLazyRoutes(pages)));

if (failed) process.exitCode = 1;
