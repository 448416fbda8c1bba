import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { PublicUser } from '@roca/contract';
import type { InboxItem } from '@roca/contract/inbox';
import { INBOX_OUTCOME_LABELS, type InboxOutcome, type InboxPosition } from '@roca/contract/inbox-choices';
import { db, itemCollection } from '../../lib/firebase';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { createContentItem } from '../content';
import { runStaffTransaction, writeStaffChange } from '../core';
import { outboxCollection } from '../mail';
import { inboxItems, itemOf, newEntryId, readItem } from './items';
import { notifyHolders, replyOutboxId, sendReply } from './mail';

/**
 * What Admin and Super do to an item (docs/inbox.md, "For staff"): assign it to a position, reply
 * through the outbox, paste the resident's answer, write a note, mark it waiting, close it with an
 * outcome, reopen it, accept a listing or link request as a draft entry. Each is a staff change in
 * one transaction, so the audit log keeps the item before and after.
 */

const byName = (actor: PublicUser) => `${actor.firstName} ${actor.lastName}`.trim();

/** Reads the item in the transaction, lets `change` say what it becomes, and stores it as a staff change. */
async function changeItem(actor: PublicUser, id: string, change: (data: DocumentData, now: Timestamp) => DocumentData) {
  const ref = inboxItems().doc(id);
  return runStaffTransaction(async (tx): Promise<DocumentData> => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('No inbox item with this reference');
    const before = snap.data()!;
    if (before.personalDataRemovedAt) throw conflict('This item’s retention has ended: only its dates and outcome are kept');
    const now = Timestamp.now();
    const after = { ...change(before, now), updatedAt: now };
    writeStaffChange(tx, { actor, ref, before, after });
    return after;
  });
}

const open = (data: DocumentData) => {
  if (data.status === 'closed') throw conflict('This item is closed: reopen it first');
};

/** The item as the panel shows it, with each reply's delivery read from the outbox. */
export async function readInboxItem(id: string, now = new Date()): Promise<InboxItem> {
  const doc = await readItem(id);
  const outboxIds: string[] = (doc.get('thread') ?? []).flatMap((entry: DocumentData) => (entry.outboxId ? [entry.outboxId] : []));
  const messages = outboxIds.length ? await db.getAll(...outboxIds.map((oid) => outboxCollection().doc(oid))) : [];
  const deliveries = new Map(messages.filter((m) => m.exists).map((m) => [m.id, String(m.get('state'))]));
  return itemOf(doc, deliveries, now);
}

/** POST /api/inbox/{id}/assign: the position that answers it; its holders are told. */
export async function assignItem(actor: PublicUser, id: string, position: InboxPosition) {
  const after = await changeItem(actor, id, (data, now) => {
    open(data);
    return { ...data, position, status: 'assigned', assignedAt: now };
  });
  await notifyHolders({ reference: id, kind: after.kind, position, dueAt: (after.dueAt as Timestamp).toDate() }, 'assigned');
  return readInboxItem(id);
}

/** POST /api/inbox/{id}/notes: seen by staff only, never sent. */
export async function addNote(actor: PublicUser, id: string, body: string) {
  await changeItem(actor, id, (data, now) => ({
    ...data,
    notes: [...(data.notes ?? []), { id: newEntryId(), at: now, by: byName(actor), body }],
  }));
  return readInboxItem(id);
}

/**
 * POST /api/inbox/{id}/replies: kept in the thread with the outbox message it became (queued once
 * the change is stored; the same reply id never queues twice), and the item waits for the
 * resident. The first reply is the first response.
 */
export async function replyToItem(actor: PublicUser, id: string, body: string) {
  const replyId = newEntryId();
  const after = await changeItem(actor, id, (data, now) => {
    open(data);
    const reply = { id: replyId, type: 'reply', at: now, body, by: byName(actor), outboxId: replyOutboxId(id, replyId) };
    return { ...data, thread: [...data.thread, reply], status: 'waiting', firstResponseAt: data.firstResponseAt ?? now };
  });
  await sendReply({
    reference: id,
    replyId,
    kind: after.kind,
    position: after.position,
    to: after.senderEmail,
    body,
    signedBy: actor.firstName,
  });
  return readInboxItem(id);
}

