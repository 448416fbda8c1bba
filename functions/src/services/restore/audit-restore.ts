import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { isRestorableEntry, type AuditRestoreResult, type RestorableItemType } from '@roca/contract/audit';
import { executiveInput } from '@roca/contract/content/executive';
import { siteSettings } from '@roca/contract/content/site-settings';
import type { PublicUser } from '@roca/contract';
import type { RestorableDeletion, RestorableVersion } from '@roca/contract/item-kinds';
import type { z } from 'zod';
import { itemDoc } from '../../lib/firebase';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { objectStore } from '../../storage/select-store';
import { auditCollection, runStaffTransaction, writeStaffChange } from '../core';
import { restoreDeletedPayment, restoreMemberClaims } from '../members';

/** The checks an earlier version must still pass to be put back; a file slot's is only that its file is still stored. */
const VERSION_SCHEMAS: Partial<Record<RestorableVersion, z.ZodType>> = { siteSettings, executive: executiveInput };

const NOT_RESTORABLE =
  'Only the deletion of a development, an event, a calendar event, a list item, a member or a payment, or a change to the site settings, the executive or a file, can be restored';

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

/** Brings a deleted item back under its original id. */
async function restoreDeletion(actor: PublicUser, itemType: RestorableDeletion, itemId: string, state: DocumentData) {
  const ref = itemDoc(itemType, itemId);
  let restored = state;
  let droppedAttachments: string[] = [];
  if (itemType === 'development') {
    const { kept, dropped } = await attachmentsStillStored(state);
    restored = { ...state, attachments: kept };
    droppedAttachments = dropped;
  }
  await runStaffTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) throw conflict(`This ${itemType} exists again; there is nothing to restore`);
    // A member's PayPal payments claim their transaction ids again, unless they were recorded since.
    if (itemType === 'member') await restoreMemberClaims(tx, ref.id, restored);
    writeStaffChange(tx, { actor, ref, before: null, after: restored, action: 'restore' });
  });
  return droppedAttachments;
}

/**
 * Puts back the state a change started from: the settings or executive as they were, or a file
 * slot's earlier file (whose object replacing never deleted) or, before its first change, the
 * file the site shipped with. A state that today's checks refuse is not put back.
 */
async function restoreVersion(actor: PublicUser, itemType: RestorableVersion, itemId: string, state: DocumentData | null) {
  const schema = VERSION_SCHEMAS[itemType];
  const ref = itemDoc(itemType, itemId);
  if (schema && !schema.safeParse(state).success) {
    throw conflict('This earlier version does not pass the checks content must pass today, so it cannot be put back');
  }
  if (typeof state?.objectPath === 'string' && !(await objectStore().stat(state.objectPath))) {
    throw conflict('The file of this earlier version is no longer stored');
  }
  const restored = state && itemType === 'siteFile' ? { ...state, updatedAt: Timestamp.now() } : state;
  await runStaffTransaction(async (tx) => {
    const before = (await tx.get(ref)).data() ?? null;
    writeStaffChange(tx, { actor, ref, before, after: restored, action: 'restore' });
  });
}

/**
 * POST /api/audit/{id}/restore: brings a deleted development, event, calendar event, list item or
 * member (with its payments) back, puts a member's deleted payment back into the member's record,
 * or puts back the site settings, the executive or a file as they were before a change.
 */
export async function restoreFromAuditLog(actor: PublicUser, entryId: string): Promise<AuditRestoreResult> {
  const entry = (await auditCollection().doc(entryId).get()).data();
  if (!entry) throw notFound('No audit log entry with this id');
  if (entry.personalDataRemovedAt) {
    throw conflict("The member's personal data was removed from this entry (docs/decisions/009), so there is nothing to bring back");
  }
  if (!isRestorableEntry({ action: entry.action, itemType: entry.itemType })) throw badRequest(NOT_RESTORABLE);
  const itemType: RestorableItemType = entry.itemType;
  const itemId: string = entry.itemId;
  let droppedAttachments: string[] = [];
  if (entry.action === 'delete-payment') {
    if (!entry.before) throw badRequest(NOT_RESTORABLE);
    await restoreDeletedPayment(actor, itemId, entry.before, entry.after ?? null);
  } else if (entry.action === 'delete') {
    if (!entry.before) throw badRequest(NOT_RESTORABLE);
    droppedAttachments = await restoreDeletion(actor, itemType as RestorableDeletion, itemId, entry.before);
  } else {
    await restoreVersion(actor, itemType as RestorableVersion, itemId, entry.before ?? null);
  }
  return { itemType, itemId, droppedAttachments };
}
