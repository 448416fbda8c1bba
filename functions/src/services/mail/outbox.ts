import { randomUUID } from 'node:crypto';
import { logger } from 'firebase-functions';
import { Timestamp, type DocumentData, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { BULK_LANES, MAIL_RETENTION, type MailDelivery, type MailTopic, type OutboxState } from '@roca/contract/mail';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '@roca/contract/days';
import { COLLECTIONS, db, functionsAdmin } from '../../lib/firebase';
import { isAlreadyExists } from '../../lib/firestore-errors';
import { sha256Hex } from '../../lib/sha256';
import { recipientConsents } from './consent';
import { escapeHtml, ONE_TIME_LINK, type ComposedMessage } from './message';
import { sendThroughSmtp, type SmtpMessage, type SmtpOutcome } from './smtp';
import { isSuppressed, suppressAfterBounce, suppressedAddresses } from './suppressions';

/**
 * The outbox (docs/mail.md, "The outbox"; docs/decisions/014): every message the association
 * sends is one document of `outbox`, queued here and sent by the `sendMail` task function, one
 * task per message, at the rate of its queue (MAIL_SENDS_PER_SECOND).
 *
 * State runs queued -> sending -> sent | failed, in transactions. A sender takes a message only
 * from `queued`, under a lease; a second task for the same message finds it taken and does
 * nothing. A failure before the SMTP server accepted the message (server down, a 4xx) puts it
 * back to `queued` with a growing pause, and the sweep sends it again when it is due. A sender
 * that died while sending leaves its lease to expire: the message may or may not have gone out,
 * so the sweep marks it failed rather than sending it twice; staff retry it if it did not arrive
 * (with the same Message-ID, by which mail systems drop a copy they already have).
 */

/**
 * A message to queue: one composeMessage made (message.ts), with the send it belongs to and its
 * idempotency key. (The outbox's own tests queue bare messages, without headers or Reply-To.)
 */
export type OutgoingMessage = Omit<ComposedMessage, 'headers' | 'replyTo'> &
  Partial<Pick<ComposedMessage, 'headers' | 'replyTo'>> & {
    /** The send it belongs to (mailSends/{id}). */
    sendId?: string;
    /**
     * The same key never queues a second message: a job that runs twice, a form posted twice. For
     * example `renewal:2026:agm:<memberId>`.
     */
    idempotencyKey?: string;
    /**
     * Sent because a public form asked (a confirmation link), after mayMailFromForm allowed it
     * (form-mail.ts): it goes through its own queue, so however many strangers ask, receipts,
     * resets and notices never wait behind them.
     */
    fromForm?: boolean;
  };

export const outboxCollection = () => db.collection(COLLECTIONS.outbox);

/**
 * The task queues (index.ts): sendMail's for everything the association sends, and sendFormMail's
 * for what public forms ask for (OutgoingMessage.fromForm), at a rate of its own.
 */
const SEND_QUEUES = {
  mail: 'locations/us-central1/functions/sendMail',
  forms: 'locations/us-central1/functions/sendFormMail',
} as const;
type SendQueue = keyof typeof SEND_QUEUES;
/** A message to hand to its queue's sender. */
type Dispatch = { id: string; queue: SendQueue };
const dispatchOf = (id: string, data: DocumentData): Dispatch => ({ id, queue: data.queue === 'forms' ? 'forms' : 'mail' });
/** Longer than the sendMail function may run (index.ts: 120 s): a live sender never loses its lease. */
const LEASE_MS = 10 * MINUTE_MS;
/** A queued message whose task has not run this long is dispatched again (its task was lost). */
const REDISPATCH_AFTER_MS = 15 * MINUTE_MS;
/** Attempts over about a day (the pause doubles from 30 s up to an hour), then the message fails. */
const MAX_ATTEMPTS = 25;
const backoffMs = (attempts: number) => Math.min(30 * SECOND_MS * 2 ** Math.max(attempts - 1, 0), HOUR_MS);

/** The outbox id of a message with an idempotency key: the key's hash, so a second queueing finds the first. */
export const outboxIdFor = (key: string) => `k${sha256Hex(key).slice(0, 39)}`;

/** The Message-ID: from the message's id, so a retry carries the same one. */
const messageIdOf = (id: string, from: string | undefined) => `<${id}@${/@([^\s>]+)/.exec(from ?? '')?.[1] ?? 'roca.invalid'}>`;

const historyEntry = (state: OutboxState, at: Timestamp, error?: string) => ({ state, at, ...(error ? { error } : {}) });

function newDocument(message: OutgoingMessage, now: Timestamp): DocumentData {
  return {
    // When the retention job may remove what it says and who it went to (MAIL_RETENTION, services/mail/retention.ts).
    retainUntil: Timestamp.fromMillis(now.toMillis() + MAIL_RETENTION.messageDays * DAY_MS),
    lane: message.lane,
    topic: message.topic ?? null,
    to: message.to.toLowerCase(),
    recipient: message.recipient ?? null,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers ?? {},
    replyTo: message.replyTo ?? null,
    sendId: message.sendId ?? null,
    idempotencyKey: message.idempotencyKey ?? null,
    oneTimeLink: message.oneTimeLink ?? null,
    queue: (message.fromForm ? 'forms' : 'mail') satisfies SendQueue,
    // Stored with the message, so a retry sends the same bytes and the record is what went out.
    attachments: (message.attachments ?? []).map(({ filename, contentType, content }) => ({ filename, contentType, content })),
    createdAt: now,
    state: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    dispatchedAt: now,
    leaseId: null,
    leaseExpireTime: null,
    startTime: null,
    endTime: null,
    error: null,
    info: null,
    bounce: null,
    history: [historyEntry('queued', now)],
  };
}

/** Messages created at once: Firestore takes them in parallel. */
const CHUNK = 50;

/**
 * Queues messages and asks for each to be sent. A bulk message to a suppressed address is left
 * out (`skipped`); a message whose idempotency key was queued before is not queued again
 * (`existing`): each is stored with `create`, which fails for an id that exists, so two callers
 * racing with one key queue it once. Returns the outbox ids queued now and those that existed.
 */
export async function queueMail(messages: OutgoingMessage[]): Promise<{ queued: string[]; existing: string[]; skipped: number }> {
  const suppressed = await suppressedAddresses();
  const queued: Dispatch[] = [];
  const existing: string[] = [];
  let skipped = 0;
  for (let start = 0; start < messages.length; start += CHUNK) {
    await Promise.all(
      messages.slice(start, start + CHUNK).map(async (message) => {
        if (BULK_LANES.includes(message.lane) && suppressed.has(message.to.toLowerCase())) {
          skipped++;
          return;
        }
        const ref = message.idempotencyKey ? outboxCollection().doc(outboxIdFor(message.idempotencyKey)) : outboxCollection().doc();
        try {
          const stored = newDocument(message, Timestamp.now());
          await ref.create(stored);
          queued.push(dispatchOf(ref.id, stored));
        } catch (err) {
          if (!isAlreadyExists(err)) throw err;
          existing.push(ref.id);
        }
      }),
    );
  }
  await dispatch(queued);
  return { queued: queued.map(({ id }) => id), existing, skipped };
}

/**
 * Asks the sendMail task function to send these messages. A failure to reach the queue loses
 * nothing: the message stays queued with no dispatch, and the sweep dispatches it.
 */
async function dispatch(messages: Dispatch[]) {
  const queues = { mail: functionsAdmin.taskQueue(SEND_QUEUES.mail), forms: functionsAdmin.taskQueue(SEND_QUEUES.forms) };
  const failed: string[] = [];
  for (let start = 0; start < messages.length; start += 25) {
    await Promise.all(
      messages.slice(start, start + 25).map(({ id, queue }) =>
        queues[queue].enqueue({ id }, { dispatchDeadlineSeconds: 150 }).catch((err: Error) => {
          failed.push(id);
          logger.warn('could not queue a mail task; the sweep will', { id, error: err.message });
        }),
      ),
    );
  }
  for (let start = 0; start < failed.length; start += 400) {
    const batch = db.batch();
    for (const id of failed.slice(start, start + 400)) batch.update(outboxCollection().doc(id), { dispatchedAt: null });
    await batch.commit();
  }
}

type Taken = { leaseId: string; data: DocumentData; attempts: number } | { done: string };

/** Why a message must not go out now, though it is queued: read in the transaction that takes it for sending. */
async function refusal(tx: Transaction, data: DocumentData): Promise<string | null> {
  if (BULK_LANES.includes(data.lane) && (await isSuppressed(data.to, tx))) return 'Not sent: the address is suppressed after a hard bounce';
  if (data.lane === 'topic') {
    const consents = data.recipient ? await recipientConsents(data.recipient, tx) : null;
    if (!consents?.[data.topic as MailTopic]?.given) return 'Not sent: the recipient unsubscribed from this topic';
  }
  if (String(data.text).includes(ONE_TIME_LINK) && !data.oneTimeLink)
    return 'Not sent: its one-time link is no longer kept (ask for a new one)';
  return null;
}

/**
 * One document per time a sender took a message under its lease: `<message id>-<number>`, created
 * in the transaction that takes it (the stored names, `outboxClaims` and the message's `claims`
 * count, are from before "claim" meant only a payment's: docs/glossary.md). Firestore's
 * transactions already keep two senders from both taking a message; the Firestore emulator of the
 * local stack does not isolate transactions, but it does refuse a second `create`, so the lease
 * holds there too.
 */
const sendingRecords = () => db.collection(COLLECTIONS.outboxClaims);

/** Takes a queued message for sending, under a new lease; or says why not. */
async function takeForSending(ref: DocumentReference): Promise<Taken> {
  return db
    .runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const data = snap.data();
      if (!data) return { done: 'no such message' };
      if (data.state !== 'queued') return { done: `already ${data.state}` };
      const now = Timestamp.now();
      const refused = await refusal(tx, data);
      if (refused) {
        tx.update(ref, {
          state: 'failed',
          endTime: now,
          error: refused,
          history: [...data.history, historyEntry('failed', now, refused)],
        });
        return { done: 'refused' };
      }
      const leaseId = randomUUID();
      const attempts = (data.attempts as number) + 1;
      const claims = ((data.claims as number | undefined) ?? 0) + 1;
      // Written first: of two senders that read the message queued, only one creates this record,
      // and the other's commit fails before it changes anything (see sendingRecords).
      tx.create(sendingRecords().doc(`${ref.id}-${claims}`), { messageId: ref.id, leaseId, at: now });
      tx.update(ref, {
        claims,
        state: 'sending',
        attempts: attempts,
        leaseId: leaseId,
        leaseExpireTime: Timestamp.fromMillis(now.toMillis() + LEASE_MS),
        startTime: now,
        history: [...data.history, historyEntry('sending', now)],
      });
      return { leaseId, data, attempts };
    })
    .catch((err: unknown) => {
      if (isAlreadyExists(err)) return { done: 'taken by another sender' };
      throw err;
    });
}

