import Papa from 'papaparse';
import type { Transaction } from 'firebase-admin/firestore';
import {
  COMMENT_POSITION_LABELS,
  COMMENT_TOPIC_LABELS,
  emptyCounts,
  type ConsultationCounts,
  type HideReason,
} from '@roca/contract/consultation-choices';
import type { CommentRow, ConsultationTallies, ModerationInput } from '@roca/contract/consultations';
import type { PublicUser } from '@roca/contract';
import { itemCollection, itemDoc } from '../../lib/firebase';
import { notFound } from '../../lib/http-errors';
import { readConsultationWindow, writeConsultationWindow } from '../content';
import { runStaffTransaction, writeStaffChange } from '../core';
import { commentsCollection, commentsOn, isoOf, type StoredComment } from './comments';

/**
 * What counts (docs/consultations.md, "Moderation and tallies"): a comment confirmed by its
 * address, not withdrawn, not hidden by staff. Every count, the export, the appendix and the
 * letter's PDF take their comments from `countedComments`, so a hidden or unconfirmed comment
 * can appear in none of them.
 *
 * Hiding is a staff change of its own document (`commentModeration/{commentId}`): audited with
 * the reason and who hid it, without the comment's personal data, and undone the same way.
 * Nothing is deleted.
 */
type Moderation = {
  developmentId: string;
  commentId: string;
  hidden: boolean;
  reason: HideReason | null;
  note: string;
  by: string;
  at: string;
};

async function moderationsOn(developmentId: string, tx?: Transaction): Promise<Map<string, Moderation>> {
  const query = itemCollection('commentModeration').where('developmentId', '==', developmentId);
  const snap = tx ? await tx.get(query) : await query.get();
  return new Map(snap.docs.map((doc) => [doc.id, doc.data() as Moderation]));
}

export type CommentWithModeration = { id: string; comment: StoredComment; hidden: Moderation | null };

async function commentsWithModeration(developmentId: string, tx?: Transaction): Promise<CommentWithModeration[]> {
  const [comments, moderations] = await Promise.all([
    tx
      ? tx
          .get(commentsCollection().where('developmentId', '==', developmentId))
          .then((snap) => snap.docs.map((doc) => ({ id: doc.id, comment: doc.data() as StoredComment })))
      : commentsOn(developmentId),
    moderationsOn(developmentId, tx),
  ]);
  const byTime = (a: { comment: StoredComment }, b: { comment: StoredComment }) =>
    a.comment.submittedAt.toMillis() - b.comment.submittedAt.toMillis();
  return comments.sort(byTime).map(({ id, comment }) => {
    const moderation = moderations.get(id);
    return { id, comment, hidden: moderation?.hidden ? moderation : null };
  });
}

const counts = (comment: CommentWithModeration) => comment.comment.status === 'confirmed' && !comment.hidden;

/** The comments that count, oldest first. */
export async function countedComments(developmentId: string, tx?: Transaction) {
  return (await commentsWithModeration(developmentId, tx)).filter(counts);
}

export function countsOf(comments: readonly { comment: Pick<StoredComment, 'position' | 'topics'> }[]): ConsultationCounts {
  const result = emptyCounts();
  for (const { comment } of comments) {
    result.total++;
    result.byPosition[comment.position]++;
    for (const topic of comment.topics) result.byTopic[topic]++;
  }
  return result;
}

/** GET .../tallies: by position, topic and street, and how many are not counted and why. */
export async function talliesOf(developmentId: string): Promise<ConsultationTallies> {
  const all = await commentsWithModeration(developmentId);
  const counted = all.filter(counts);
  const streets = new Map<string, number>();
  for (const { comment } of counted) streets.set(comment.streetName, (streets.get(comment.streetName) ?? 0) + 1);
  return {
    ...countsOf(counted),
    byStreet: [...streets]
      .map(([street, count]) => ({ street, count }))
      .sort((a, b) => b.count - a.count || a.street.localeCompare(b.street)),
    pending: all.filter((c) => c.comment.status === 'pending').length,
    hidden: all.filter((c) => c.comment.status === 'confirmed' && c.hidden).length,
    withdrawn: all.filter((c) => c.comment.status === 'withdrawn').length,
  };
}

