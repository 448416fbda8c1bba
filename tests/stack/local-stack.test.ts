import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startStack } from '../../scripts/lib/local-stack';
import { TEST_PORTS, type StackPorts } from '../../scripts/lib/stack-config';

// A second stack beside the one the global setup runs, on its own ports, with its own data dir:
// this is what `npm start` does, minus the fixed ports. 500 above the test stack's: clear of this
// checkout's `npm start` and of other checkouts whose port offsets differ by a thousand.
const ports = Object.fromEntries(Object.entries(TEST_PORTS).map(([name, port]) => [name, port + 500])) as StackPorts;
const dataDir = mkdtempSync(join(tmpdir(), 'roca-stack-'));
const savedEnv = { ...process.env };

afterAll(() => {
  process.env = savedEnv;
  rmSync(dataDir, { recursive: true, force: true });
});

function portIsFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

describe('the local stack (npm start)', () => {
  it('seeds on first start, keeps data across a restart, and frees every port when stopped', async () => {
    let seedCalls = 0;
    const seed = async () => {
      seedCalls++;
    };
    const first = await startStack({ ports, dataDir, seed, quiet: true });
    expect(first.seeded).toBe(true);
    const { db } = await import('../../functions/src/lib/firebase');
    await db.doc('developments/persisted').set({ projectTitle: 'Kept across restarts', date: '2025-01-01', createdAt: new Date() });
    await first.stop();
    for (const port of Object.values(ports)) expect(await portIsFree(port), `port ${port} free after stop`).toBe(true);

    const second = await startStack({ ports, dataDir, seed, quiet: true });
    try {
      expect(second.seeded).toBe(false);
      expect(seedCalls).toBe(1);
      const res = await fetch(`${second.url}/api/developments`);
      const list = (await res.json()) as { id: string; projectTitle: string }[];
      expect(list).toContainEqual(expect.objectContaining({ id: 'persisted', projectTitle: 'Kept across restarts' }));
    } finally {
      await second.stop();
    }
  }, 180_000);

  it('refuses to start on a busy port with a one-line message naming it', async () => {
    const blocker = createServer().listen(ports.hosting, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    try {
      await expect(startStack({ ports, quiet: true })).rejects.toThrow(`Port ${ports.hosting} (hosting) is already in use`);
    } finally {
      blocker.close();
    }
  });
});
