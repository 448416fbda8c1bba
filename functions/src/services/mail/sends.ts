import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { PublicUser } from '@roca/contract';
import {
  OUTBOX_STATES,
  type MailLogEntry,
  type MailPreview,
  type MailSend,
  type MailSendDetail,
  type MailSendKind,
  type MailStateCounts,
  type composeInput,
  type mailLogQuery,
  type testMailInput,
} from '@roca/contract/mail';
import type { z } from 'zod';
import { COLLECTIONS, db } from '../../lib/firebase';
import { isAlreadyExists } from '../../lib/firestore-errors';
import { badRequest, notFound } from '../../lib/http-errors';
import { sha256Hex } from '../../lib/sha256';
import { toIso } from '../../lib/timestamps';
import { readSiteSettings } from '../content';
import { changeDocument, isSystemActor, type Actor } from '../core';
import { audienceRecipients } from './audiences';
import { deliveryOf, outboxCollection, queueMail, retryFailed, type OutgoingMessage } from './outbox';
import { bodyParts, composeMessage, type MessageContent } from './message';

/**
 * Sends (docs/mail.md, "Sends"): one document of `mailSends` per compose, notice, reminder or
 * test, holding what was written and by whom; its messages are in the outbox with its id.
 */
const sendsCollection = () => db.collection(COLLECTIONS.mailSends);

type Compose = z.output<typeof composeInput>;

/** SHA-256 of the subject, text and HTML as composed: what a notice's proof names. */
const contentHash = (subject: string, text: string, html: string) => sha256Hex(JSON.stringify([subject, text, html]));

const noRecipients = () =>
  badRequest('Nobody would get this message: no member of the audience consented to the topic with an address that works', {
    audience: 'No member of this audience has consented to this topic with an e-mail address that works',
  });

/** What staff wrote, as a message says it. */
export const contentOf = ({ subject, body, format }: { subject: string; body: string; format: Compose['format'] }): MessageContent => ({
  subject,
  body: { text: body, format },
});

/** POST /api/mail/preview: as the first recipient will see it (a test link in the footer). */
export async function previewCompose(input: Compose): Promise<MailPreview> {
  const [{ recipients }, settings] = await Promise.all([audienceRecipients(input.audience, input.topic), readSiteSettings()]);
  // A preview goes to nobody: its footer's link is a test link that changes nothing.
  const message = composeMessage(
    contentOf(input),
    { lane: 'topic', topic: input.topic, to: '', firstName: recipients[0]?.firstName },
    settings,
  );
  return { subject: message.subject, text: message.text, html: message.html, recipients: recipients.length };
}

/** Stores a send and queues its messages; returns the send. */
export async function recordSend(
  actor: Actor,
  send: {
    kind: MailSendKind;
    lane: MailSend['lane'];
    topic: MailSend['topic'];
    audience: MailSend['audience'];
    subject: string;
    body: string;
    format: Compose['format'];
  },
  messages: (sendId: string) => OutgoingMessage[],
  extra: (sendId: string) => DocumentData = () => ({}),
  id?: string,
): Promise<MailSend> {
  const ref = id ? sendsCollection().doc(id) : sendsCollection().doc();
  const parts = bodyParts(send.body, send.format);
  const outgoing = messages(ref.id);
  // A staff change like any other (the audit log keeps what was sent, not to whom: core/audit.ts).
  // A job that runs again writes the same send; one racing it may have created it first, which
  // the send's id tells (create fails): either way the messages' keys queue nothing twice.
  const record = () =>
    changeDocument(actor, ref, () => ({
      ...send,
      text: parts.text,
      html: parts.html,
      hash: contentHash(send.subject, parts.text, parts.html),
      createdAt: Timestamp.now(),
      createdBy: isSystemActor(actor) ? { id: 'system', username: actor } : { id: actor.id, username: actor.username },
      recipients: outgoing.length,
      ...extra(ref.id),
    }));
  await record().catch((err: unknown) => {
    if (!isAlreadyExists(err)) throw err;
  });
  await queueMail(outgoing);
  return sendSummary(ref.id, (await ref.get()).data()!);
}

/** POST /api/mail/sends: a composed message to an audience on an opt-in topic. */
export async function sendCompose(actor: PublicUser, input: Compose): Promise<MailSend> {
  const [{ recipients }, settings] = await Promise.all([audienceRecipients(input.audience, input.topic), readSiteSettings()]);
  if (recipients.length === 0) throw noRecipients();
  return recordSend(
    actor,
    {
      kind: 'compose',
      lane: 'topic',
      topic: input.topic,
      audience: input.audience,
      subject: input.subject,
      body: input.body,
      format: input.format,
    },
    (sendId) =>
      recipients.map((r) => ({
        ...composeMessage(
          contentOf(input),
          { lane: 'topic', topic: input.topic, to: r.email, recipient: r.path, firstName: r.firstName },
          settings,
        ),
        sendId,
        idempotencyKey: `send:${sendId}:${r.memberId}`,
      })),
  );
}

const NO_OWN_ADDRESS = 'A test goes to your own recovery e-mail: set and confirm one on My Account first';

/**
 * POST /api/mail/test: the message, once, marked as a test, to the staff member's own confirmed
 * recovery e-mail: the only address a test may go to, so "send a test" cannot mail a third party.
 */
export async function sendTest(actor: PublicUser, input: z.output<typeof testMailInput>): Promise<MailSend> {
  if (!actor.recoveryEmail) throw badRequest(NO_OWN_ADDRESS);
  const settings = await readSiteSettings();
  const subject = `[Test] ${input.subject}`;
  return recordSend(
    actor,
    { kind: 'test', lane: 'transactional', topic: input.topic, audience: null, subject, body: input.body, format: input.format },
    (sendId) => [
      {
        ...composeMessage(
          contentOf({ ...input, subject }),
          { lane: 'transactional', unsubscribe: input.topic, to: actor.recoveryEmail!, firstName: actor.firstName },
          settings,
        ),
        sendId,
      },
    ],
  );
}

