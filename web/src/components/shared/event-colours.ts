import { displayEventType } from '@roca/contract/display';
import type { EventType } from '@roca/contract/limits';

/**
 * The colours of an event alert, one per eventType: the left border, the background and the text
 * of the home page's alert, the staff screen's event card and the colour preview of the event
 * form. The colour is never the only cue: the alert's heading and text say what it is.
 */
export const EVENT_COLOURS: Record<EventType, { label: string; classes: string }> = {
  red: { label: 'Red', classes: 'border-red-600 bg-red-50 text-red-950' },
  orange: { label: 'Orange', classes: 'border-orange-600 bg-orange-50 text-orange-950' },
  blue: { label: 'Blue', classes: 'border-blue-600 bg-blue-50 text-blue-950' },
  green: { label: 'Green', classes: 'border-green-600 bg-green-50 text-green-950' },
  purple: { label: 'Purple', classes: 'border-purple-600 bg-purple-50 text-purple-950' },
  yellow: { label: 'Yellow', classes: 'border-yellow-500 bg-yellow-50 text-yellow-950' },
};

/** The colour classes of a stored eventType; an unknown type shows as blue. */
export const eventColourClasses = (eventType: string) => EVENT_COLOURS[displayEventType(eventType)].classes;
