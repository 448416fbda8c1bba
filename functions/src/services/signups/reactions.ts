import { afterStaffChange } from '../core';
import { tellChangedDates } from './date-changes';

/**
 * What the signups domain does after staff changes are stored (core/staff-changes.ts,
 * afterStaffChange); index.ts loads this file.
 */

// A date moved, cancelled or given a rain date, the event's time or place changed, the event
// deleted: the people signed up are told, with the calendar file that updates their calendars.
afterStaffChange('calendarEvent', 'tell the people signed up when a date of the event changes', ({ ref, before, after }) =>
  tellChangedDates(ref.id, before, after),
);
