import { join } from 'node:path';
import { config } from '../config';
import { cloudStorageStore } from './cloud-storage-store';
import { localDiskStore } from './local-disk-store';
import type { ObjectStore } from './object-store';

/**
 * Cloud Storage in production and wherever a Storage emulator runs (the tests run a stand-in of
 * one, tests/support/cloud-storage-stand-in.ts); the local-disk store on the emulators without one
 * (the local stack and the test stack; the Storage emulator cannot run here).
 * scripts/lib/stack-config.ts passes ROCA_LOCAL_STORAGE_DIR to the Functions emulator. Both
 * stores are cheap handles, made on each call.
 */
export function objectStore(): ObjectStore {
  const { emulated, storageEmulatorHost, storageBucket, localStorageDir } = config();
  if (storageEmulatorHost || !emulated) return cloudStorageStore(storageBucket);
  return localDiskStore(localStorageDir ?? join(process.cwd(), '.data', 'storage'));
}
