import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readSnapshot } from '../../scripts/lib/firestore-snapshot';
import { ROOT } from '../../scripts/lib/stack-config';

/**
 * Ctrl-C at any moment of `npm start` stops every process it started and frees every port
 * (README, "Quick start"; scripts/lib/stop-on-signals.ts). The script runs as `npm start` runs
 * it, in a process group of its own, and the test sends SIGINT to the whole group as a terminal's
 * Ctrl-C does: while the emulators start, and once the API answers but the seed and the first
 * publish still run (after start-up the same handler stops it). Its ports: ROCA_DEV_PORT_OFFSET
 * 300 above the test stack's, clear of this checkout's other stacks and of other checkouts' (their
 * offsets differ by a thousand); its data in a folder of its own.
 */
const offset = Number(process.env.ROCA_TEST_PORT_OFFSET ?? 0) + 300;
const dataDir = mkdtempSync(join(tmpdir(), 'roca-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
// A test that failed half-way leaves no stack behind for the next one: it is stopped as Ctrl-C stops it.
let running: { ctrlC: () => Promise<number | null> } | undefined;
afterEach(async () => {
  await running?.ctrlC();
  running = undefined;
});

/** firebase.json's ports for the emulators `npm start` runs, and the local servers', moved by the offset (scripts/lib/stack-config.ts). */
const ports = [5000, 5001, 9099, 8080, 4400, 4500, 9299, 9499, 1025, 1080, 1090].map((port) => port + offset);
const hosting = `http://127.0.0.1:${5000 + offset}`;

function portIsFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * What `npm start` runs once the site is built. One Node process: tsx
 * as a loader, not as a command, whose parent process would pass a Ctrl-C on only to SIGKILL a
 * child busy for more than 60 ms (the seed hashing a password, say), leaving the emulators running.
 */
const START_SCRIPT = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start
  .split('&&')
  .at(-1)!
  .trim();

/** `npm start`'s script (the build is already there), with what it prints collected. */
function npmStart() {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(ROCA_|FIREBASE_|FIRESTORE_|GCLOUD_)/.test(name)));
  const [command, ...args] = START_SCRIPT.split(' ');
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    env: { ...env, ROCA_DEV_PORT_OFFSET: String(offset), ROCA_LOCAL_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => (running = undefined));

  const start = {
    output: () => output,
    async printed(pattern: RegExp, timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(output)) {
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`Never printed ${pattern}:\n${output.slice(-3000)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async answers(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const res = await fetch(`${hosting}/api/developments`).catch(() => null);
        if (res?.status === 200) return;
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The API never answered:\n${output.slice(-3000)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    /** Ctrl-C in the terminal: SIGINT to the foreground process group. Resolves with the exit code. */
    async ctrlC() {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGINT');
      return exited;
    },
  };
  running = start;
  return start;
}

async function expectAllPortsFree() {
  const taken = [];
  for (const port of ports) if (!(await portIsFree(port))) taken.push(port);
  expect(taken).toEqual([]);
}

/**
 * The data `npm start` keeps is never half a seed: a stop before the seed has finished saves no
 * snapshot (the next start seeds again); one after it saves the whole seed.
 */
function expectNoHalfSeed() {
  const file = join(dataDir, 'firestore.json');
  if (!existsSync(file)) return;
  expect(Object.keys(readSnapshot(file))).toEqual(expect.arrayContaining(['users', 'developments', 'events', 'joinSettings']));
}

describe('Ctrl-C during npm start', () => {
  it('is run by Node itself, with no process between the terminal and its handler', () => {
    expect(START_SCRIPT).toBe('node --import tsx scripts/start-stack.ts');
  });

  it('while the emulators start: every process stops and every port is free', async () => {
    const start = npmStart();
    await start.printed(/Starting emulators/);
    expect(await start.ctrlC()).toBe(0);
    expect(start.output()).toContain('SIGINT received');
    expect(start.output()).toContain('Stopped. All ports are free.');
    await expectAllPortsFree();
    expectNoHalfSeed();
  }, 180_000);

  it('once the API answers, while the stack still seeds and publishes: every process stops and every port is free', async () => {
    const start = npmStart();
    await start.answers();
    expect(await start.ctrlC()).toBe(0);
    expect(start.output()).not.toContain('ROCA is running');
    expect(start.output()).toContain('Stopped. All ports are free.');
    await expectAllPortsFree();
    expectNoHalfSeed();
  }, 180_000);
});
