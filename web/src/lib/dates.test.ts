import { afterEach, describe, expect, it } from 'vitest';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { formatClockTime, formatDateTime, formatLongDate, todayInVancouver } from './dates';

const processZone = process.env.TZ;
afterEach(() => {
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

describe('calendar days (yyyy-mm-dd) and clock times', () => {
  it("writes the seed's calendar events in en-US long format with weekday", () => {
    expect(SEED_CONTENT.calendarEvents.map((event) => `${formatLongDate(event.date)} at ${formatClockTime(event.time)}`)).toEqual([
      'Friday, August 15, 2025 at 7:00 PM',
      'Friday, September 12, 2025 at 7:00 PM',
      'Monday, October 20, 2025 at 10:00 AM',
      'Saturday, May 2, 2026 at 10:00 AM',
    ]);
  });

  it('leaves the weekday out when asked', () => {
    expect(formatLongDate('2024-11-02', { weekday: false })).toBe('November 2, 2024');
  });

  it('a day is a day: it does not shift with the time zone of the machine', () => {
    for (const zone of ['Pacific/Kiritimati', 'America/Vancouver', 'Pacific/Pago_Pago', 'UTC']) {
      process.env.TZ = zone;
      expect(formatLongDate('2025-01-01')).toBe('Wednesday, January 1, 2025');
      expect(formatClockTime('23:30')).toBe('11:30 PM');
    }
  });

  it('writes midnight and noon the way people read them', () => {
    expect(formatClockTime('00:05')).toBe('12:05 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
  });
});

// Instants from 2025 and the first hours of 2026-11-22 in Vancouver, whose offsets every edition
// of the time-zone database agrees on (newer editions may change British Columbia's later rules).
describe('instants, in America/Vancouver', () => {
  it("gives Vancouver's date, not UTC's, from late afternoon on", () => {
    expect(todayInVancouver(new Date('2026-11-23T02:00:00Z'))).toBe('2026-11-22');
    expect(todayInVancouver(new Date('2025-11-23T07:59:59Z'))).toBe('2025-11-22');
    expect(todayInVancouver(new Date('2025-11-23T08:00:00Z'))).toBe('2025-11-23');
  });

  it('follows daylight saving time (PDT, UTC-7)', () => {
    expect(todayInVancouver(new Date('2025-07-01T06:59:00Z'))).toBe('2025-06-30');
    expect(todayInVancouver(new Date('2025-07-01T07:00:00Z'))).toBe('2025-07-01');
  });

  it('shows the date and time in Vancouver whatever the browser zone is, and names the zone', () => {
    for (const zone of ['Asia/Tokyo', 'UTC', 'America/Vancouver']) {
      process.env.TZ = zone;
      expect(formatDateTime('2025-11-22T03:05:00.000Z')).toBe('Nov 21, 2025, 7:05 PM PST');
      expect(formatDateTime(new Date('2025-07-04T16:30:00Z'), { long: true })).toBe('July 4, 2025 at 9:30 AM PDT');
    }
  });
});
