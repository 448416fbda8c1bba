import { DAY_MS, HOUR_MS, MINUTE_MS } from '@roca/contract/days';
import { LIMITS } from '@roca/contract/limits';
import { mailboxOf, type FormMailCounts, type FormMailWindow } from '@roca/contract/mail';
import { countOne, countSoFar, startsWindow } from '../../lib/window-counts';
import { isSuppressed } from './suppressions';

/**
 * Mail a public form sends to an address anyone may type (docs/mail.md, "Mail a public form
 * sends"): a subscription's confirmation, a sign-up's link, and what the
 * inbox, consultations and member sign-in links will send. A form must not let a stranger flood
 * an inbox with mail signed by the association's domain (spam complaints, then a blocklisted
 * domain, then renewal reminders and notices in spam). Every such form asks here before it
 * stores anything or queues its message, and queues it with `fromForm: true` (outbox.ts: its own
 * queue, so it never delays receipts, resets or notices):
 *
 *     if (!(await mayMailFromForm('subscribe', email))) return SAME_ANSWER; // store and send nothing
 *
 * It says no, and the form answers as if it had sent (so it tells nobody anything), when:
 * - the address is suppressed (suppressions.ts);
 * - the same mailbox was sent a message about the same thing (`about`: 'subscribe', a sign-up's
 *   date...) within LIMITS.formMailGapMinutes: the mailbox, not the address, so `victim+1@` and
 *   Gmail's `v.ictim@` count as `victim@` (mailboxOf in the contract);
 * - all forms together have sent LIMITS.formMailPerHour in the hour, or LIMITS.formMailPerDay in
 *   the day (staff see the counts: formMailCounts).
 * Counted in Firestore like the per-client limits (lib/window-counts.ts), so it holds on every
 * instance and under a burst: of many requests at once for one mailbox, one gets through.
 * The per-client limit stays each form's own (a route's limitPerClient).
 */

const GAP = 'form-mail-gap';
const HOUR = 'form-mail-hour';
const DAY = 'form-mail-day';
/** The key of the caps: every form and client counts in one. */
const ALL = 'all';

/** Whether a public form may send a message about `about` to `address` now; counts it when so. */
export async function mayMailFromForm(about: string, address: string): Promise<boolean> {
  if (await isSuppressed(address)) return false;
  if (!(await startsWindow(GAP, LIMITS.formMailGapMinutes * MINUTE_MS, `${about}\n${mailboxOf(address)}`))) return false;
  if ((await countOne(HOUR, HOUR_MS, ALL)).totalHits > LIMITS.formMailPerHour) return false;
  return (await countOne(DAY, DAY_MS, ALL)).totalHits <= LIMITS.formMailPerDay;
}

async function windowOf(limit: string, cap: number): Promise<FormMailWindow> {
  const counted = await countSoFar(limit, ALL);
  const hits = counted?.totalHits ?? 0;
  return { sent: Math.min(hits, cap), heldBack: Math.max(0, hits - cap), cap, endsAt: counted?.resetTime?.toISOString() ?? null };
}

/**
 * GET /api/mail/form-mail: what the public forms sent in the hour and the day under way, and how
 * many they held back at the caps (a flood, or a day the caps are too low for).
 */
export async function formMailCounts(): Promise<FormMailCounts> {
  const [hour, day] = await Promise.all([windowOf(HOUR, LIMITS.formMailPerHour), windowOf(DAY, LIMITS.formMailPerDay)]);
  return { hour, day };
}
