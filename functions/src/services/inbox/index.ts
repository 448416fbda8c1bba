/**
 * The inbox (docs/inbox.md; docs/decisions/021): what residents write through the public forms,
 * worked by position in the Administration Panel. Its public face, for the forms and for later
 * capabilities (a member's correction or deletion request from the portal goes to the Membership
 * position with the statutory due date):
 * - `createInboxItem`: stores an item of a kind, due by the kind's period (the one place the
 *   periods live: the settings over INBOX_PERIOD_DEFAULTS), tells the position's holders, and
 *   acknowledges it to the sender with its reference;
 * - `replyToItem`: a reply from the panel, through the outbox's transactional lane, Reply-To the
 *   position's address, kept in the thread.
 */
export { createInboxItem } from './create';
export type { NewInboxItem } from './items';
// The public forms' pages (routes/form-pages.ts).
export { showInboxForm, submitInboxForm } from './form-pages';
// The staff calls of /api/inbox (routes/inbox.ts), and the daily retention job.
export { acceptItem, addNote, assignItem, closeItem, readInboxItem, recordAnswer, reopenItem, replyToItem, setStatus } from './actions';
export { inboxSummary, itemsFromSender, listInbox, readItem } from './items';
export { forgetClosedInboxItems } from './retention';
export { readInboxSettings, saveInboxSettings } from './settings';
