import type { EventAlert } from '@roca/contract';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../lib/firebase';
import { toIso } from '../lib/timestamps';

export const eventsCollection = () => db.collection(COLLECTIONS.events);

export function eventFromDoc(doc: DocumentSnapshot): EventAlert {
  const data = doc.data() ?? {};
  return {
    ...(data as Omit<EventAlert, 'id' | 'createdAt' | 'updatedAt'>),
    id: doc.id,
    createdAt: toIso(data.createdAt) ?? '',
    updatedAt: toIso(data.updatedAt) ?? '',
  };
}

/** Event alerts by date; visitors see only the visible ones. */
export async function listEvents({ includeHidden }: { includeHidden: boolean }): Promise<EventAlert[]> {
  const base = eventsCollection();
  const query = includeHidden ? base : base.where('isVisible', '==', true);
  const snap = await query.get();
  return snap.docs.map(eventFromDoc).sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
}
