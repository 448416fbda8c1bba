import { createServer } from 'node:net';

/** Resolves when the port can be bound on 127.0.0.1; rejects with a one-line message naming it. */
export function assertPortFree(port: number, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(
        new Error(`Port ${port} (${name}) is already in use. Stop whatever is using it (is another 'npm start' running?) and try again.`),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Polls a URL until it answers with the expected status or the time runs out. */
export async function waitForHttp(url: string, { timeoutMs = 120_000, expectStatus = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status === expectStatus) return;
      lastError = `status ${res.status}`;
    } catch (err) {
      lastError = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Timed out waiting for ${url} (${lastError})`);
}
