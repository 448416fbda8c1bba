import { defineConfig } from 'vitest/config';

// `npm run test:rules`: only the security-rules specs, against the official emulators started
// by `firebase emulators:exec` (no local stack of our own).
export default defineConfig({
  test: { include: ['tests/rules/**/*.test.ts'], testTimeout: 30_000 },
});
