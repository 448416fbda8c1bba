/**
 * The three hard-coded calendar events (spec section 3). The public /calendar page shows them and
 * the server's .ics feed publishes them, so both read this one list.
 */
export type CalendarEventType = 'Meeting' | 'Information Session' | 'Community Event';

export type CalendarEvent = {
  /** yyyy-mm-dd */
  date: string;
  /** HH:MM, 24-hour clock, local time of the municipality (America/Vancouver). */
  time: string;
  title: string;
  location: string;
  type: CalendarEventType;
  description: string;
};

export const CALENDAR_EVENTS: readonly CalendarEvent[] = [
  {
    date: '2025-08-15',
    time: '19:00',
    title: 'Monthly Community Meeting',
    location: 'Community Hall, Main Room',
    type: 'Meeting',
    description:
      'Our regular monthly meeting: development updates, committee reports and an open floor for residents. Everyone is welcome.',
  },
  {
    date: '2025-09-12',
    time: '19:00',
    title: 'Local Area Plan Information Session',
    location: 'Community Hall, Main Room',
    type: 'Information Session',
    description: 'Learn how the local area planning process works, what is planned for our neighbourhood and how to have your say.',
  },
  {
    date: '2025-10-20',
    time: '10:00',
    title: 'Fall Neighbourhood Clean-Up',
    location: 'Riverside Park, main entrance',
    type: 'Community Event',
    description: 'Join your neighbours to tidy parks, trails and streets before winter. Gloves, bags and refreshments are provided.',
  },
];