/** Records what the attempt under `leaseId` came to, if that lease is still the message's. */
async function settle(ref: DocumentReference, leaseId: string, attempts: number, outcome: SmtpOutcome) {
  await db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    if (!data || data.leaseId !== leaseId) {
      logger.warn('a mail attempt ended after its lease was taken over', { id: ref.id, outcome: outcome.kind });
      return;
    }
    const now = Timestamp.now();
    const base = { leaseId: null, leaseExpireTime: null };
    // Forgotten once the attempts are over; kept for the next attempt of a retry.
    const link = outcome.kind === 'retry' && attempts < MAX_ATTEMPTS ? {} : { oneTimeLink: null };
    if (outcome.kind === 'sent') {
      tx.update(ref, {
        ...base,
        ...link,
        state: 'sent',
        endTime: now,
        error: null,
        info: outcome.info,
        history: [...data.history, historyEntry('sent', now)],
      });
    } else if (outcome.kind === 'retry' && attempts < MAX_ATTEMPTS) {
      tx.update(ref, {
        ...base,
        state: 'queued',
        error: outcome.error,
        nextAttemptAt: Timestamp.fromMillis(now.toMillis() + backoffMs(attempts)),
        // The task that ran is over: the sweep dispatches the next attempt when it is due.
        dispatchedAt: null,
        history: [...data.history, historyEntry('queued', now, outcome.error)],
      });
    } else {
      const bounce = outcome.kind === 'bounce' ? 'hard' : null;
      tx.update(ref, {
        ...base,
        ...link,
        state: 'failed',
        endTime: now,
        error: outcome.error,
        bounce: bounce,
        ...(outcome.kind === 'bounce' ? { info: outcome.info } : {}),
        history: [...data.history, historyEntry('failed', now, outcome.error)],
      });
      if (bounce) suppressAfterBounce(tx, data.to, outcome.error);
    }
  });
}

