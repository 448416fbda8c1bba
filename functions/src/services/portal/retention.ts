import { forgetEndedSessions } from './sessions';
import { forgetOldLinkRequests } from './sign-in';

/**
 * Removes what My membership keeps only for a while (docs/decisions/022): sessions past their end,
 * sign-in link requests their task never took, and the counts of the link requests' caps. Their
 * TTL policies (firestore.indexes.json) do it in production, within a day; the daily job and
 * `npm start`'s periodic check do it at once, and on the emulators, which have no TTL.
 */
export async function forgetPortalRecords(now = new Date()): Promise<number> {
  const [sessions, requests] = await Promise.all([forgetEndedSessions(now), forgetOldLinkRequests(now)]);
  return sessions + requests;
}
