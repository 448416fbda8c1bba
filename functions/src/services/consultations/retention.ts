import { Timestamp } from 'firebase-admin/firestore';
import { lastCommentDay } from '@roca/contract/consultation-choices';
import { addDays, todayInVancouver } from '@roca/contract/days';
import { listConsultationWindows, readConsultationSettings } from '../content';
import { forgetFollowersOf } from '../subscribers';
import { commentsCollection } from './comments';

/** Writes per batch, under Firestore's 500. */
const BATCH_SIZE = 400;

/**
 * Retention (docs/consultations.md, "Retention"; docs/decisions/023): the set number of days after
 * the municipality's decision on an application, its commenters' personal data are removed: name,
 * street address, e-mail address and what they wrote, and the addresses that follow the
 * application for its updates. Each comment keeps its position, topics,
 * street name and states, so the tallies stay right; the letter, its PDF and its proof stay as
 * sent. An unconfirmed comment is of no use once its window closed: it goes when the window has
 * been closed a week, whatever the decision. Run daily with the other retention jobs. Returns the
 * comments changed.
 */
export async function forgetCommenters(today = todayInVancouver()): Promise<number> {
  const [windows, settings] = await Promise.all([listConsultationWindows(), readConsultationSettings()]);
  const now = Timestamp.now();
  let changed = 0;
  for (const window of windows) {
    const decided = window.decision && addDays(window.decision.decidedOn, settings.retentionDaysAfterDecision) <= today;
    // Those who asked for updates on the application go with the commenters' details.
    if (decided) await forgetFollowersOf(window.developmentId);
    const closedAWeek = addDays(lastCommentDay(window), 7) <= today;
    if (!decided && !closedAWeek) continue;
    const snap = await commentsCollection().where('developmentId', '==', window.developmentId).get();
    const due = snap.docs.filter((doc) => !doc.get('personalDataRemovedAt') && (decided || doc.get('status') === 'pending'));
    for (let start = 0; start < due.length; start += BATCH_SIZE) {
      const batch = commentsCollection().firestore.batch();
      for (const doc of due.slice(start, start + BATCH_SIZE)) {
        if (doc.get('status') === 'pending') batch.delete(doc.ref);
        else batch.update(doc.ref, { name: '', street: '', email: '', comment: '', nonce: '', personalDataRemovedAt: now });
      }
      await batch.commit();
    }
    changed += due.length;
  }
  return changed;
}