/**
 * Sends one message (the sendMail task): take it under a lease, hand it to the SMTP server, record the outcome.
 * SMTP failures are recorded, never thrown; a throw (Firestore unreachable) lets the task queue
 * retry, and the lease keeps a second sender out meanwhile.
 */
export async function deliverMessage(id: string): Promise<string> {
  const ref = outboxCollection().doc(id);
  const taken = await takeForSending(ref);
  if ('done' in taken) return taken.done;
  const { data, leaseId, attempts } = taken;
  const withLink = (body: string, link: string) => (data.oneTimeLink ? body.replaceAll(ONE_TIME_LINK, link) : body);
  const outcome = await sendThroughSmtp({
    to: data.to,
    subject: data.subject,
    text: withLink(data.text, data.oneTimeLink),
    html: withLink(data.html, escapeHtml(data.oneTimeLink ?? '')),
    headers: data.headers,
    replyTo: data.replyTo ?? undefined,
    attachments: (data.attachments ?? []) as SmtpMessage['attachments'],
    messageId: (from) => messageIdOf(id, from),
  });
  await settle(ref, leaseId, attempts, outcome);
  // Ids and outcomes only: addresses and bodies never reach the log (docs/decisions/009).
  logger.info('mail attempt', { id, attempt: attempts, outcome: outcome.kind });
  return outcome.kind;
}

