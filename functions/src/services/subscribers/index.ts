/**
 * Residents subscribed to development updates (docs/decisions/018): the subscribe form and its
 * confirmation, the alerts and the weekly digest, and their retention.
 * What other domains, the routes and the jobs may use; the rest of the folder is its own.
 */
// Its reactions to staff changes (core/staff-changes.ts, afterStaffChange).
import './reactions';
export { forgetOldDevelopmentChanges, sendWeeklyDigest } from './development-alerts';
export { forgetOldSubscribers, listSubscribers, subscriberSummary, subscriptionOf } from './subscribers';
export { confirm, showConfirmation, subscribe } from './subscription-pages';
