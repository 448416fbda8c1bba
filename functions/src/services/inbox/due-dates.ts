import Holidays from 'date-holidays';
import { DateTime } from 'luxon';
import type { DueClock, DuePeriod } from '@roca/contract/inbox';
import type { InboxStatus } from '@roca/contract/inbox-choices';
import { SITE_TIME_ZONE } from '@roca/contract/site';

/**
 * When an inbox item is due (docs/inbox.md, "Due dates"): its kind's period (the settings, which
 * hold the defaults and their sources: contract/src/inbox.ts) counted from when it arrived, in
 * Vancouver time.
 * - hours: from the moment it arrived (the 48-hour response aim);
 * - days: calendar days; due at the end of the last one (the Societies Act's 14 days);
 * - business-days: days that are neither Saturdays nor holidays, Sundays included: PIPA s. 1's
 *   "day". The day it arrived does not count (Interpretation Act s. 25: a period after a day
 *   excludes that day); due at the end of the last one.
 */

/**
 * BC's holidays as the Interpretation Act (RSBC 1996, c. 238) s. 29 defines "holiday" for every
 * statute, PIPA's "day" among them: date-holidays' BC public holidays, plus the ones it lists as
 * observances or not at all (Easter Monday, Boxing Day, the National Day for Truth and
 * Reconciliation). Sundays are holidays too, counted below.
 */
const holidays = new Holidays('CA', 'BC', { types: ['public'] });
holidays.setHoliday('easter 1', { name: 'Easter Monday', type: 'public' });
holidays.setHoliday('12-26', { name: 'Boxing Day', type: 'public' });
holidays.setHoliday('09-30', { name: 'National Day for Truth and Reconciliation', type: 'public' });

const isHoliday = (day: DateTime) => Boolean(holidays.isHoliday(new Date(Date.UTC(day.year, day.month - 1, day.day, 12))));

/** A day PIPA counts: neither a Saturday nor a holiday (Sundays are holidays). */
const isPipaDay = (day: DateTime) => day.weekday < 6 && !isHoliday(day);

/** The moment an item that arrived at `receivedAt` is due, given its kind's period. */
export function dueAt(period: DuePeriod, receivedAt: Date): Date {
  const received = DateTime.fromJSDate(receivedAt, { zone: SITE_TIME_ZONE });
  if (period.unit === 'hours') return received.plus({ hours: period.amount }).toJSDate();
  let day = received.startOf('day');
  if (period.unit === 'days') day = day.plus({ days: period.amount });
  else {
    for (let counted = 0; counted < period.amount;) {
      day = day.plus({ days: 1 });
      if (isPipaDay(day)) counted++;
    }
  }
  return day.endOf('day').toJSDate();
}

/**
 * Not closed and past due. The response aim counts to the first reply; the law's periods count to
 * closing, so a "we are on it" reply does not stop them.
 */
export function isOverdue(
  item: { status: InboxStatus; dueClock: DueClock; dueAt: Date; firstResponseAt: Date | null },
  now = new Date(),
): boolean {
  if (item.status === 'closed') return false;
  if (item.dueClock === 'first-response' && item.firstResponseAt) return false;
  return item.dueAt.getTime() < now.getTime();
}
