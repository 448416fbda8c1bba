import ICAL from 'ical.js';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { describe, expect, it } from 'vitest';
import { apiTestFile } from '../support/api-test-file';
import { storeEvent } from '../support/builders';

// Public: nobody signs in.
const { api } = apiTestFile({ roles: [] });

/** Parses the feed with ical.js, registering its VTIMEZONE so times resolve as a calendar app would. */
async function fetchFeed() {
  const res = await api.call('GET', '/calendar.ics');
  const calendar = new ICAL.Component(ICAL.parse(res.text));
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtimezone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { res, calendar, events };
}

describe('GET /calendar.ics', () => {
  it('is a public, cacheable iCalendar feed with the America/Vancouver VTIMEZONE', async () => {
    const { res, calendar } = await fetchFeed();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('cache-control')).toMatch(/^public/);
    expect(res.text.split('\r\n')[0]).toBe('BEGIN:VCALENDAR');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const zones = calendar.getAllSubcomponents('vtimezone').map((tz) => tz.getFirstPropertyValue('tzid'));
    expect(zones).toEqual(['America/Vancouver']);
  });

  it("holds the calendar page's three events at their local times", async () => {
    const { events } = await fetchFeed();
    expect(events).toHaveLength(SEED_CONTENT.calendarEvents.length);
    for (const expected of SEED_CONTENT.calendarEvents) {
      const event = events.find((e) => e.summary === expected.title)!;
      expect(event.location).toBe(expected.location);
      expect(event.startDate.zone.tzid).toBe('America/Vancouver');
      expect(event.startDate.toString()).toBe(`${expected.date}T${expected.time}:00`);
    }
    // 2025-08-15 19:00 in Vancouver is daylight time, UTC-7.
    expect(
      events
        .find((e) => e.summary === SEED_CONTENT.calendarEvents[0].title)!
        .startDate.toJSDate()
        .toISOString(),
    ).toBe('2025-08-16T02:00:00.000Z');
  });

  it('adds the visible event alerts, with the right offsets on both sides of a daylight-saving change', async () => {
    await storeEvent({ heading: 'Before the change', date: '2026-03-07', time: '19:00' });
    await storeEvent({ heading: 'After the change', date: '2026-03-09', time: '19:00' });
    await storeEvent({ heading: 'Hidden alert', date: '2026-03-10', time: '19:00', isVisible: false });

    const { events } = await fetchFeed();
    const byTitle = (title: string) => events.find((e) => e.summary === title);
    expect(byTitle('Hidden alert')).toBeUndefined();

    const before = byTitle('Before the change')!;
    const after = byTitle('After the change')!;
    expect(before.startDate.toString()).toBe('2026-03-07T19:00:00');
    expect(after.startDate.toString()).toBe('2026-03-09T19:00:00');
    expect(before.startDate.utcOffset()).toBe(-8 * 3600);
    expect(after.startDate.utcOffset()).toBe(-7 * 3600);
    expect(before.startDate.toJSDate().toISOString()).toBe('2026-03-08T03:00:00.000Z');
    expect(after.startDate.toJSDate().toISOString()).toBe('2026-03-10T02:00:00.000Z');
    expect(after.endDate.toString()).toBe('2026-03-09T20:00:00');
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });
});
