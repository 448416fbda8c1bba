import { Timestamp } from 'firebase-admin/firestore';
import { DAY_MS, msDaysBefore } from '@roca/contract/days';
import { INBOX_RETENTION_MONTHS, type InboxKind } from '@roca/contract/inbox-choices';
import { COLLECTIONS, db } from '../../lib/firebase';
import { objectStore } from '../../storage/select-store';
import { auditCollection } from '../core';
import { inboxItems } from './items';

/** A month, for retention: 31 days, so "12 months" never ends early. */
const MONTH_MS = 31 * DAY_MS;
/** The per-address cap's claims are about one day; two leaves no doubt. */
const SENDER_CLAIM_DAYS = 2;

/**
 * Retention (docs/inbox.md, "Retention"): an item closed longer ago than its kind's months loses
 * its personal data (who wrote, what, the thread, the notes, the form's answers, the photo) and
 * keeps its kind, position, dates and outcome, a count on the Control Panel; its audit entries
 * lose their before and after states the same day. The per-address cap's claims go after two
 * days. Daily, with the other retention jobs. Returns how many items it emptied.
 */
export async function forgetClosedInboxItems(now = new Date()): Promise<number> {
  const closed = await inboxItems().where('status', '==', 'closed').get();
  const due = closed.docs.filter((doc) => {
    const closedAt = doc.get('closedAt') as Timestamp | null;
    const months = INBOX_RETENTION_MONTHS[doc.get('kind') as InboxKind] ?? 12;
    return !doc.get('personalDataRemovedAt') && closedAt && now.getTime() - closedAt.toMillis() > months * MONTH_MS;
  });
  const removedAt = Timestamp.fromDate(now);
  for (const doc of due) {
    const photo = doc.get('photo') as { objectPath?: string } | null;
    if (photo?.objectPath) await objectStore().delete(photo.objectPath);
    const entries = await auditCollection().where('itemType', '==', 'inboxItem').where('itemId', '==', doc.id).get();
    const batch = db.batch();
    batch.update(doc.ref, {
      senderName: '',
      senderEmail: '',
      details: [],
      fields: {},
      sourcePage: null,
      photo: null,
      thread: [],
      notes: [],
      personalDataRemovedAt: removedAt,
    });
    for (const entry of entries.docs) batch.update(entry.ref, { before: null, after: null, personalDataRemovedAt: removedAt });
    await batch.commit();
  }
  const claims = await db
    .collection(COLLECTIONS.inboxSenderClaims)
    .where('at', '<', Timestamp.fromMillis(msDaysBefore(now, SENDER_CLAIM_DAYS)))
    .get();
  await Promise.all(claims.docs.map((claim) => claim.ref.delete()));
  return due.length;
}
