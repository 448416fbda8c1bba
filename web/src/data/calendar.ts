import type { CalendarEventType } from '@roca/contract/content/calendar-events';

/** Calendar badge colours (docs/requirements.md, Calendar): Meeting blue, Information Session yellow, Community Event green, other grey. */
const CALENDAR_BADGE_CLASSES: Record<CalendarEventType, string> = {
  Meeting: 'bg-blue-100 text-blue-900',
  'Information Session': 'bg-yellow-100 text-yellow-900',
  'Community Event': 'bg-green-100 text-green-900',
  Other: 'bg-gray-200 text-gray-900',
};

export function calendarBadgeClass(type: CalendarEventType | string): string {
  return CALENDAR_BADGE_CLASSES[type as CalendarEventType] ?? CALENDAR_BADGE_CLASSES.Other;
}
