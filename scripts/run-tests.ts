/**
 * The tests of `npm test` (after lint, typecheck and build): every vitest project, in two vitest
 * processes side by side, each with a local stack of its own, then one report of both.
 *
 * Why two: the integration tests run one file at a time against one stack (vitest.config.ts), and
 * a test mostly waits on one process at a time (the app, an emulator, Chromium), so one run kept
 * about one of the machine's two cores busy. Two runs on two stacks keep both busy and end in
 * little more than half the time (README, "Quick start").
 *
 * - `api`: the unit tests, the static checks (lint, budgets), then the API, abuse and rules files;
 * - `browser`: the stack tests (npm start's own stacks), then the browser files, on the test
 *   ports moved by TEST_PORT_STEP so its stack never meets the other's.
 * Each writes a blob report; the two are merged into one, printed with the reporters given after
 * `npm test --` (the default one otherwise), whose exit code is the run's.
 * One file or folder alone: `npx vitest run <path>`.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import concurrently from 'concurrently';
import { ROOT } from './lib/stack-config';

/** Clear of every port the other run's stack and its stack tests use (scripts/lib/stack-config.ts, tests/stack). */
const TEST_PORT_STEP = 20;
const REPORTS_DIR = join(ROOT, 'test-results/blobs');

/** Each run's projects; ROCA_TEST_PART picks its integration files (vitest.config.ts). */
const RUNS = [
  { name: 'api', projects: ['unit', 'static', 'integration'] },
  { name: 'browser', projects: ['stack', 'integration'] },
];

const baseOffset = Number(process.env.ROCA_TEST_PORT_OFFSET ?? 0);
// Ctrl-C: concurrently passes it to both runs, which stop their stacks; then nothing is merged.
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => (interrupted = true));
rmSync(REPORTS_DIR, { recursive: true, force: true });

const { result } = concurrently(
  RUNS.map(({ name, projects }, index) => ({
    name,
    command: [
      'npx vitest run',
      ...projects.map((project) => `--project ${project}`),
      '--reporter=default',
      `--reporter=blob --outputFile.blob=${join(REPORTS_DIR, `${name}.json`)}`,
    ].join(' '),
    env: { ROCA_TEST_PART: name, ROCA_TEST_PORT_OFFSET: String(baseOffset + index * TEST_PORT_STEP) },
  })),
  { prefix: 'name', cwd: ROOT },
);
const runsPassed = await result.then(
  () => true,
  () => false,
);

if (interrupted) process.exit(130);

const reporters = process.argv.slice(2);
const merged = spawnSync(
  'npx',
  ['vitest', 'run', `--merge-reports=${REPORTS_DIR}`, ...(reporters.length ? reporters : ['--reporter=default'])],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
// A run that ended before writing its report (a stack that did not start) fails the whole, whatever the merge says.
if (!runsPassed && merged.status === 0) console.error('One of the test runs failed before its report: see its output above.');
process.exit(runsPassed ? (merged.status ?? 1) : 1);
