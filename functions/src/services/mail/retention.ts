import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase';
import { outboxCollection } from './outbox';
import { sendSubjects } from './sends';

/** Writes per batch, under Firestore's 500. */
const BATCH_SIZE = 400;

/**
 * Removes what sent messages said, and who they went to, once MAIL_RETENTION ends
 * (docs/decisions/014, "Retention"; docs/decisions/009): every message past its `retainUntil` that
 * has ended (sent or failed) loses its text, HTML, headers (the unsubscribe link among them) and attachments,
 * and its personalised subject becomes its send's subject as composed. Outside the notice lane it
 * also loses its address, its recipient document and the SMTP server's answer, so a member deleted
 * from the register leaves no address in the outbox either. A general-meeting notice keeps each
 * address and delivery: they are the notice's proof. The state, times, errors and send stay, so
 * the log's counts and a send's story hold. Run daily with the audit log's retention
 * (forgetMemberPersonalData) and by `npm start`'s periodic check. Returns the messages changed.
 */
export async function removeExpiredMailContent(now = new Date()): Promise<number> {
  const due = await outboxCollection().where('retainUntil', '<=', Timestamp.fromDate(now)).get();
  // A message still on its way keeps what it needs until it ends (the next run takes it).
  const ended = due.docs.filter((doc) => (doc.get('state') === 'sent' || doc.get('state') === 'failed') && !doc.get('contentRemovedAt'));
  const subjects = await sendSubjects(ended.map((doc) => doc.get('sendId') as string | null));
  const removedAt = Timestamp.fromDate(now);
  for (let start = 0; start < ended.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const doc of ended.slice(start, start + BATCH_SIZE)) {
      const data = doc.data();
      const proofOfNotice = data.lane === 'notice';
      batch.update(doc.ref, {
        subject: subjects.get(data.sendId) ?? '',
        text: '',
        html: '',
        headers: {},
        attachments: [],
        ...(proofOfNotice ? {} : { to: null, recipient: null, info: null }),
        // Null is outside every range of timestamps: the next run does not read it again.
        retainUntil: null,
        contentRemovedAt: removedAt,
      });
    }
    await batch.commit();
  }
  return ended.length;
}
