/**
 * The tests of `npm test` (after lint, typecheck and build): every vitest project, in two vitest
 * processes side by side, each with a local stack of its own, then one report of both.
 *
 * Why two: the integration tests run one file at a time against one stack (vitest.config.ts), and
 * a test mostly waits on one process at a time (the app, an emulator, Chromium), so one run kept
 * about one of the machine's two cores busy. Two runs on two stacks keep both busy (README,
 * "Quick start").
 *
 * - `api`: the unit tests, the static checks (lint, budgets), then the API, abuse and rules files;
 * - `browser`: the stack tests (npm start's own stacks), then the browser files, on the test
 *   ports moved by TEST_PORT_STEP so its stack never meets the other's.
 * Each writes a blob report; the two are merged into one, printed with the reporters given after
 * `npm test --` (the default one otherwise), whose exit code is the run's.
 * One file or folder alone: `npx vitest run <path>`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT, TEST_PORTS } from './lib/stack-config';
import { waitForHttp } from './lib/ports';

/** Clear of every port the other run's stack and its stack tests use (scripts/lib/stack-config.ts, tests/stack). */
const TEST_PORT_STEP = 20;
const REPORTS_DIR = join(ROOT, 'test-results/blobs');
const baseOffset = Number(process.env.ROCA_TEST_PORT_OFFSET ?? 0);

/** One vitest run of some projects; ROCA_TEST_PART picks its integration files (vitest.config.ts). Resolves with its exit code. */
function startRun(name: 'api' | 'browser', projects: string[], portOffset: number): Promise<number> {
  const args = ['vitest', 'run', ...projects.flatMap((project) => ['--project', project])];
  args.push('--reporter=default', '--reporter=blob', `--outputFile.blob=${join(REPORTS_DIR, `${name}.json`)}`);
  const child = spawn('npx', args, {
    cwd: ROOT,
    env: { ...process.env, ROCA_TEST_PART: name, ROCA_TEST_PORT_OFFSET: String(portOffset) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

// Ctrl-C reaches both runs too (one process group), which stop their stacks; then nothing is merged.
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => (interrupted = true));

rmSync(REPORTS_DIR, { recursive: true, force: true });
const api = startRun('api', ['unit', 'static', 'integration'], baseOffset);
// The second stack starts once the first answers: a Functions emulator's first start on a fresh
// clone creates functions/.env.local with `wx`, and a second one creating it at the same moment
// fails to load the function.
await Promise.race([waitForHttp(`http://127.0.0.1:${TEST_PORTS.hosting}/api/developments`, { timeoutMs: 300_000 }).catch(() => {}), api]);
const browser = interrupted ? Promise.resolve(130) : startRun('browser', ['stack', 'integration'], baseOffset + TEST_PORT_STEP);
const codes = await Promise.all([api, browser]);
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
const runsPassed = codes.every((code) => code === 0);
if (!runsPassed && merged.status === 0) console.error('One of the test runs failed before its report: see its output above.');
process.exit(runsPassed ? (merged.status ?? 1) : 1);
