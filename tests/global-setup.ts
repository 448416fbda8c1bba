import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { countReads, type ReadCounter } from '../scripts/lib/firestore-reads';
import { startStack, type RunningStack } from '../scripts/lib/local-stack';
import { seedSiteContent } from '../scripts/lib/seed';
import { TEST_PORTS, emulatorEnv } from '../scripts/lib/stack-config';

/**
 * Starts the real local stack on the test ports: Node Firestore emulator, Auth, Functions and
 * Hosting emulators, holding the site's seed content as a fresh `npm start` does. Nothing
 * persists. Tests reach it through the environment set here.
 */
export default async function setup(project: TestProject) {
  // The PayPal stand-in's webhooks go out when a test asks (its control routes, scripts/lib/paypal-stand-in.ts).
  const stack = await startStack({ ports: TEST_PORTS, quiet: true, seed: seedSiteContent, paypalWebhooks: 'on-request' });
  const documents = await serveStoredDocuments(stack, countReads(stack.firestore));
  Object.assign(process.env, emulatorEnv(TEST_PORTS), { ROCA_TEST_SITE_URL: stack.url });
  project.provide('siteUrl', stack.url);
  project.provide('storedDocumentsUrl', documents.url);
  return async () => {
    documents.server.close();
    await stack.stop();
  };
}

/**
 * The Firestore emulator runs in this process: the tests read the whole database from its memory
 * in one request (`GET <url>?collections=a,b`, tests/support/stored-documents.ts), where a query
 * per collection took some 60 ms, before and after each request a test sends. `GET <url>reads`
 * answers the reads the emulator has answered so far, as Firestore bills them (the read budgets).
 */
async function serveStoredDocuments(stack: RunningStack, reads: ReadCounter) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const answer = url.pathname === '/reads' ? reads.snapshot() : stack.documents(url.searchParams.get('collections')?.split(',') ?? []);
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    storedDocumentsUrl: string;
  }
}
