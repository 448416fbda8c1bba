// `npm run cleanup:uploads`: deletes uploads never attached within 24 hours from the running local
// stack (`npm start`), as the scheduled function `cleanupUploads` does in production.
import { DEV_PORTS, emulatorEnv } from './lib/stack-config';

Object.assign(process.env, emulatorEnv(DEV_PORTS));
const { cleanupAbandonedUploads } = await import('../functions/src/services/content');

try {
  const removed = await cleanupAbandonedUploads();
  console.log(`Removed ${removed} abandoned upload(s).`);
} catch (err) {
  console.error(`Cleanup failed (is \`npm start\` running?): ${(err as Error).message}`);
  process.exit(1);
}