function rowOf({ id, comment, hidden }: CommentWithModeration): CommentRow {
  return {
    id,
    status: comment.status,
    name: comment.name,
    street: comment.street,
    email: comment.email,
    position: comment.position,
    topics: comment.topics,
    comment: comment.comment,
    shareName: comment.shareName,
    updates: comment.updates,
    submittedAt: isoOf(comment.submittedAt) ?? '',
    confirmedAt: isoOf(comment.confirmedAt),
    withdrawnAt: isoOf(comment.withdrawnAt),
    hidden: hidden && hidden.reason ? { reason: hidden.reason, note: hidden.note, by: hidden.by, at: hidden.at } : null,
    personalDataRemoved: Boolean(comment.personalDataRemovedAt),
  };
}

/** GET .../comments (Admin and Super): every comment with its state, the moderation queue included. */
export async function listComments(developmentId: string): Promise<CommentRow[]> {
  return (await commentsWithModeration(developmentId)).map(rowOf);
}

/**
 * PUT .../comments/{commentId}/moderation: hide a comment with a reason, or show it again. A
 * published summary is counted again in the same transaction, so the page never counts a
 * hidden comment.
 */
export async function moderateComment(
  actor: PublicUser,
  developmentId: string,
  commentId: string,
  input: ModerationInput,
): Promise<CommentRow> {
  await runStaffTransaction(async (tx) => {
    const comment = await tx.get(commentsCollection().doc(commentId));
    if (!comment.exists || comment.get('developmentId') !== developmentId) throw notFound('No comment with this id on this application');
    const window = await readConsultationWindow(developmentId, tx);
    const ref = itemDoc('commentModeration', commentId);
    const before = (await tx.get(ref)).data() ?? null;
    const all = await commentsWithModeration(developmentId, tx);
    const after: Moderation = {
      developmentId,
      commentId,
      hidden: input.hidden,
      reason: input.hidden ? input.reason : null,
      note: input.hidden ? input.note : '',
      by: `${actor.firstName} ${actor.lastName}`.trim() || actor.username,
      at: new Date().toISOString(),
    };
    if (before?.hidden === after.hidden && before?.reason === after.reason && before?.note === after.note) return;
    writeStaffChange(tx, { actor, ref, before, after });
    if (window?.summary) {
      const counted = all.filter((c) => (c.id === commentId ? c.comment.status === 'confirmed' && !input.hidden : counts(c)));
      writeConsultationWindow(tx, actor, window, { ...window, summary: countsOf(counted) });
    }
  });
  const row = (await commentsWithModeration(developmentId)).find((c) => c.id === commentId);
  return rowOf(row!);
}

/** A spreadsheet program runs a cell that starts with one of these as a formula: such a cell is written with a quote first. */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * GET .../comments.csv (Admin and Super): the comments that count, one row each, as the letter's
 * appendix has them, plus what staff need to follow up (address, whether they may be named).
 */
export async function commentsCsv(developmentId: string): Promise<string> {
  const rows = (await countedComments(developmentId)).map(({ comment }, index) => ({
    Number: index + 1,
    Position: COMMENT_POSITION_LABELS[comment.position],
    Topics: comment.topics.map((topic) => COMMENT_TOPIC_LABELS[topic]).join('; '),
    Comment: asText(comment.comment),
    Name: asText(comment.name),
    Street: asText(comment.street),
    'Street name': asText(comment.streetName),
    'E-mail': asText(comment.email),
    'Name and street may be sent': comment.shareName ? 'yes' : 'no',
    'Wants updates': comment.updates ? 'yes' : 'no',
    Confirmed: isoOf(comment.confirmedAt) ?? '',
  }));
  return Papa.unparse(rows, { newline: '\r\n' });
}
