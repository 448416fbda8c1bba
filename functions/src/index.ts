import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './app';
import { cleanupAbandonedUploads } from './services/attachments';

/** The one HTTPS function; Hosting rewrites /api/** to it (firebase.json). */
export const api = onRequest({ region: 'us-central1', memory: '256MiB', maxInstances: 10 }, createApp());

/** Deletes uploads never attached within 24 hours (locally: `npm run cleanup:uploads`). */
export const cleanupUploads = onSchedule({ schedule: 'every 6 hours', region: 'us-central1' }, async () => {
  const removed = await cleanupAbandonedUploads();
  logger.info(`Removed ${removed} abandoned upload(s)`);
});
