import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The built renderer of the public pages, as functions/build.mjs bundles it (docs/decisions/008).
  resolve: { alias: { 'roca-public-renderer': resolve(import.meta.dirname, 'web/dist/renderer/public-site.cjs') } },
  test: {
    include: ['tests/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'contract/src/**/*.test.ts', 'functions/src/**/*.test.ts'],
    // One local stack (emulators + Hosting) for the whole run; see tests/global-setup.ts.
    globalSetup: ['tests/global-setup.ts'],
    // Files share one emulator database and one browser-facing site: run them one at a time so
    // a test that clears a collection never races another file. (2 cores: little lost.)
    fileParallelism: false,
    testTimeout: 30_000,
    // expect.poll waits for what a screen shows after a load on a busy 2-core machine (the app
    // boots, the session comes back, then the data): Playwright's own waits allow 30 s too.
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 120_000,
  },
});
