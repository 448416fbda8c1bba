import type { TestProject } from 'vitest/node';
import { startStack } from '../scripts/lib/local-stack';
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
  Object.assign(process.env, emulatorEnv(TEST_PORTS), { ROCA_TEST_SITE_URL: stack.url });
  project.provide('siteUrl', stack.url);
  return () => stack.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
  }
}
