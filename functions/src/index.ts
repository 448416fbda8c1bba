import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { FUNCTIONS_REGION, SITE_TIME_ZONE } from '@roca/contract/site';
import { createApp } from './app';
import { API_MEMORY } from './instance';
import { cleanupAbandonedUploads } from './services/attachments';
import { checkPublishedSite, runPublish } from './services/publishing';

/** The one HTTPS function; Hosting rewrites /api/** to it (firebase.json). */
export const api = onRequest({ region: FUNCTIONS_REGION, memory: API_MEMORY, maxInstances: 10 }, createApp());

/** Deletes uploads never attached within 24 hours (locally: `npm run cleanup:uploads`). */
export const cleanupUploads = onSchedule({ schedule: 'every 6 hours', region: FUNCTIONS_REGION }, async () => {
  const removed = await cleanupAbandonedUploads();
  logger.info(`Removed ${removed} abandoned upload(s)`);
});

/**
 * Publishes the public pages from stored content (services/publishing.ts), one publish at a time:
 * a save queues a task here. A failed publish is retried with growing pauses; after the last try
 * the scheduled check queues it again. Its service account needs the Firebase Hosting Admin role.
 */
export const publishSite = onTaskDispatched(
  {
    region: FUNCTIONS_REGION,
    memory: '512MiB',
    timeoutSeconds: 300,
    rateLimits: { maxConcurrentDispatches: 1 },
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 5, maxBackoffSeconds: 120, maxDoublings: 4 },
  },
  async () => {
    await runPublish();
  },
);

/**
 * Keeps the published site right with no save (docs/content.md): every page again on a new day
 * in Vancouver, everything after a `firebase deploy` put the build's pages back, and any request
 * no publish has covered. Locally, `npm start` runs the same check (scripts/start-stack.ts).
 */
export const republishSite = onSchedule({ schedule: 'every 10 minutes', timeZone: SITE_TIME_ZONE, region: FUNCTIONS_REGION }, async () => {
  logger.info(await checkPublishedSite());
});
