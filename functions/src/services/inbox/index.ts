/**
 * The inbox (docs/inbox.md; docs/decisions/019): what residents write through the public forms,
 * worked by position in the Administration Panel. Its public face, for the forms and for later
 * capabilities (a member's correction or deletion request from the portal goes to the Membership
 * position with the statutory due date):
 * - `createInboxItem`: stores an item of a kind, due by the kind's period (the one place the
 *   periods live: the settings over INBOX_PERIOD_DEFAULTS), tells the position's holders, and
 *   acknowledges it to the sender with its reference;
 * - `replyToItem`: a reply from the panel, through the outbox's transactional lane, Reply-To the
 *   position's address, kept in the thread;
 * - `dueAt`: the due date of a period from a moment, for a capability that shows it before storing.
 */
import type { DocumentData } from 'firebase-admin/firestore';
import { notifyHolders, sendAcknowledgement } from './mail';
import { storeInboxItem, type NewInboxItem } from './items';

export type { NewInboxItem, StoredPhoto } from './items';
export { dueAt } from './due-dates';
export { claimSenderSlot } from './senders';
// The staff calls of /api/inbox (routes/inbox.ts), and the daily retention job.
export { acceptItem, addNote, assignItem, closeItem, readInboxItem, recordAnswer, reopenItem, replyToItem, setStatus } from './actions';
export { inboxSummary, itemsFromSender, listInbox, readItem, type SenderItem } from './items';
export { forgetClosedInboxItems } from './retention';
export { readInboxSettings, saveInboxSettings } from './settings';

/**
 * Stores a new item and tells whoever should know: the holders of its position, and (unless
 * `acknowledge` is false) the sender, with the reference. Returns the reference and the due date.
 */
export async function createInboxItem(
  item: NewInboxItem,
  { acknowledge = true, now = new Date() }: { acknowledge?: boolean; now?: Date } = {},
): Promise<{ reference: string; dueAt: Date }> {
  const { reference, dueAt, data } = await storeInboxItem(item, now);
  const facts = { reference, kind: item.kind, position: (data as DocumentData).position, dueAt };
  await Promise.all([
    notifyHolders(facts, 'new'),
    acknowledge ? sendAcknowledgement({ ...facts, email: (data as DocumentData).senderEmail }) : undefined,
  ]);
  return { reference, dueAt };
}
