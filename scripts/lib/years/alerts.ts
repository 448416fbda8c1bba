import { Timestamp } from 'firebase-admin/firestore';
import { EVENT_TYPES, LIMITS, eventInput } from '@roca/contract';
import { COLLECTIONS } from '../../../functions/src/lib/firebase';
import { dayOf, daysAfter, momentIn } from './clock';
import type { Years } from './context';
import { forKind } from './random';
import { eventTitle, paragraph } from './text';

/** How many alerts the home page shows at once (positions 1 to 3). */
const VISIBLE = 3;

/**
 * Event alerts on the home page over five years, about one a month (60 at scale 1): the latest
 * three visible in positions 1 to 3, the others hidden once their event passed, as staff switch
 * them off (services/events.ts stores the parsed input and its times; the switch is an audit
 * entry of its own).
 */
export async function generateEventAlerts(years: Years) {
  const { plan, span, db, sink, audit, editors } = years;
  const random = forKind(years.seed, 'eventAlerts');
  const created = Array.from({ length: plan.eventAlerts }, () => momentIn(random, span.start, span.end)).sort((a, b) => a - b);
  for (const [i, createdMs] of created.entries()) {
    const ref = db.collection(COLLECTIONS.events).doc(random.id());
    const fromLatest = created.length - 1 - i;
    const input = eventInput.parse({
      heading: eventTitle(random),
      description: paragraph(random, random.around(300, 150, 60), LIMITS.eventDescription),
      date: dayOf(daysAfter(createdMs, random.int(7, 40))),
      time: random.pick(['10:00', '13:30', '18:30', '19:00']),
      eventType: random.pick(EVENT_TYPES),
      position: fromLatest < VISIBLE ? fromLatest + 1 : random.int(1, VISIBLE),
      isVisible: true,
    });
    const at = Timestamp.fromMillis(createdMs);
    const shown = { ...input, createdAt: at, updatedAt: at };
    audit.change(createdMs, random.pick(editors), ref, null, shown);
    if (fromLatest < VISIBLE) {
      await sink.set(ref, shown);
      continue;
    }
    const hiddenMs = Math.min(span.end, daysAfter(createdMs, random.int(20, 60)));
    const hidden = { ...shown, isVisible: false, updatedAt: Timestamp.fromMillis(hiddenMs) };
    audit.change(hiddenMs, random.pick(editors), ref, shown, hidden);
    await sink.set(ref, hidden);
  }
}
