import { z } from './zod';
import { EVENT_TYPES, LIMITS } from './limits';
import { clockTime, isoDate, requiredText } from './fields';

/** Body of POST /api/events and the full form of PUT /api/events/{id}. */
export const eventInput = z
  .object({
    heading: requiredText('Heading', LIMITS.eventHeading),
    description: requiredText('Description', LIMITS.eventDescription),
    date: isoDate,
    time: clockTime,
    eventType: z.enum(EVENT_TYPES, { error: `Event type must be one of ${EVENT_TYPES.join(', ')}` }),
    // A JSON number (docs/requirements.md, Limits): coercion would take "2", and true as 1.
    position: z
      .number({ error: 'Position must be 1, 2 or 3' })
      .int('Position must be 1, 2 or 3')
      .min(1, 'Position must be 1, 2 or 3')
      .max(3, 'Position must be 1, 2 or 3')
      .default(1),
    isVisible: z.boolean({ error: 'isVisible must be true or false' }).default(true),
  })
  .strict();
export type EventInput = z.input<typeof eventInput>;

/** PUT /api/events/{id} may carry only the visibility switch. */
export const eventVisibilityInput = z.object({ isVisible: z.boolean({ error: 'isVisible must be true or false' }) }).strict();

export type EventAlert = {
  id: string;
  heading: string;
  description: string;
  date: string;
  time: string;
  eventType: string;
  position: number;
  isVisible: boolean;
  createdAt: string;
  updatedAt: string;
};
