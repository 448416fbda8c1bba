import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@roca/contract/content/calendar-events';
import { occurrenceOf } from '@roca/contract/content/occurrences';
import { invitationIcs, invitationUid, type Invitation } from './invitation';

/** A weekly work party on Saturdays at 10:00, across the end of daylight time (Sunday, November 1, 2026). */
const event: CalendarEvent = {
  id: 'garden',
  title: 'Garden work party',
  date: '2026-10-03',
  time: '10:00',
  endTime: '12:00',
  location: 'Riverside Community Garden',
  type: 'Community Event',
  description: 'Weeding and planting.',
  repeat: 'FREQ=WEEKLY;BYDAY=SA',
};

const invitation = (key: string, overrides: Partial<Invitation> = {}, changed: CalendarEvent = event): Invitation => ({
  method: 'REQUEST',
  uid: invitationUid('s123', 'nonce-abcdefghijklmnop'),
  sequence: 0,
  occurrence: occurrenceOf(changed, key),
  organizer: { name: 'ROCA', email: 'info@example.org' },
  attendee: { name: 'Ann Smith', email: 'ann@example.org' },
  details: ['You signed up a party of 2.'],
  url: 'https://roca.example/signup/token',
  ...overrides,
});

/** The file as a calendar app reads it: ical.js, with the file's own VTIMEZONE registered. */
function read(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe("a sign-up's calendar file", () => {
  it('is an invitation (METHOD:REQUEST) at the local times in Vancouver, on both sides of the change of daylight time', () => {
    const before = read(invitationIcs(invitation('2026-10-31')));
    const after = read(invitationIcs(invitation('2026-11-07')));
    expect(before.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(before.event.startDate.zone.tzid).toBe('America/Vancouver');
    expect(before.event.startDate.toString()).toBe('2026-10-31T10:00:00');
    expect(after.event.startDate.toString()).toBe('2026-11-07T10:00:00');
    expect(before.event.endDate.toString()).toBe('2026-10-31T12:00:00');
    // Daylight time (UTC-7) before, standard time (UTC-8) after.
    expect(before.event.startDate.toJSDate().toISOString()).toBe('2026-10-31T17:00:00.000Z');
    expect(after.event.startDate.toJSDate().toISOString()).toBe('2026-11-07T18:00:00.000Z');
  });

  it('names the event, the association as organizer and the person as an attendee who accepted', () => {
    const { event: read_, vevent } = read(invitationIcs(invitation('2026-10-31')));
    expect(read_.summary).toBe('Garden work party');
    expect(read_.location).toBe('Riverside Community Garden');
    expect(read_.description).toContain('You signed up a party of 2.');
    expect(vevent.getFirstPropertyValue('organizer')).toMatch(/^mailto:info@example\.org$/i);
    const attendee = vevent.getFirstProperty('attendee')!;
    // The scheme is case-insensitive (RFC 3986); ical-generator writes MAILTO.
    expect(attendee.getFirstValue()).toMatch(/^mailto:ann@example\.org$/i);
    expect(attendee.getParameter('partstat')).toBe('ACCEPTED');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://roca.example/signup/token');
  });

  it('keeps its UID and raises its SEQUENCE when the date moves, with the new local time', () => {
    const first = read(invitationIcs(invitation('2026-10-31')));
    const moved: CalendarEvent = {
      ...event,
      occurrences: { '2026-10-31': { movedTo: { date: '2026-11-01', time: '13:30' }, sequence: 1 } },
    };
    const update = read(invitationIcs(invitation('2026-10-31', { sequence: 1 }, moved)));
    expect(update.event.uid).toBe(first.event.uid);
    expect(update.event.sequence).toBeGreaterThan(first.event.sequence);
    // November 1 is the day the clocks go back: 13:30 there is standard time.
    expect(update.event.startDate.toString()).toBe('2026-11-01T13:30:00');
    expect(update.event.startDate.toJSDate().toISOString()).toBe('2026-11-01T21:30:00.000Z');
  });

  it('says a rain date in its notes', () => {
    const rainy: CalendarEvent = {
      ...event,
      occurrences: { '2026-10-31': { rainDate: { date: '2026-11-01', time: '10:00' }, sequence: 1 } },
    };
    const ics = invitationIcs(
      invitation('2026-10-31', { sequence: 1, details: ['Rain date: Sunday, November 1, 2026 at 10:00 AM.'] }, rainy),
    );
    expect(read(ics).event.description).toContain('Rain date: Sunday, November 1, 2026 at 10:00 AM.');
  });

  it('takes the entry out with METHOD:CANCEL, the same UID and a higher SEQUENCE', () => {
    const first = read(invitationIcs(invitation('2026-10-31')));
    const cancel = read(invitationIcs(invitation('2026-10-31', { method: 'CANCEL', sequence: 1 })));
    expect(cancel.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancel.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancel.event.uid).toBe(first.event.uid);
    expect(cancel.event.sequence).toBe(1);
  });
});
