import type { MailSend, RenewalReminders } from '@roca/contract/mail';
import type { VoterList } from '@roca/contract/members';
import { figureGroup, measured, readsByCollection, sleep, type Bench } from './bench';

/**
 * The jobs the scale bench measures. The AGM voter list (GET /api/members/voters, as the AGM screen asks). An
 * announcement composed to every member who chose announcements, queued through the API and
 * delivered by the outbox to the local SMTP server at the queue's rate (MAIL_SENDS_PER_SECOND),
 * checked for messages lost or doubled as `npm run bench:mail` checks. Then the daily renewal
 * reminders job with a reminder due today, run as the scheduled function runs it
 * (runRenewalReminders), timed until its messages are queued: last, since its messages are then
 * sent at the same rate while the stack stops. The register export is GET /api/members, the
 * register's own list (staff lists) and the Export screen (staff screens).
 */
export async function measureVoterList(bench: Bench) {
  const { add, figures } = figureGroup('jobs');
  const voters = await measured(bench, () => bench.client.call('GET', `/api/members/voters?date=${bench.today}`));
  add('AGM voter list: time', voters.ms, 'ms', `${(JSON.parse(voters.result.text) as VoterList).voters.length} voters`);
  add('AGM voter list: reads', voters.reads.reads, 'count', readsByCollection(voters.reads));
  return figures;
}

/** The send of this subject, once the function has stored it (its answer may never come: Hosting gives up after 60 s). */
async function sendWithSubject(subject: string, timeoutMs: number): Promise<{ id: string; recipients: number } | null> {
  const { COLLECTIONS, db } = await import('../../../functions/src/lib/firebase');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await db.collection(COLLECTIONS.mailSends).where('subject', '==', subject).get();
    if (!found.empty) return { id: found.docs[0].id, recipients: Number(found.docs[0].get('recipients')) };
    await sleep(2_000);
  }
  return null;
}

/** Waits until `count` messages arrived (true), or none arrived for STALL_MS or the time ran out (false). */
const STALL_MS = 120_000;
async function untilDeliveredOrStalled(bench: Bench, count: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let seen = bench.inbox.messages.length;
  let lastArrival = Date.now();
  while (bench.inbox.messages.length < count) {
    if (bench.inbox.messages.length > seen) [seen, lastArrival] = [bench.inbox.messages.length, Date.now()];
    if (Date.now() > deadline || Date.now() - lastArrival > STALL_MS) return false;
    await sleep(1_000);
  }
  return true;
}

export async function measureAnnouncement(bench: Bench) {
  const { add, figures } = figureGroup('jobs');
  bench.inbox.clear();
  const subject = `Bench ${Date.now()}, {firstName}`;
  const compose = {
    topic: 'announcements',
    audience: 'topic',
    subject,
    body: 'Dear {firstName},\n\nA **bench** announcement.',
    format: 'markdown',
  };
  const started = performance.now();
  const queued = await measured(bench, () => bench.client.call('POST', '/api/mail/sends', compose).catch((err: Error) => err));
  const answered = queued.result instanceof Error ? null : (JSON.parse(queued.result.text) as MailSend);
  // Without an answer the send still goes on in the function: find it to follow its delivery.
  const send = answered ?? (await sendWithSubject(subject, 10 * 60_000));
  add(
    'announcement: time to queue',
    answered ? queued.ms : null,
    'ms',
    answered ? undefined : `no answer: ${(queued.result as Error).message.split(':')[0]}`,
  );
  add('announcement: reads to queue', queued.reads.reads, 'count', readsByCollection(queued.reads));
  if (!send) throw new Error('The announcement was not stored within 10 minutes');
  add('announcement: messages', send.recipients, 'count');
  // At the default rate of 10 a second, with time to spare; a delivery that stalls (no message for two minutes) is a finding, not a wait.
  const delivery = await measured(bench, () => untilDeliveredOrStalled(bench, send.recipients, 10 * 60_000 + send.recipients * 500));
  const recipients = bench.inbox.messages.flatMap((m) => m.envelopeTo);
  const distinct = new Set(recipients).size;
  const seconds = (performance.now() - started) / 1000;
  add(
    'announcement: delivered',
    delivery.result ? send.recipients / seconds : null,
    'per s',
    delivery.result ? undefined : `${recipients.length} of ${send.recipients} received`,
  );
  add(
    'announcement: reads per message delivered',
    delivery.reads.reads / Math.max(1, recipients.length),
    'count',
    readsByCollection(delivery.reads),
  );
  add(
    'announcement: lost or doubled',
    send.recipients - distinct + (recipients.length - distinct),
    'count',
    `${recipients.length} received, ${distinct} distinct, ${send.recipients} sent`,
  );
  return figures;
}

export async function measureRenewalReminders(bench: Bench) {
  const { add, figures } = figureGroup('jobs');
  const { runRenewalReminders } = await import('../../../functions/src/services/mail');
  const { COLLECTIONS, db } = await import('../../../functions/src/lib/firebase');
  const stored = JSON.parse((await bench.client.call('GET', `/api/mail/renewal-reminders/${bench.year}`)).text) as RenewalReminders;
  const reminders = [
    ...stored.reminders.map(({ id, date, subject, body, format }) => ({ id, date, subject, body, format })),
    { id: 'bench', date: bench.today, subject: 'Time to renew, {firstName}', body: 'Your membership is due.', format: 'text' },
  ];
  await bench.client.call('PUT', `/api/mail/renewal-reminders/${bench.year}`, { reminders });
  const job = await measured(bench, () => runRenewalReminders(bench.today));
  const reminded = (await db.collection(COLLECTIONS.mailSends).doc(`reminder-${bench.year}-bench`).get()).get('recipients');
  add('renewal reminders: time to queue', job.ms, 'ms', `${reminded ?? '?'} messages`);
  add('renewal reminders: reads', job.reads.reads, 'count', readsByCollection(job.reads));
  return figures;
}
