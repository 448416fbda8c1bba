import type { Development } from '@roca/contract';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../lib/firebase';
import { toIso } from '../lib/timestamps';

export const developmentsCollection = () => db.collection(COLLECTIONS.developments);

export function developmentFromDoc(doc: DocumentSnapshot): Development {
  const data = doc.data() ?? {};
  return {
    ...(data as Omit<Development, 'id' | 'createdAt' | 'updatedAt' | 'attachments'>),
    id: doc.id,
    attachments: Array.isArray(data.attachments) ? data.attachments : [],
    createdAt: toIso(data.createdAt) ?? '',
    updatedAt: toIso(data.updatedAt) ?? '',
  };
}

/** All development updates, newest date first; ties newest createdAt first. */
export async function listDevelopments(): Promise<Development[]> {
  const snap = await developmentsCollection().orderBy('date', 'desc').orderBy('createdAt', 'desc').get();
  return snap.docs.map(developmentFromDoc);
}
