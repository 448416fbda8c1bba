import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { LIMITS } from '@roca/contract';
import { momentIn } from './clock';
import type { Years } from './context';
import type { EditableItem } from './developments';
import { forKind, type Random } from './random';
import { paragraph, place, postalAddress } from './text';

/** One ordinary edit of an item: a field staff change, as a PUT stores the whole item. */
type Edit = (random: Random, data: DocumentData) => DocumentData;

const EDITS: Record<'members' | 'developments' | 'calendarEvents', { weight: number; edit: Edit }> = {
  members: {
    weight: 0.5,
    edit: (random, data) =>
      random.chance(0.6)
        ? { ...data, address: postalAddress(random) }
        : { ...data, phone: `604-555-${String(random.int(0, 9999)).padStart(4, '0')}` },
  },
  developments: {
    weight: 0.35,
    edit: (random, data) => ({ ...data, description: paragraph(random, random.around(450, 220, 120), LIMITS.description) }),
  },
  calendarEvents: {
    weight: 0.15,
    edit: (random, data) =>
      random.chance(0.5)
        ? { ...data, location: place(random) }
        : { ...data, description: paragraph(random, random.around(260, 180, 60), LIMITS.calendarDescription) },
  },
};

/**
 * The rest of the audit log (the scale bench's plan: 20,000 entries at scale 1): after what the other kinds'
 * histories recorded, ordinary edits of members, development updates and calendar events, each at
 * a time after the item's last change, until the log holds the plan's entries. An edited item is
 * stored again as it stands after its last edit.
 */
export async function makeEditsUpToPlan(years: Years, items: Record<keyof typeof EDITS, EditableItem[]>) {
  const { plan, span, sink, audit, editors } = years;
  const random = forKind(years.seed, 'edits');
  const edited = new Set<EditableItem>();
  const kinds = (Object.keys(EDITS) as (keyof typeof EDITS)[]).filter((kind) => items[kind].length > 0);
  if (kinds.length === 0) return 0;
  let edits = 0;
  while (audit.count < plan.auditEntries) {
    let roll = random.next();
    const kind = kinds.find((k) => (roll -= EDITS[k].weight) < 0) ?? kinds[0];
    const item = random.pick(items[kind]);
    const lastMs = (item.data.updatedAt as Timestamp).toMillis();
    const ms = momentIn(random, lastMs, span.end);
    const after = { ...EDITS[kind].edit(random, item.data), updatedAt: Timestamp.fromMillis(ms) };
    audit.change(ms, random.pick(editors), item.ref, item.data, after);
    item.data = after;
    edited.add(item);
    edits++;
    await sink.drain();
  }
  for (const item of edited) await sink.set(item.ref, item.data, 'again');
  return edits;
}
