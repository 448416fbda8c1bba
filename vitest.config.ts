import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Two tiers (docs/testing in README, "Tests"):
 * - unit: pure code, tested beside its source, with no emulator and no set-up (`npm run test:unit`);
 * - integration: everything under tests/, against one local stack (emulators + Hosting) that
 *   tests/global-setup.ts starts once for the run.
 * `npm test` runs both, the unit tier first.
 */
const INTEGRATION = {
  globalSetup: ['tests/global-setup.ts'],
  // Files share one emulator database and one browser-facing site: run them one at a time so
  // a test that clears a collection never races another file. (2 cores: little lost.)
  fileParallelism: false,
  testTimeout: 30_000,
  // expect.poll waits for what a screen shows after a load on a busy 2-core machine (the app
  // boots, the session comes back, then the data): Playwright's own waits allow 30 s too.
  expect: { poll: { timeout: 30_000 } },
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['contract/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        // The built renderer of the public pages, as functions/build.mjs bundles it (docs/decisions/008).
        resolve: { alias: { 'roca-public-renderer': resolve(import.meta.dirname, 'web/dist/renderer/public-site.cjs') } },
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/stack/**'],
          ...INTEGRATION,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The stack test starts and stops stacks of its own in its process (tests/stack): a tier
        // of its own, after the others, so nothing it changes in its process reaches them.
        test: { name: 'stack', include: ['tests/stack/**/*.test.ts'], ...INTEGRATION, globalSetup: [], sequence: { groupOrder: 2 } },
      },
    ],
  },
});
