import { Timestamp } from 'firebase-admin/firestore';
import { LIMITS } from '@roca/contract';
import type { KeyHolder, KeyHolderInput } from '@roca/contract/handover';
import { itemCollection } from '../../lib/firebase';
import { badRequest, notFound } from '../../lib/http-errors';
import { withEveryField } from '../../lib/storable';
import { type Actor, deleteItem, runStaffTransaction, writeStaffChange } from '../core';
import { ensureSiteContentSeeded, itemFromDoc } from '../content';

/**
 * The keys the association holds outside the site (docs/handover.md): the PayPal account, the
 * domain and its DNS, the Firebase project, the mail provider, the bank's e-Transfer address, and
 * any staff add. Each records who holds it, their position and when someone last checked; never a
 * password or any other secret. Admins only; in backups with every other collection. The five
 * usual keys are stored with the site's first seed (services/content/site-content.ts), so staff fill them
 * in rather than remember them.
 */

const keyHoldersCollection = () => itemCollection('keyHolder');
const FIELDS = ['name', 'holder', 'position', 'lastCheckedOn'] as const;
const noKey = () => notFound('No key with this id');

/** By name; the order staff read them in. */
export async function listKeyHolders(): Promise<KeyHolder[]> {
  await ensureSiteContentSeeded();
  const docs = (await keyHoldersCollection().get()).docs;
  return docs.map((doc) => itemFromDoc<KeyHolder>(doc)).sort((a, b) => a.name.localeCompare(b.name));
}

export async function createKeyHolder(actor: Actor, input: KeyHolderInput): Promise<KeyHolder> {
  await ensureSiteContentSeeded();
  const ref = keyHoldersCollection().doc();
  await runStaffTransaction(async (tx) => {
    if ((await tx.get(keyHoldersCollection().select())).size >= LIMITS.keyHoldersMax) {
      throw badRequest(`The checklist holds at most ${LIMITS.keyHoldersMax} keys; delete one before adding another`);
    }
    const now = Timestamp.now();
    writeStaffChange(tx, { actor, ref, before: null, after: { ...withEveryField(input, FIELDS), createdAt: now, updatedAt: now } });
  });
  return itemFromDoc<KeyHolder>(await ref.get());
}

/** The whole record: a field left out is cleared. */
export async function updateKeyHolder(actor: Actor, id: string, input: KeyHolderInput): Promise<KeyHolder> {
  const ref = keyHoldersCollection().doc(id);
  await runStaffTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) throw noKey();
    writeStaffChange(tx, { actor, ref, before, after: { ...before, ...withEveryField(input, FIELDS), updatedAt: Timestamp.now() } });
  });
  return itemFromDoc<KeyHolder>(await ref.get());
}

export const deleteKeyHolder = (actor: Actor, id: string) => deleteItem(actor, keyHoldersCollection().doc(id), noKey);
