/**
 * Where the association is and where its functions run: zod-free, so the public pages, the staff
 * screens, the functions and the build all read them from here.
 */

/** The municipality's time zone: "today", event times and the membership year are Vancouver's. */
export const SITE_TIME_ZONE = 'America/Vancouver';

/**
 * The region of the Cloud Functions (`api`, `publishSite` and the schedules). firebase.json's
 * Hosting rewrites name it too (JSON cannot import it): functions/src/region.test.ts checks they agree.
 */
export const FUNCTIONS_REGION = 'us-central1';
