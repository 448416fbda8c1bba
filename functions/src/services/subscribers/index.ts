/**
 * Residents subscribed to development updates (docs/decisions/018): the subscribe form and its
 * confirmation, the alerts and the weekly digest, and their retention.
 * What other domains, the routes and the jobs may use; the rest of the folder is its own.
 */
export { alertSubscribers, forgetOldDevelopmentChanges, sendWeeklyDigest, type DevelopmentChange } from './development-alerts';
export { forgetOldSubscribers, listSubscribers, subscriberSummary, subscriptionOf } from './subscribers';
export { confirm, showConfirmation, subscribe } from './subscription-pages';
