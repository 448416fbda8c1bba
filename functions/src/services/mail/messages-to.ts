import type { DocumentData, QuerySnapshot } from 'firebase-admin/firestore';
import type { MailLane, OutboxState } from '@roca/contract/mail';
import { toIso } from '../../lib/timestamps';
import { outboxCollection } from './outbox';

/** A message as the person it went to may read it back (My membership's download of their data). */
export type MessageToPerson = {
  at: string;
  subject: string;
  state: OutboxState;
  lane: MailLane;
  topic: string | null;
  text: string | null;
};

/**
 * The messages the outbox holds for one person: those to their document (`members/{id}`), and those
 * to their address that name no document (a sign-in link, an inbox acknowledgement), oldest first.
 * A message whose content retention removed says so with `text: null`.
 */
export async function messagesTo(recipient: string, email: string): Promise<MessageToPerson[]> {
  const [byRecipient, byAddress] = await Promise.all([
    outboxCollection().where('recipient', '==', recipient).get(),
    email ? outboxCollection().where('to', '==', email.toLowerCase()).get() : Promise.resolve(null as QuerySnapshot | null),
  ]);
  const docs = new Map(byRecipient.docs.map((doc) => [doc.id, doc.data()]));
  for (const doc of byAddress?.docs ?? []) if (!doc.get('recipient')) docs.set(doc.id, doc.data());
  return [...docs.values()]
    .map((data: DocumentData) => ({
      at: toIso(data.createdAt) ?? '',
      subject: String(data.subject ?? ''),
      state: data.state,
      lane: data.lane,
      topic: data.topic ?? null,
      text: data.contentRemovedAt ? null : String(data.text ?? ''),
    }))
    .sort((a, b) => a.at.localeCompare(b.at));
}
