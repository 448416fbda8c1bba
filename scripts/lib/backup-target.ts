import { readFileSync } from 'node:fs';
import { DEV_PORTS, PROJECT_ID } from './stack-config';

/**
 * Which project the backup, restore and republish commands talk to. With
 * GOOGLE_APPLICATION_CREDENTIALS (a service-account key of a real project) they use that project;
 * otherwise the local stack of `npm start` (its Firestore emulator and Cloud Tasks emulator,
 * project demo-roca), unless FIRESTORE_EMULATOR_HOST / GCLOUD_PROJECT already say otherwise.
 */
export async function connectTarget() {
  const keyFile = process.env.GOOGLE_APPLICATION_CREDENTIALS;
  if (keyFile) {
    process.env.GCLOUD_PROJECT ??= JSON.parse(readFileSync(keyFile, 'utf8')).project_id;
  } else {
    process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${DEV_PORTS.firestore}`;
    // A publish after a restore is queued where `npm start`'s functions pick it up.
    process.env.CLOUD_TASKS_EMULATOR_HOST ??= `127.0.0.1:${DEV_PORTS.tasks}`;
    process.env.GCLOUD_PROJECT ??= PROJECT_ID;
  }
  // Imported only now: the Admin SDK reads the environment when the app is created.
  const { db } = await import('../../functions/src/lib/firebase');
  const projectId = process.env.GCLOUD_PROJECT ?? 'unknown';
  const where = process.env.FIRESTORE_EMULATOR_HOST
    ? `the emulator at ${process.env.FIRESTORE_EMULATOR_HOST} (project ${projectId})`
    : `project ${projectId}`;
  return { db, projectId, where };
}
