import { Timestamp } from 'firebase-admin/firestore';
import { LIMITS } from '@roca/contract';
import { CALENDAR_EVENT_TYPES, calendarEventInput } from '@roca/contract/content/calendar-events';
import { buildRepeatRule, repeatChoicesFor } from '@roca/contract/content/repeat-presets';
import { COLLECTIONS } from '../../../functions/src/lib/firebase';
import { withEveryField } from '../../../functions/src/lib/storable';
import { contentItemSchema } from '../../../functions/src/services/content';
import { dayOf, daysAfter, momentIn } from './clock';
import type { Years } from './context';
import type { EditableItem } from './developments';
import { forKind } from './random';
import { eventTitle, paragraph, place } from './text';

/**
 * The public calendar's events over five years and the half-year ahead (the scale bench's plan: 300 at scale 1,
 * a third repeating). A repeat is one of the form's named choices for the event's date, built by
 * the form's own builder (contract/src/content/repeat-presets.ts); most end on a date, some do not,
 * as staff leave "Until" empty. Stored with every field, as the content items service stores them.
 */
export async function generateCalendarEvents(years: Years): Promise<EditableItem[]> {
  const { plan, span, db, sink, audit, editors } = years;
  const random = forKind(years.seed, 'calendarEvents');
  const keys = Object.keys(contentItemSchema('calendarEvent').shape);
  const repeating = new Set<number>();
  while (repeating.size < Math.min(plan.repeatingCalendarEvents, plan.calendarEvents))
    repeating.add(random.int(0, plan.calendarEvents - 1));
  const editable: EditableItem[] = [];

  for (let i = 0; i < plan.calendarEvents; i++) {
    const ref = db.collection(COLLECTIONS.calendarEvents).doc(random.id());
    // Saved some weeks before the event; the last ones are still to come.
    const eventMs = momentIn(random, span.start, daysAfter(span.end, 180));
    const createdMs = Math.min(span.end, momentIn(random, eventMs - 60 * 86_400_000, eventMs));
    const date = dayOf(eventMs);
    const hour = random.int(9, 19);
    let repeat = '';
    if (repeating.has(i)) {
      const choices = repeatChoicesFor(date).filter((c) => c.value !== 'none' && c.value !== 'custom');
      const until = random.chance(0.7) ? dayOf(daysAfter(eventMs, random.int(90, 900))) : undefined;
      repeat = buildRepeatRule(random.pick(choices).value, date, until) ?? '';
    }
    const input = calendarEventInput.parse({
      title: eventTitle(random),
      date,
      time: `${String(hour).padStart(2, '0')}:${random.pick(['00', '30'])}`,
      endTime: random.chance(0.6) ? `${String(hour + 2).padStart(2, '0')}:00` : '',
      location: place(random),
      type: random.pick(CALENDAR_EVENT_TYPES),
      description: paragraph(random, random.around(260, 180, 60), LIMITS.calendarDescription),
      repeat,
    });
    const at = Timestamp.fromMillis(createdMs);
    const stored = { ...withEveryField(input, keys), createdAt: at, updatedAt: at };
    audit.change(createdMs, random.pick(editors), ref, null, stored);
    await sink.set(ref, stored);
    editable.push({ ref, data: stored, createdMs });
  }
  return editable;
}
