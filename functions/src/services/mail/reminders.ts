import { logger } from 'firebase-functions';
import type { RenewalReminder, RenewalReminders, renewalRemindersInput } from '@roca/contract/mail';
import { membershipYearOf } from '@roca/contract/membership';
import type { z } from 'zod';
import { todayInVancouver } from '@roca/contract/days';
import { itemDoc } from '../../lib/firebase';
import { badRequest } from '../../lib/http-errors';
import { readSiteSettings } from '../content';
import { changeDocument, type Actor } from '../core';
import { audienceRecipients } from './audiences';
import { siteLink } from './mail-config';
import { composeMessage } from './message';
import { makeRenewalToken } from './tokens';
import { contentOf, recordSend } from './sends';

/**
 * Renewal reminders (docs/mail.md, "Renewal reminders"): staff set each year's reminders (at the
 * AGM, 30 days before the year ends...). A daily job sends each one on its day to the members on
 * the renewal list who consented to the topic. Each member gets each reminder at most once a
 * year: the message's idempotency key is the year, the reminder and the member, and the send's
 * id is the year and the reminder, so a job that runs twice queues nothing new.
 */
const remindersDoc = (year: number) => itemDoc('renewalReminders', `reminders-${year}`);
type StoredReminders = { year: number; reminders: RenewalReminder[] };

export async function readReminders(year: number): Promise<RenewalReminders> {
  const stored = (await remindersDoc(year).get()).get('reminders') as RenewalReminder[] | undefined;
  return { year, reminders: stored ?? [] };
}

/** PUT /api/mail/renewal-reminders/{year}: a reminder already sent keeps its send. A staff change, audited. */
export async function saveReminders(actor: Actor, year: number, input: z.output<typeof renewalRemindersInput>): Promise<RenewalReminders> {
  // The daily job sends only this year's reminders of this year: one dated in another would never go.
  const strayIndex = input.reminders.findIndex((r) => !r.date.startsWith(`${year}-`));
  if (strayIndex >= 0) {
    const message = `Date must be in ${year}`;
    throw badRequest(`Reminder ${strayIndex + 1}: ${message}`, { [`reminders.${strayIndex}.date`]: message });
  }
  const stored = await changeDocument<StoredReminders>(actor, remindersDoc(year), (before) => ({
    year,
    reminders: input.reminders.map((r) => {
      const old = before?.reminders.find((b) => b.id === r.id);
      return { ...r, sentAt: old?.sentAt ?? null, sendId: old?.sendId ?? null };
    }),
  }));
  return { year, reminders: stored!.reminders };
}

/**
 * Each reminder's link to renew online (docs/members.md, "Renewing"): the join form with a signed
 * token naming the member, so the payment renews them rather than making a new member.
 */
const renewalAction = (memberId: string) => ({
  label: 'Renew your membership online',
  url: siteLink(`/membership/renew/${makeRenewalToken(memberId)}`),
});

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
      'renewal reminders',
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
          ...composeMessage(
            { ...contentOf(reminder), action: renewalAction(r.memberId) },
            { lane: 'topic', topic: 'renewals', to: r.email, recipient: r.path, firstName: r.firstName },
            settings,
          ),
          sendId: id,
          idempotencyKey: `renewal:${year}:${reminder.id}:${r.memberId}`,
        })),
      () => ({ reminder: { year, id: reminder.id } }),
      sendId,
    );
    await changeDocument<StoredReminders>('renewal reminders', remindersDoc(year), (before) => ({
      year,
      reminders: (before?.reminders ?? []).map((r) => (r.id === reminder.id ? { ...r, sentAt: new Date().toISOString(), sendId } : r)),
    }));
    logger.info('renewal reminder queued', { year, reminder: reminder.id, recipients: recipients.length });
    sent.push(reminder.id);
  }
  return sent;
}
