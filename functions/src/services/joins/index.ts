/**
 * Joining and renewing online (docs/members.md, "Joining online"): the join form, pending joins,
 * PayPal Checkout and its webhooks, e-Transfer, cheque and cash received, and the receipt.
 * What other domains, the routes and the jobs may use; the rest of the folder is its own.
 */
export { renewalPage, renewalPageForMember, sendJoinForm } from './join-form-pages';
export { removeOldJoins } from './join-retention';
export { RETURN_PATH, finishPayPalPayment, startPayPalPayment } from './paypal-checkout';
export { handlePayPalWebhook } from './paypal-webhooks';
export { joinsOf } from './pending-joins';
export { resendReceipt } from './receipt';
export { joinsStatus, listPendingJoins, markJoinReceived } from './staff-joins';
