import { z } from './zod';
import { EVENT_TYPES, LIMITS } from './limits';
import { clockTime, documentId, isoDate, requiredText } from './fields';

const eventText = {
  heading: requiredText('Heading', LIMITS.eventHeading),
  description: requiredText('Description', LIMITS.eventDescription),
  date: isoDate,
  time: clockTime,
  eventType: z.enum(EVENT_TYPES, { error: `Event type must be one of ${EVENT_TYPES.join(', ')}` }),
  /** The calendar event whose sign-up the alert links to (docs/signups.md); '' or absent: none. */
  signupEventId: z.union([z.literal(''), documentId]).optional(),
};
// A JSON number (docs/requirements.md, Limits): coercion would take "2", and true as 1.
const position = z
  .number({ error: 'Position must be 1, 2 or 3' })
  .int('Position must be 1, 2 or 3')
  .min(1, 'Position must be 1, 2 or 3')
  .max(3, 'Position must be 1, 2 or 3');
const isVisible = z.boolean({ error: 'isVisible must be true or false' });

/** Body of POST /api/events: position 1 and visible unless given. */
export const eventInput = z.object({ ...eventText, position: position.default(1), isVisible: isVisible.default(true) }).strict();
export type EventInput = z.input<typeof eventInput>;

/**
 * The full form of PUT /api/events/{id}: the same fields, but a position or visibility not sent
 * keeps its stored value (no defaults here), so saving an edit never shows a hidden event.
 */
export const eventUpdateInput = z.object({ ...eventText, position: position.optional(), isVisible: isVisible.optional() }).strict();

/** PUT /api/events/{id} may carry only the visibility switch. */
export const eventVisibilityInput = z.object({ isVisible }).strict();

export type EventAlert = {
  id: string;
  heading: string;
  description: string;
  date: string;
  time: string;
  eventType: string;
  position: number;
  isVisible: boolean;
  /** The calendar event whose sign-up form for the alert's date the alert links to; '' or absent: none. */
  signupEventId?: string;
  createdAt: string;
  updatedAt: string;
};
