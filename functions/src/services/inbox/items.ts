import { randomUUID } from 'node:crypto';
import { Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import { dueClockOf, type InboxItem, type InboxMessage, type InboxQuery, type InboxRow, type InboxSummary } from '@roca/contract/inbox';
import { INBOX_KIND_FACTS, INBOX_STATUSES, type InboxKind, type InboxPosition, type InboxStatus } from '@roca/contract/inbox-choices';
import { HOUR_MS, msDaysBefore } from '@roca/contract/days';
import { LIMITS } from '@roca/contract/limits';
import { itemCollection } from '../../lib/firebase';
import { isAlreadyExists } from '../../lib/firestore-errors';
import { notFound } from '../../lib/http-errors';
import { newReference } from '../../lib/reference';
import { toIso } from '../../lib/timestamps';
import { dueAt, isOverdue as isDue } from './due-dates';
import { readInboxSettings } from './settings';

/**
 * Inbox items (inboxItems/{reference}; docs/inbox.md): what a resident wrote, as one document with
 * its whole thread, internal notes, the position it is assigned to, its due date and how it
 * ended. Personal data: Admin and Super see it; every staff role sees the states and dates.
 */
export const inboxItems = () => itemCollection('inboxItem');

/** What a stored photo is (the heritage form's): the object and what the sender's browser named it. */
export type StoredPhoto = { objectPath: string; fileName: string; contentType: string; size: number };

/** What any capability stores as a new item (index.ts): the forms, and later the member portal's requests. */
export type NewInboxItem = {
  kind: InboxKind;
  /** Where it goes; the kind's position when left out (the contact form sends its topic's). */
  position?: InboxPosition;
  sender: { name: string; email: string };
  message: string;
  /** The form's other answers, as the inbox shows them. */
  details?: { label: string; value: string }[];
  /** The form's answers by field, for accepting a listing or link request as a draft entry. */
  fields?: Record<string, string>;
  sourcePage?: string | null;
  photo?: StoredPhoto | null;
};

const ATTEMPTS = 5;

export const newEntryId = () => randomUUID().slice(0, 8);

/** The audit log's name of an item: its reference and form, never the sender. */
const titleOf = (reference: string, kind: InboxKind) => `${reference} · ${INBOX_KIND_FACTS[kind].label}`;

/**
 * Stores a new item under a new reference, due by its kind's period (the settings) from now.
 * Not a staff change: a resident made it, so no audit entry (every staff action after is audited).
 */
export async function storeInboxItem(
  item: NewInboxItem,
  now = new Date(),
): Promise<{ reference: string; dueAt: Date; data: DocumentData }> {
  const settings = await readInboxSettings();
  const due = dueAt(settings.periods[item.kind], now);
  const receivedAt = Timestamp.fromDate(now);
  for (let attempt = 1; ; attempt++) {
    const reference = newReference('M', now.getFullYear());
    const data = {
      kind: item.kind,
      title: titleOf(reference, item.kind),
      status: 'new' satisfies InboxStatus,
      position: item.position ?? INBOX_KIND_FACTS[item.kind].position,
      // Top-level, so the per-address cap and the search read them without nested filters (decision 014).
      senderName: item.sender.name,
      senderEmail: item.sender.email.toLowerCase(),
      details: item.details ?? [],
      fields: item.fields ?? {},
      sourcePage: item.sourcePage ?? null,
      photo: item.photo ?? null,
      thread: [{ id: newEntryId(), type: 'received', at: receivedAt, body: item.message }],
      notes: [],
      receivedAt,
      dueAt: Timestamp.fromDate(due),
      dueClock: dueClockOf(item.kind),
      assignedAt: null,
      firstResponseAt: null,
      closedAt: null,
      outcome: null,
      draft: null,
      personalDataRemovedAt: null,
      updatedAt: receivedAt,
    };
    try {
      await inboxItems().doc(reference).create(data);
      return { reference, dueAt: due, data };
    } catch (err) {
      if (!isAlreadyExists(err) || attempt >= ATTEMPTS) throw err;
    }
  }
}

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

/** Whether a stored item is overdue now (due-dates.ts). */
const isOverdue = (data: DocumentData, now = new Date()) =>
  isDue(
    {
      status: data.status,
      dueClock: data.dueClock,
      dueAt: (data.dueAt as Timestamp).toDate(),
      firstResponseAt: data.firstResponseAt ? (data.firstResponseAt as Timestamp).toDate() : null,
    },
    now,
  );

const SUMMARY_LENGTH = 140;

/** The first words of what the resident wrote. */
const summaryOf = (data: DocumentData) => {
  const text = String(data.thread?.[0]?.body ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1)}…` : text;
};

/** A row as every staff role may see it; `withSender` (Admin and Super) adds who wrote and the first words. */
function rowOf(doc: DocumentSnapshot, withSender: boolean, now = new Date()): InboxRow {
  const data = doc.data()!;
  const removed = toIso(data.personalDataRemovedAt);
  return {
    id: doc.id,
    kind: data.kind,
    status: data.status,
    position: data.position,
    receivedAt: toIso(data.receivedAt)!,
    dueAt: toIso(data.dueAt)!,
    overdue: isOverdue(data, now),
    firstResponseAt: toIso(data.firstResponseAt),
    closedAt: toIso(data.closedAt),
    outcome: data.outcome ?? null,
    personalDataRemovedAt: removed,
    ...(withSender
      ? { sender: { name: data.senderName ?? '', email: data.senderEmail ?? '' }, summary: removed ? '' : summaryOf(data) }
      : {}),
  };
}

/** The whole item, for Admin and Super. */
export function itemOf(doc: DocumentSnapshot, deliveries: Map<string, string>, now = new Date()): InboxItem {
  const data = doc.data()!;
  const row = rowOf(doc, true, now);
  return {
    ...row,
    sender: row.sender!,
    summary: row.summary!,
    details: data.details ?? [],
    sourcePage: data.sourcePage ?? null,
    photo: data.photo
      ? {
          fileName: data.photo.fileName,
          contentType: data.photo.contentType,
          size: data.photo.size,
          url: `/api/inbox/${encodeURIComponent(doc.id)}/photo`,
        }
      : null,
    thread: (data.thread ?? []).map((entry: DocumentData): InboxMessage => ({
      id: entry.id,
      type: entry.type,
      at: toIso(entry.at)!,
      body: entry.body,
      ...(entry.by ? { by: entry.by } : {}),
      ...(entry.outboxId ? { outboxId: entry.outboxId, delivery: deliveries.get(entry.outboxId) ?? 'queued' } : {}),
    })),
    notes: (data.notes ?? []).map((note: DocumentData) => ({ id: note.id, at: toIso(note.at)!, by: note.by, body: note.body })),
    draft: data.draft ?? null,
    dueClock: data.dueClock,
  };
}

export async function readItem(id: string): Promise<DocumentSnapshot> {
  const doc = await inboxItems().doc(id).get();
  if (!doc.exists) throw notFound('No inbox item with this reference');
  return doc;
}

/** The newest items first (an association gets a few hundred a year: LIMITS.inboxListMax is years of them). */
async function newestItems() {
  return (await inboxItems().orderBy('receivedAt', 'desc').limit(LIMITS.inboxListMax).get()).docs;
}

/** Whether an item matches the search: its reference, the sender's name or address, or what the thread says. */
function matches(data: DocumentData, id: string, q: string): boolean {
  const needle = q.toLowerCase();
  const haystack = [id, data.senderName, data.senderEmail, ...(data.thread ?? []).map((entry: DocumentData) => entry.body)];
  return haystack.some((text) =>
    String(text ?? '')
      .toLowerCase()
      .includes(needle),
  );
}

/**
 * GET /api/inbox: newest first, by status ('open': not closed), position, kind and overdue; the
 * search reads who wrote and what, so it is for Admin and Super only (`withSender`). Filtered
 * here: the local Firestore emulator combines no range and equality filters (decision 001).
 */
export async function listInbox(query: InboxQuery, withSender: boolean, now = new Date()): Promise<InboxRow[]> {
  const docs = await newestItems();
  return docs
    .filter((doc) => {
      const data = doc.data();
      if (query.status === 'open' ? data.status === 'closed' : query.status && data.status !== query.status) return false;
      if (query.position && data.position !== query.position) return false;
      if (query.kind && data.kind !== query.kind) return false;
      if (query.overdue && isOverdue(data, now) !== (query.overdue === 'true')) return false;
      return !(withSender && query.q) || matches(data, doc.id, query.q);
    })
    .map((doc) => rowOf(doc, withSender, now));
}

/** The median first response is over the items first answered in this many days. */
const MEDIAN_WINDOW_DAYS = 90;

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** GET /api/inbox/summary: the Control Panel's figures, for every staff role. */
export async function inboxSummary(now = new Date()): Promise<InboxSummary> {
  const docs = (await inboxItems().select('status', 'dueAt', 'dueClock', 'receivedAt', 'firstResponseAt').get()).docs;
  const byStatus = Object.fromEntries(INBOX_STATUSES.map((status) => [status, 0])) as Record<InboxStatus, number>;
  const hours: number[] = [];
  let overdue = 0;
  for (const doc of docs) {
    const data = doc.data();
    byStatus[data.status as InboxStatus]++;
    if (isOverdue(data, now)) overdue++;
    const first = millis(data.firstResponseAt);
    const received = millis(data.receivedAt);
    if (first !== null && received !== null && first >= msDaysBefore(now, MEDIAN_WINDOW_DAYS)) hours.push((first - received) / HOUR_MS);
  }
  const middle = median(hours);
  return {
    open: docs.length - byStatus.closed,
    overdue,
    byStatus,
    medianFirstResponseHours: middle === null ? null : Math.round(middle * 10) / 10,
  };
}

/** What a resident wrote and the answers kept, as the sender may read it back. */
export type SenderItem = {
  reference: string;
  kind: InboxKind;
  receivedAt: string;
  status: InboxStatus;
  thread: { at: string; from: string; text: string }[];
};

/**
 * The items a person sent, until retention removes them (My membership's download of their data):
 * those from their address, less those a member of the same household sent from My membership
 * (`fields.memberId` names the member). Oldest first.
 */
export async function itemsFromSender(email: string, memberId: string): Promise<SenderItem[]> {
  if (!email) return [];
  const snap = await inboxItems().where('senderEmail', '==', email.toLowerCase()).get();
  return snap.docs
    .filter((doc) => !doc.get('personalDataRemovedAt') && [undefined, memberId].includes(doc.get('fields')?.memberId))
    .map((doc) => {
      const data = doc.data();
      return {
        reference: doc.id,
        kind: data.kind,
        receivedAt: toIso(data.receivedAt) ?? '',
        status: data.status,
        thread: (data.thread ?? []).map((entry: DocumentData) => ({
          at: toIso(entry.at) ?? '',
          from: entry.type === 'reply' ? 'The association' : 'You',
          text: String(entry.body ?? ''),
        })),
      };
    })
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}
