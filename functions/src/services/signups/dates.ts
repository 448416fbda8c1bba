import { Timestamp } from 'firebase-admin/firestore';
import type { CalendarEvent } from '@roca/contract/content/calendar-events';
import type { EventSignup } from '@roca/contract/content/event-signup';
import { capacityOf, isDateOf, occurrenceOf, signupAvailability, type Occurrence } from '@roca/contract/content/occurrences';
import { addDays, todayInVancouver } from '@roca/contract/days';
import { LIMITS } from '@roca/contract/limits';
import { inVancouver, readCalendarEvent } from '../content';

/**
 * One date of an event as the sign-up flows need it: the event with its sign-up, the date as
 * staff changed it, whether it takes sign-ups today, its capacity, when it starts, and until when
 * its sign-ups are kept. Every flow loads it first and refuses a date that is not the event's.
 */
export type SignupDateContext = {
  event: CalendarEvent & { signup: EventSignup };
  occurrence: Occurrence;
  capacity: number;
  /** The instant it starts (Vancouver's local time on its day). */
  startsAt: number;
  /** When its sign-ups are deleted: LIMITS.signupRetentionDays after its last day. */
  retainUntil: Timestamp;
};

/** Until when a date's sign-ups are kept: the retention period after the later of its rule date and its date now. */
export function retentionOf(occurrence: Pick<Occurrence, 'key' | 'date'>): Timestamp {
  const lastDay = occurrence.date > occurrence.key ? occurrence.date : occurrence.key;
  return Timestamp.fromMillis(inVancouver(addDays(lastDay, LIMITS.signupRetentionDays + 1), '00:00').toMillis());
}

/** The context of an event's date from a stored event; null when the event takes no sign-ups or has no such date. */
export function contextFrom(event: CalendarEvent | null, key: string): SignupDateContext | null {
  if (!event?.signup || !isDateOf(event, key)) return null;
  const occurrence = occurrenceOf(event, key);
  return {
    event: event as SignupDateContext['event'],
    occurrence,
    capacity: capacityOf(occurrence),
    startsAt: inVancouver(occurrence.date, occurrence.time).toMillis(),
    retainUntil: retentionOf(occurrence),
  };
}

export async function loadContext(eventId: string, key: string): Promise<SignupDateContext | null> {
  return contextFrom(await readCalendarEvent(eventId), key);
}

/**
 * Whether the date takes sign-ups now, and why not. Sign-up ends when the date starts: the
 * published calendar lists a date all of its day (it is republished daily), so a form posted
 * after the start is refused here as past, and a place is no longer confirmed, offered or changed.
 */
export function availabilityOf(context: SignupDateContext, now = new Date()) {
  const availability = signupAvailability(context.occurrence, todayInVancouver(now));
  return (availability === 'open' || availability === 'closed') && now.getTime() >= context.startsAt ? 'past' : availability;
}
