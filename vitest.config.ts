import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Two tiers (README, "Quick start"):
 * - unit: pure code, tested beside its source, with no emulator and no set-up (`npm run test:unit`);
 * - integration: everything under tests/, against one local stack (emulators + Hosting) that
 *   tests/global-setup.ts starts once for the run.
 * `npm test` runs both. The run goes in two steps (sequence.groupOrder), each step's projects side
 * by side on the machine's two cores:
 * 1. the unit tests, the tests that need no stack (tests/lint, tests/budget: ESLint and the
 *    built files), and tests/stack, which starts stacks of its own in its own process;
 * 2. the integration tests, one file at a time against the shared stack.
 * `npm test` (scripts/run-tests.ts) runs all this in two processes side by side, each with a stack of
 * its own: ROCA_TEST_PART=api takes the integration files but the browser's, ROCA_TEST_PART=browser
 * only those; with no part, a run takes them all.
 */
const BROWSER_FILES = 'tests/browser/**';
const INTEGRATION_PART = {
  api: { include: ['tests/**/*.test.ts'], exclude: [BROWSER_FILES] },
  browser: { include: [`${BROWSER_FILES}/*.test.ts`], exclude: [] },
  all: { include: ['tests/**/*.test.ts'], exclude: [] },
}[process.env.ROCA_TEST_PART ?? 'all'];
if (!INTEGRATION_PART) throw new Error(`ROCA_TEST_PART must be api or browser, not ${process.env.ROCA_TEST_PART}`);
const SIDE_BY_SIDE = { maxWorkers: 2, sequence: { groupOrder: 0 } };

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
          ...SIDE_BY_SIDE,
        },
      },
      {
        test: {
          name: 'static',
          include: ['tests/lint/**/*.test.ts', 'tests/budget/**/*.test.ts'],
          // The first lint builds the TypeScript program of the whole tree: up to a minute on a busy machine.
          testTimeout: 120_000,
          ...SIDE_BY_SIDE,
        },
      },
      {
        // The stack test starts and stops stacks of its own (tests/stack), on ports of its own, in
        // its own process: nothing it changes there reaches the other tests.
        test: { name: 'stack', include: ['tests/stack/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 120_000, ...SIDE_BY_SIDE },
      },
      {
        // The built renderer of the public pages, as functions/build.mjs bundles it (docs/decisions/008).
        resolve: { alias: { 'roca-public-renderer': resolve(import.meta.dirname, 'web/dist/renderer/public-site.cjs') } },
        test: {
          name: 'integration',
          include: INTEGRATION_PART.include,
          exclude: ['tests/stack/**', 'tests/lint/**', 'tests/budget/**', ...INTEGRATION_PART.exclude],
          ...INTEGRATION,
          // One worker runs every file, importing the functions, firebase-admin and Playwright once
          // rather than once per file. Each file still starts from its own hooks (apiTestFile,
          // browserTestFile); what a file changes in the process (the environment, a mock) it puts back.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
