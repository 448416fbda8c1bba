import { describe, expect, it } from 'vitest';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { calendarBadgeClass } from '../../data/calendar';
import { URGENCY_CLASSES } from '../../data/volunteer';
import { formatClockTime, formatLongDate } from './format-date';

describe('dates on public pages (en-US long format with weekday)', () => {
  it('formats the three seeded calendar events on their days', () => {
    expect(SEED_CONTENT.calendarEvents.map((event) => `${formatLongDate(event.date)} at ${formatClockTime(event.time)}`)).toEqual([
      'Friday, August 15, 2025 at 7:00 PM',
      'Friday, September 12, 2025 at 7:00 PM',
      'Monday, October 20, 2025 at 10:00 AM',
    ]);
  });

  it('writes midnight and noon the way people read them', () => {
    expect(formatClockTime('00:05')).toBe('12:05 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
  });
});

describe('badge colours', () => {
  it('calendar: Meeting blue, Information Session yellow, Community Event green, other grey', () => {
    expect(calendarBadgeClass('Meeting')).toContain('bg-blue-100');
    expect(calendarBadgeClass('Information Session')).toContain('bg-yellow-100');
    expect(calendarBadgeClass('Community Event')).toContain('bg-green-100');
    expect(calendarBadgeClass('Workshop')).toContain('bg-gray-200');
  });

  it('volunteer need urgency: high red, medium yellow, low green', () => {
    expect(URGENCY_CLASSES).toEqual({
      high: expect.stringContaining('red'),
      medium: expect.stringContaining('yellow'),
      low: expect.stringContaining('green'),
    });
  });
});
