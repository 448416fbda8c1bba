import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@roca/contract/content/calendar-events';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { calendarListing } from './calendar';

const event = (overrides: Partial<CalendarEvent>): CalendarEvent => ({
  id: overrides.title ?? 'id',
  title: 'Event',
  date: '2026-11-23',
  time: '19:00',
  location: 'Community Hall',
  type: 'Meeting',
  description: 'Details',
  ...overrides,
});

const listed = (occurrences: { event: CalendarEvent; date: string }[]) => occurrences.map((o) => `${o.date} ${o.event.title}`);

describe('what /calendar lists on a day', () => {
  it('lists the seed events of 2025 as past, latest first, and the weekly work party as upcoming, in November 2026', () => {
    const { upcoming, past } = calendarListing(SEED_CONTENT.calendarEvents, '2026-11-23');
    expect(listed(upcoming)).toEqual([
      '2026-11-28 Saturday Community Garden Work Party',
      '2026-12-05 Saturday Community Garden Work Party',
      '2026-12-12 Saturday Community Garden Work Party',
      '2026-12-19 Saturday Community Garden Work Party',
      '2026-12-26 Saturday Community Garden Work Party',
      '2027-01-02 Saturday Community Garden Work Party',
    ]);
    expect(listed(past)).toEqual([
      '2026-11-21 Saturday Community Garden Work Party',
      '2025-10-20 Fall Neighbourhood Clean-Up',
      '2025-09-12 Local Area Plan Information Session',
      '2025-08-15 Monthly Community Meeting',
    ]);
  });

  it("lists today's event as upcoming, and yesterday's as past", () => {
    const { upcoming, past } = calendarListing(
      [event({ title: 'Today', date: '2026-11-23' }), event({ title: 'Yesterday', date: '2026-11-22' })],
      '2026-11-23',
    );
    expect(listed(upcoming)).toEqual(['2026-11-23 Today']);
    expect(listed(past)).toEqual(['2026-11-22 Yesterday']);
  });

  it('lists the next six occurrences of a repeating event, in date order with the others, and its last one as past', () => {
    const monthly = event({ title: 'Third Tuesday', date: '2026-09-15', repeat: 'FREQ=MONTHLY;BYDAY=3TU;UNTIL=20270630' });
    const once = event({ title: 'Picnic', date: '2027-01-01', time: '12:00' });
    const { upcoming, past } = calendarListing([monthly, once], '2026-11-23');
    expect(listed(upcoming)).toEqual([
      '2026-12-15 Third Tuesday',
      '2027-01-01 Picnic',
      '2027-01-19 Third Tuesday',
      '2027-02-16 Third Tuesday',
      '2027-03-16 Third Tuesday',
      '2027-04-20 Third Tuesday',
      '2027-05-18 Third Tuesday',
    ]);
    expect(listed(past)).toEqual(['2026-11-17 Third Tuesday']);
  });

  it('stops a repeating event at its UNTIL day', () => {
    const ended = event({ title: 'Ended series', date: '2026-01-06', repeat: 'FREQ=WEEKLY;UNTIL=20260303' });
    const { upcoming, past } = calendarListing([ended], '2026-11-23');
    expect(upcoming).toEqual([]);
    expect(listed(past)).toEqual(['2026-03-03 Ended series']);
  });
});

describe('dates staff changed (docs/signups.md)', () => {
  const weekly = event({ title: 'Weekly', date: '2026-11-07', repeat: 'FREQ=WEEKLY;BYDAY=SA' });

  it('lists a moved date where it happens now, a cancelled one marked, and keeps each under its rule date', () => {
    const changed = {
      ...weekly,
      occurrences: {
        '2026-11-28': { movedTo: { date: '2026-11-29', time: '13:00' }, sequence: 1 },
        '2026-12-05': { cancelled: true, note: 'Snow', sequence: 1 },
      },
    };
    const { upcoming } = calendarListing([changed], '2026-11-23');
    expect(upcoming.slice(0, 3).map((o) => [o.key, o.date, o.time, o.cancelled])).toEqual([
      ['2026-11-28', '2026-11-29', '13:00', false],
      ['2026-12-05', '2026-12-05', '19:00', true],
      ['2026-12-12', '2026-12-12', '19:00', false],
    ]);
    expect(upcoming[0].movedFrom).toBe('2026-11-28');
    expect(upcoming[1].note).toBe('Snow');
  });

  it('lists a date moved from the past into the coming days as upcoming', () => {
    const late = { ...weekly, occurrences: { '2026-11-21': { movedTo: { date: '2026-11-24', time: '19:00' }, sequence: 1 } } };
    expect(listed(calendarListing([late], '2026-11-23').upcoming)[0]).toBe('2026-11-24 Weekly');
  });
});
