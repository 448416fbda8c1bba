import type { DocumentData } from 'firebase-admin/firestore';
import { notifyHolders, sendAcknowledgement } from './mail';
import { storeInboxItem, type NewInboxItem } from './items';

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
