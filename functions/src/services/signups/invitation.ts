import { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Occurrence } from '@roca/contract/content/occurrences';
import { associationCalendar, CALENDAR_UID_DOMAIN, entryTimes } from '../content';

/**
 * A sign-up's calendar file (RFC 5545, iTIP RFC 5546), attached to its confirmation and to every
 * change: subscribed calendars refresh every 12 to 24 hours and Google never updates an event it
 * imported, so only a message with the file moves the date in people's calendars. The file keeps
 * one UID for the sign-up and a higher SEQUENCE with each change, so a calendar app replaces its
 * copy; METHOD:CANCEL (STATUS:CANCELLED) takes it out. Built with ical-generator, and read back in
 * the tests with ical.js as a calendar app reads it.
 */

export type Invitation = {
  method: 'REQUEST' | 'CANCEL';
  /** The sign-up's UID: the same in every file about it. */
  uid: string;
  sequence: number;
  occurrence: Occurrence;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** What the sign-up holds, and its link, for the event's notes. */
  details: string[];
  url: string;
};

/** The UID of a sign-up's calendar entry: the sign-up and its link's secret (a new sign-up after a cancellation is a new entry). */
export const invitationUid = (signupId: string, nonce: string) => `signup-${signupId}-${nonce.slice(0, 12)}@${CALENDAR_UID_DOMAIN}`;

/** The `.ics` text of one sign-up's entry. */
export function invitationIcs(invitation: Invitation): string {
  const { occurrence, method } = invitation;
  const cancelled = method === 'CANCEL';
  const calendar = associationCalendar({ method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST });
  const { start, end } = entryTimes(occurrence.date, occurrence.time, occurrence.endTime);
  calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence,
    start,
    end,
    timezone: start.zoneName,
    summary: invitation.occurrence.event.title,
    location: occurrence.event.location,
    description: [occurrence.event.description, ...invitation.details].join('\n\n'),
    url: invitation.url,
    organizer: invitation.organizer,
    attendees: [
      {
        name: invitation.attendee.name,
        email: invitation.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
