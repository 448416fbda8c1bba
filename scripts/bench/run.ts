/**
 * `npm run bench` (docs/performance.md; not part of `npm test`): builds the site and function, then prints
 *   1. Lighthouse of every public page, each beside its no-JS twin, and of /login, on a local stack,
 *   2. API load at 32 connections next to a static file served by the same server, in this
 *      process and again through the Hosting and Functions emulators (the production path),
 *   3. every route's initial JS and CSS,
 *   4. the peak memory of one function instance given request bodies of up to 32 MB.
 * `npm run bench -- --no-build` reuses the current build. The stack runs on the test ports moved
 * by ROCA_TEST_PORT_OFFSET (70 unless set), so it can run beside `npm start` and a test run.
 */
import { execSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { PUBLIC_PATHS } from '@roca/contract/public-pages';

process.env.ROCA_TEST_PORT_OFFSET ??= '70';
/**
 * Every public page, each beside its no-JS twin (docs/requirements.md, Performance), or the ones
 * BENCH_PAGES lists (comma-separated paths); then the first staff page.
 */
const TWINNED_PATHS = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : [...PUBLIC_PATHS];
const STAFF_PATHS = ['/login'];

const { ROOT, TEST_PORTS, publicDirOf } = await import('../lib/stack-config');
const { startStack } = await import('../lib/local-stack');
const { seedLocalData } = await import('../lib/seed');
const { runLighthouse, formatLighthouseTable } = await import('./lighthouse');
const { writeTwins } = await import('./twins');
const { runLoad, runLoadThroughHosting, formatLoadTable, CONNECTIONS, REQUESTS } = await import('./load');
const { CLIENT_DIR, formatBundleTable, measureLazyRoutes, measurePages } = await import('./bundle-sizes');
const { configuredHeapMiB, formatBodyTable, largestSurvived, measureBodies, memoryMiB } = await import('./body-memory');

if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });

const heading = (text: string) => console.log(`\n=== ${text} ===`);

/** Prints a load run; true when every request was answered 2xx and every tracked view was stored. */
function reportLoad(load: Awaited<ReturnType<typeof runLoad>>): boolean {
  console.log(formatLoadTable(load));
  const countsMatch = load.storedViewCount === load.trackRequestsSent;
  const noFailures = load.rows.every((row) => row.failed === 0);
  console.log(
    `Stored viewCount added by the track run: ${load.storedViewCount} for ${load.trackRequestsSent} requests sent - ${countsMatch ? 'equal' : 'MISMATCH'}; ${noFailures ? 'no failed requests' : 'SOME REQUESTS FAILED'}`,
  );
  return countsMatch && noFailures;
}
console.log(`\nMachine: ${cpus().length} x ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`);

// The Functions emulator runs the calls one at a time in one worker (local-stack.ts); production
// runs up to 80 at once per instance.
const stack = await startStack({
  ports: TEST_PORTS,
  seed: seedLocalData,
  quiet: true,
  sequentialFunctionsInspectorPort: 9229 + Number(process.env.ROCA_TEST_PORT_OFFSET),
});
let failed = false;
try {
  heading(`1. Lighthouse 12 (mobile, simulated throttling) on ${stack.url}, each public page beside its no-JS twin`);
  await writeTwins(stack.url, publicDirOf(TEST_PORTS), TWINNED_PATHS);
  const targets = [
    ...TWINNED_PATHS.map((path) => ({ path, isStaff: false, withTwin: true })),
    ...STAFF_PATHS.map((path) => ({ path, isStaff: true, withTwin: false })),
  ];
  console.log(formatLighthouseTable(await runLighthouse(stack.url, targets)));

  heading(`2a. Load: ${REQUESTS} requests per target at ${CONNECTIONS} connections, Express app on the Node Firestore emulator`);
  failed ||= !reportLoad(await runLoad(CLIENT_DIR));
  heading(`2b. Load: the same through Hosting (${stack.url}) and the Functions emulator (one call at a time)`);
  failed ||= !reportLoad(await runLoadThroughHosting(stack.url));
} finally {
  await stack.stop();
}

heading('3. Initial JS and CSS per route (gzip -9)');
const pages = await measurePages();
console.log(formatBundleTable(pages, await measureLazyRoutes(pages)));

heading(`4. Peak memory of one function instance per request body (V8 heap limit ${configuredHeapMiB()} MiB, functions/.env)`);
const bodies = await measureBodies(configuredHeapMiB());
const memories = [256, 1024, memoryMiB()];
console.log(formatBodyTable(bodies, memories));
for (const memory of memories) {
  const largest = [...largestSurvived(bodies, memory)].map(([shape, bytes]) => `${shape} ${bytes / 2 ** 20} MB`);
  console.log(`Largest body survived with ${memory} MiB: ${largest.join(', ') || 'none'}`);
}
const survivesAll = bodies.every((r) => r.status !== 'crashed' && r.peakRssBytes <= memoryMiB() * 2 ** 20);
failed ||= !survivesAll;
console.log(
  survivesAll ? `Every body up to 32 MB fits the configured ${memoryMiB()} MiB.` : 'A body up to 32 MB does NOT fit the configured memory.',
);

if (failed) process.exitCode = 1;
