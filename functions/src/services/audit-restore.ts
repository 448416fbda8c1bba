import type { DocumentData } from 'firebase-admin/firestore';
import { RESTORABLE_ITEM_TYPES, type AuditItemType, type AuditRestoreResult } from '@roca/contract/audit';
import type { PublicUser } from '@roca/contract';
import { COLLECTIONS, db } from '../lib/firebase';
import { badRequest, conflict, notFound } from '../lib/http-errors';
import { objectStore } from '../storage/select-store';
import { auditCollection } from './audit';
import { writeStaffChange } from './staff-changes';

const COLLECTION_OF: Record<(typeof RESTORABLE_ITEM_TYPES)[number], string> = {
  development: COLLECTIONS.developments,
  event: COLLECTIONS.events,
};

const isRestorable = (itemType: string): itemType is (typeof RESTORABLE_ITEM_TYPES)[number] =>
  (RESTORABLE_ITEM_TYPES as readonly string[]).includes(itemType);

/**
 * A development's files are deleted with it, so only the attachments whose files still exist can
 * come back; the others are left out of the restored record and named in the answer.
 */
async function attachmentsStillStored(state: DocumentData) {
  const attachments: { path: string; fileName?: string }[] = Array.isArray(state.attachments) ? state.attachments : [];
  const store = objectStore();
  const present = await Promise.all(attachments.map(async (a) => (await store.stat(a.path)) !== null));
  return {
    kept: attachments.filter((_, i) => present[i]),
    dropped: attachments.filter((_, i) => !present[i]).map((a) => a.fileName ?? a.path),
  };
}

/** POST /api/audit/{id}/restore: brings a deleted development or event back under its original id. */
export async function restoreDeletedItem(actor: PublicUser, entryId: string): Promise<AuditRestoreResult> {
  const entry = (await auditCollection().doc(entryId).get()).data();
  if (!entry) throw notFound('No audit log entry with this id');
  if (entry.action !== 'delete' || !isRestorable(entry.itemType) || !entry.before) {
    throw badRequest('Only the deletion of a development or an event can be restored');
  }
  const itemType: AuditItemType = entry.itemType;
  const ref = db.collection(COLLECTION_OF[entry.itemType]).doc(entry.itemId);
  let restored: DocumentData = entry.before;
  let droppedAttachments: string[] = [];
  if (itemType === 'development') {
    const { kept, dropped } = await attachmentsStillStored(entry.before);
    restored = { ...entry.before, attachments: kept };
    droppedAttachments = dropped;
  }
  await db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) throw conflict(`This ${itemType} exists again; there is nothing to restore`);
    writeStaffChange(tx, { actor, ref, before: null, after: restored, action: 'restore' });
  });
  return { itemType, itemId: ref.id, droppedAttachments };
}
