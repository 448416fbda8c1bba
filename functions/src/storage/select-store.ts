import { join } from 'node:path';
import { cloudStorageStore } from './cloud-storage-store';
import { localDiskStore } from './local-disk-store';
import type { ObjectStore } from './object-store';

/**
 * Cloud Storage in production and wherever a Storage emulator runs; the local-disk store on the
 * emulators without one (the local stack and tests; the Storage emulator cannot run here).
 * scripts/lib/stack-config.ts passes ROCA_LOCAL_STORAGE_DIR to the Functions emulator. Chosen on
 * each call (both stores are cheap handles), so the shared storage tests can switch between them.
 */
export function objectStore(): ObjectStore {
  const emulated = process.env.FUNCTIONS_EMULATOR === 'true' || Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  if (process.env.FIREBASE_STORAGE_EMULATOR_HOST || !emulated) return cloudStorageStore();
  return localDiskStore(process.env.ROCA_LOCAL_STORAGE_DIR ?? join(process.cwd(), '.data', 'storage'));
}
