import { developmentInput, type Development, type DevelopmentInput } from '@roca/contract';
import { Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../../lib/firebase';
import { notFound } from '../../lib/http-errors';
import { creationTimes, toIso } from '../../lib/timestamps';
import { type Actor, deleteItem, runStaffTransaction, writeStaffChange } from '../core';

export const developmentsCollection = () => db.collection(COLLECTIONS.developments);

export const developmentFromDoc = (doc: DocumentSnapshot): Development => developmentFromData(doc.id, doc.data() ?? {});

/** A stored development update as the API answers it. */
export function developmentFromData(id: string, data: DocumentData): Development {
  // An empty optional field (no subtitle, no link) is stored as '' and left out of the answer.
  const filled = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== ''));
  return {
    ...(filled as Omit<Development, 'id' | 'createdAt' | 'updatedAt' | 'attachments'>),
    id,
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

/**
 * Every editable field as stored, an empty optional one as '': each save writes them all, so a
 * field the editor cleared is cleared in the store too. Imports store the same shape.
 */
export function storedDevelopmentFields(input: DevelopmentInput) {
  return Object.fromEntries(Object.keys(developmentInput.shape).map((key) => [key, input[key as keyof DevelopmentInput] ?? '']));
}

export const developmentNotFound = () => notFound('No development update with this id');

/**
 * A new update. Subscribers are alerted of it (subscribers/reactions.ts) unless staff mark the
 * save `minor`.
 */
export async function createDevelopment(actor: Actor, input: DevelopmentInput, { minor = false } = {}): Promise<Development> {
  const ref = developmentsCollection().doc();
  await runStaffTransaction(async (tx) => {
    const after = { ...storedDevelopmentFields(input), attachments: [], ...creationTimes() };
    writeStaffChange(tx, { actor, ref, before: null, after, minor });
  });
  return developmentFromDoc(await ref.get());
}

/**
 * PUT replaces every editable field (a field left out is cleared); attachments and createdAt stay.
 * A changed status alerts subscribers (subscribers/reactions.ts) unless staff mark the save `minor`.
 */
export async function updateDevelopment(actor: Actor, id: string, input: DevelopmentInput, { minor = false } = {}): Promise<Development> {
  const ref = developmentsCollection().doc(id);
  await runStaffTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) throw developmentNotFound();
    const after = {
      ...storedDevelopmentFields(input),
      attachments: before.attachments ?? [],
      createdAt: before.createdAt,
      updatedAt: Timestamp.now(),
    };
    writeStaffChange(tx, { actor, ref, before, after, minor });
  });
  return developmentFromDoc(await ref.get());
}

/** Deletes the record; its stored files go after it (reactions.ts). */
export const deleteDevelopment = (actor: Actor, id: string) => deleteItem(actor, developmentsCollection().doc(id), developmentNotFound);
