import { logger } from 'firebase-functions';
import type { PublicUser } from '@roca/contract';
import type { RenewalReminder, RenewalReminders, renewalRemindersInput } from '@roca/contract/mail';
import { membershipYearOf } from '@roca/contract/membership';
import type { z } from 'zod';
import { todayInVancouver } from '@roca/contract/days';
import { COLLECTIONS, db } from '../../lib/firebase';
import { badRequest } from '../../lib/http-errors';
import { readSiteSettings } from '../content';
import { audienceRecipients } from './audiences';
import { bulkMessage } from './render';
import { mailSetting } from './mail-config';
import { makeRenewalToken } from './tokens';
import { recordSend } from './sends';

/**
 * Renewal reminders (docs/mail.md, "Renewal reminders"): staff set each year's reminders (at the
 * AGM, 30 days before the year ends...). A daily job sends each one on its day to the members on
 * the renewal list who consented to the topic. Each member gets each reminder at most once a
 * year: the message's idempotency key is the year, the reminder and the member, and the send's
 * id is the year and the reminder, so a job that runs twice queues nothing new.
 */
const remindersDoc = (year: number) => db.collection(COLLECTIONS.mailSettings).doc(`reminders-${year}`);

export async function readReminders(year: number): Promise<RenewalReminders> {
  const stored = (await remindersDoc(year).get()).get('reminders') as RenewalReminder[] | undefined;
  return { year, reminders: stored ?? [] };
}

/** PUT /api/mail/renewal-reminders/{year}: a reminder already sent keeps its send. */
export async function saveReminders(year: number, input: z.output<typeof renewalRemindersInput>): Promise<RenewalReminders> {
  // The daily job sends only this year's reminders of this year: one dated in another would never go.
  const strayIndex = input.reminders.findIndex((r) => !r.date.startsWith(`${year}-`));
  if (strayIndex >= 0) {
    const message = `Date must be in ${year}`;
    throw badRequest(`Reminder ${strayIndex + 1}: ${message}`, { [`reminders.${strayIndex}.date`]: message });
  }
  return db.runTransaction(async (tx) => {
    const before = ((await tx.get(remindersDoc(year))).get('reminders') ?? []) as RenewalReminder[];
    const reminders = input.reminders.map((r) => {
      const old = before.find((b) => b.id === r.id);
      return { ...r, sentAt: old?.sentAt ?? null, sendId: old?.sendId ?? null };
    });
    tx.set(remindersDoc(year), { year, reminders });
    return { year, reminders };
  });
}

/**
 * Each reminder's link to renew online (docs/members.md, "Renewing"): the join form with a signed
 * token naming the member, so the payment renews them rather than making a new member.
 */
const renewalAction = (memberId: string) => ({
  label: 'Renew your membership online',
  url: `${mailSetting('siteUrl')}/membership/renew/${makeRenewalToken(memberId)}`,
});

const SYSTEM: PublicUser = {
  id: 'system',
  username: 'renewal reminders',
  firstName: 'System',
  lastName: '',
  role: 'Admin',
  active: true,
  hasRecoveryEmail: false,
};

/**
 * The daily job (sendRenewalReminders in index.ts; `npm start` runs it too): every reminder of
 * this year whose day has come and that has not gone out. Returns the reminders it sent.
 */
export async function runRenewalReminders(today = todayInVancouver()): Promise<string[]> {
  const year = membershipYearOf(today);
  const { reminders } = await readReminders(year);
  const due = reminders.filter((r) => r.date <= today && r.date.startsWith(String(year)) && !r.sentAt);
  const sent: string[] = [];
  for (const reminder of due) {
    const sendId = `reminder-${year}-${reminder.id}`;
    const [{ recipients }, settings] = await Promise.all([audienceRecipients('renewals', 'renewals'), readSiteSettings()]);
    // A second run (or one racing this) writes the same send and queues no message twice.
    await recordSend(
      SYSTEM,
      {
        kind: 'reminder',
        lane: 'topic',
        topic: 'renewals',
        audience: null,
        subject: reminder.subject,
        body: reminder.body,
        format: reminder.format,
      },
      (id) =>
        recipients.map((r) => ({
          ...bulkMessage(
            reminder,
            { firstName: r.firstName, link: { recipient: r.path, scope: 'renewals' }, action: renewalAction(r.memberId) },
            settings,
          ),
          lane: 'topic' as const,
          topic: 'renewals' as const,
          to: r.email,
          recipient: r.path,
          replyTo: settings.email,
          sendId: id,
          idempotencyKey: `renewal:${year}:${reminder.id}:${r.memberId}`,
        })),
      () => ({ reminder: { year, id: reminder.id } }),
      sendId,
    );
    await db.runTransaction(async (tx) => {
      const list = ((await tx.get(remindersDoc(year))).get('reminders') ?? []) as RenewalReminder[];
      tx.update(remindersDoc(year), {
        reminders: list.map((r) => (r.id === reminder.id ? { ...r, sentAt: new Date().toISOString(), sendId } : r)),
      });
    });
    logger.info('renewal reminder queued', { year, reminder: reminder.id, recipients: recipients.length });
    sent.push(reminder.id);
  }
  return sent;
}
