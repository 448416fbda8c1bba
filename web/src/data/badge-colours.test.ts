import { describe, expect, it } from 'vitest';
import { calendarBadgeClass } from './calendar';
import { URGENCY_CLASSES } from './volunteer';

describe('badge colours of the content pages', () => {
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