/** How many of a send's messages are in each state, and how many bounced. */
async function countsOf(sendId: string): Promise<MailStateCounts> {
  const mine = outboxCollection().where('sendId', '==', sendId);
  const [states, bounced] = await Promise.all([
    Promise.all(OUTBOX_STATES.map(async (state) => (await mine.where('state', '==', state).count().get()).data().count)),
    mine.where('bounce', '==', 'hard').count().get(),
  ]);
  return {
    ...(Object.fromEntries(OUTBOX_STATES.map((state, i) => [state, states[i]])) as Record<(typeof OUTBOX_STATES)[number], number>),
    bounced: bounced.data().count,
  };
}

async function sendSummary(id: string, data: DocumentData): Promise<MailSend> {
  return {
    id,
    kind: data.kind,
    lane: data.lane,
    topic: data.topic ?? null,
    audience: data.audience ?? null,
    subject: data.subject,
    createdAt: toIso(data.createdAt) ?? '',
    createdBy: data.createdBy?.username ?? '',
    recipients: data.recipients,
    counts: await countsOf(id),
  };
}

/** GET /api/mail/sends: the latest sends (of one kind, or all), newest first, with their counts (every staff role). */
export async function listSends(kind?: MailSendKind, limit = 50): Promise<MailSend[]> {
  const sends = kind ? sendsCollection().where('kind', '==', kind) : sendsCollection();
  const snap = await sends.orderBy('createdAt', 'desc').limit(limit).get();
  return Promise.all(snap.docs.map((doc) => sendSummary(doc.id, doc.data())));
}

const sendNotFound = () => notFound('No send with this id');

/** GET /api/mail/sends/{id} (Admin and Super): what was sent, and a notice's proof with each delivery. */
export async function sendDetail(id: string): Promise<MailSendDetail> {
  const doc = await sendsCollection().doc(id).get();
  const data = doc.data();
  if (!data) throw sendNotFound();
  const detail: MailSendDetail = { ...(await sendSummary(id, data)), text: data.text, html: data.html, hash: data.hash };
  if (data.notice) {
    const messages = await outboxCollection().where('sendId', '==', id).get();
    const byId = new Map(messages.docs.map((m) => [m.id, deliveryOf(m.data())]));
    detail.notice = {
      ...data.notice,
      sentAt: toIso(data.createdAt) ?? '',
      recipients: (data.notice.recipients as { memberId: string; name: string; email: string; messageId: string }[]).map((r) => ({
        ...r,
        delivery: byId.get(r.messageId) ?? null,
      })),
    };
  }
  return detail;
}

/** POST /api/mail/sends/{id}/retry: every failed message of the send goes back to the queue. */
export async function retrySend(id: string): Promise<{ retried: number }> {
  if (!(await sendsCollection().doc(id).get()).exists) throw sendNotFound();
  const failed = await outboxCollection().where('sendId', '==', id).where('state', '==', 'failed').get();
  return { retried: await retryFailed(failed.docs.map((doc) => doc.id)) };
}

/**
 * GET /api/mail/log: messages newest first, filtered by state, send or the start of the
 * recipient's address. Read Only sees no address (`withAddresses` false), cannot search by one, and
 * sees each send's subject as composed, never one personalised with a member's name.
 */
export async function mailLog(query: z.output<typeof mailLogQuery>, withAddresses: boolean): Promise<MailLogEntry[]> {
  let q: FirebaseFirestore.Query = outboxCollection();
  if (query.state) q = q.where('state', '==', query.state);
  if (query.sendId) q = q.where('sendId', '==', query.sendId);
  if (query.q) q = q.where('to', '>=', query.q).where('to', '<', `${query.q}\uf8ff`).orderBy('to');
  const snap = await q.orderBy('createdAt', 'desc').limit(query.limit).get();
  // A message of a send carries its subject as the recipient got it ("Renewal time, Ann"): Read
  // Only sees the send's subject as composed ("Renewal time, {firstName}"), as retention leaves it.
  const composed = withAddresses ? new Map<string, string>() : await sendSubjects(snap.docs.map((doc) => doc.get('sendId')));
  return snap.docs.map((doc) => {
    const data = doc.data();
    const subject = !withAddresses && data.sendId ? (composed.get(data.sendId) ?? '') : data.subject;
    return {
      id: doc.id,
      sendId: data.sendId,
      lane: data.lane,
      topic: data.topic,
      ...(withAddresses && data.to ? { to: data.to } : {}),
      subject,
      createdAt: toIso(data.createdAt) ?? '',
      // What the SMTP server said names the recipient: not for Read Only.
      delivery: withAddresses ? deliveryOf(data) : { ...deliveryOf(data), info: null },
      ...(data.contentRemovedAt ? { contentRemovedAt: toIso(data.contentRemovedAt) ?? '' } : {}),
    };
  });
}

/** The subject of each send as composed (before `{firstName}` became a name), by send id. */
export async function sendSubjects(sendIds: (string | null | undefined)[]): Promise<Map<string, string>> {
  const ids = [...new Set(sendIds.filter((id): id is string => Boolean(id)))];
  const sends = await Promise.all(ids.map((id) => sendsCollection().doc(id).get()));
  return new Map(sends.filter((send) => send.exists).map((send) => [send.id, String((send.data() as DocumentData).subject ?? '')]));
}