/** POST /api/inbox/{id}/received: the resident's answer (it came to the position's mailbox), kept in the thread; back to assigned. */
export async function recordAnswer(actor: PublicUser, id: string, body: string) {
  await changeItem(actor, id, (data, now) => {
    open(data);
    const answer = { id: newEntryId(), type: 'received', at: now, body, by: byName(actor) };
    return { ...data, thread: [...data.thread, answer], status: 'assigned', assignedAt: data.assignedAt ?? now };
  });
  return readInboxItem(id);
}

/** POST /api/inbox/{id}/status: waiting for the resident, or back to assigned. */
export async function setStatus(actor: PublicUser, id: string, status: 'assigned' | 'waiting') {
  await changeItem(actor, id, (data, now) => {
    open(data);
    return { ...data, status, assignedAt: data.assignedAt ?? now };
  });
  return readInboxItem(id);
}

/** POST /api/inbox/{id}/close: with an outcome, and a note that says why when given. */
export async function closeItem(actor: PublicUser, id: string, outcome: InboxOutcome, note: string) {
  await changeItem(actor, id, (data, now) => {
    open(data);
    const notes = note ? [...(data.notes ?? []), { id: newEntryId(), at: now, by: byName(actor), body: note }] : data.notes;
    return { ...data, status: 'closed', outcome, closedAt: now, notes };
  });
  return readInboxItem(id);
}

/** POST /api/inbox/{id}/reopen: back to assigned; the due date stays as it was. */
export async function reopenItem(actor: PublicUser, id: string) {
  await changeItem(actor, id, (data, now) => {
    if (data.status !== 'closed') throw conflict('This item is not closed');
    const notes = [
      ...(data.notes ?? []),
      {
        id: newEntryId(),
        at: now,
        by: byName(actor),
        body: `Reopened (it was closed: ${INBOX_OUTCOME_LABELS[data.outcome as InboxOutcome]})`,
      },
    ];
    return { ...data, status: 'assigned', closedAt: null, outcome: null, notes };
  });
  return readInboxItem(id);
}

/** What a listing or link request becomes: a draft entry of the business directory or the community links. */
const DRAFTS = {
  listing: {
    itemType: 'business',
    entry: (fields: Record<string, string>) => ({
      name: fields.businessName,
      category: fields.category,
      description: fields.message,
      address: fields.address ?? '',
      phone: fields.phone ?? '',
      website: fields.site ?? '',
    }),
  },
  link: {
    itemType: 'communityLink',
    entry: (fields: Record<string, string>) => ({
      name: fields.linkName,
      url: fields.url,
      category: fields.category || 'Suggested by residents',
      description: fields.message,
    }),
  },
} as const;

/**
 * POST /api/inbox/{id}/accept: a listing or link request becomes a draft entry (not on the public
 * page until staff untick Draft and save it, as any edit), named on the item. The item stays open:
 * closing asks for its outcome. Accepting twice makes one entry.
 */
export async function acceptItem(actor: PublicUser, id: string) {
  const doc = await readItem(id);
  const kind = doc.get('kind');
  if (kind !== 'listing' && kind !== 'link') throw badRequest('Only a business listing or a link suggestion can be accepted');
  const draft = DRAFTS[kind as keyof typeof DRAFTS];
  const entryId = itemCollection(draft.itemType).doc().id;
  // Claim the draft first, so a second press finds it taken and makes no second entry.
  await changeItem(actor, id, (data) => {
    open(data);
    if (data.draft) throw conflict('This request was accepted already: its draft entry is in the Content area');
    return { ...data, draft: { itemType: draft.itemType, id: entryId }, status: data.status === 'new' ? 'assigned' : data.status };
  });
  try {
    await createContentItem(actor, draft.itemType, { ...draft.entry(doc.get('fields') ?? {}), draft: true }, entryId);
  } catch (err) {
    // The entry was refused (the list is full, a field today's checks refuse): the item is as it was.
    await changeItem(actor, id, (data) => ({ ...data, draft: null }));
    throw err;
  }
  return readInboxItem(id);
}