const INTERRUPTED = 'The sender stopped while sending: the message may have gone out. Retry it only if it did not arrive.';

/**
 * The scheduled sweep (sweepOutbox in index.ts; `npm start` runs it too): marks failed the
 * messages whose sender died while sending (never sent twice), and dispatches again the queued
 * messages that are due and have no task on the way (a retry after a failure, a lost task).
 */
export async function sweepOutbox(now = new Date()): Promise<{ interrupted: number; dispatched: number }> {
  const at = Timestamp.fromDate(now);
  const stuck = await outboxCollection().where('state', '==', 'sending').where('leaseExpireTime', '<', at).get();
  for (const doc of stuck.docs) {
    await db.runTransaction(async (tx) => {
      const data = (await tx.get(doc.ref)).data();
      const lease = data?.leaseExpireTime as Timestamp | null;
      if (data?.state !== 'sending' || !lease || lease.toMillis() >= at.toMillis()) return;
      const time = Timestamp.now();
      tx.update(doc.ref, {
        state: 'failed',
        endTime: time,
        error: INTERRUPTED,
        history: [...data.history, historyEntry('failed', time, INTERRUPTED)],
      });
    });
  }
  const due = await outboxCollection().where('state', '==', 'queued').where('nextAttemptAt', '<=', at).get();
  const waiting = due.docs.filter((doc) => {
    const dispatchedAt = doc.get('dispatchedAt') as Timestamp | null;
    return !dispatchedAt || dispatchedAt.toMillis() < now.getTime() - REDISPATCH_AFTER_MS;
  });
  for (let start = 0; start < waiting.length; start += 400) {
    const batch = db.batch();
    for (const doc of waiting.slice(start, start + 400)) batch.update(doc.ref, { dispatchedAt: Timestamp.now() });
    await batch.commit();
  }
  await dispatch(waiting.map((doc) => dispatchOf(doc.id, doc.data())));
  return { interrupted: stuck.size, dispatched: waiting.length };
}

/**
 * Puts failed messages back in the queue (staff's "Retry failed"), with their attempts counted
 * afresh. A message the recipient unsubscribed from, or to a suppressed address, fails again; one
 * whose content the retention job removed stays as it is (there is nothing left to send).
 */
export async function retryFailed(ids: string[]): Promise<number> {
  const retried: Dispatch[] = [];
  for (const id of ids) {
    const ref = outboxCollection().doc(id);
    const changed = await db.runTransaction(async (tx) => {
      const data = (await tx.get(ref)).data();
      if (data?.state !== 'failed' || data.contentRemovedAt) return null;
      const now = Timestamp.now();
      tx.update(ref, {
        state: 'queued',
        attempts: 0,
        nextAttemptAt: now,
        dispatchedAt: now,
        bounce: null,
        history: [...data.history, historyEntry('queued', now, 'retried by staff')],
      });
      return dispatchOf(id, data);
    });
    if (changed) retried.push(changed);
  }
  await dispatch(retried);
  return retried.length;
}

const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : null);

/** A stored delivery as the API answers it. */
export function deliveryOf(data: DocumentData): MailDelivery {
  const d = data;
  return {
    state: d.state,
    attempts: d.attempts,
    nextAttemptAt: d.state === 'queued' ? iso(d.nextAttemptAt) : null,
    startTime: iso(d.startTime),
    endTime: iso(d.endTime),
    error: d.error,
    info: d.info,
    bounce: d.bounce,
    history: (d.history as { state: OutboxState; at: Timestamp; error?: string }[]).map((h) => ({
      state: h.state,
      at: h.at.toDate().toISOString(),
      ...(h.error ? { error: h.error } : {}),
    })),
  };
}
