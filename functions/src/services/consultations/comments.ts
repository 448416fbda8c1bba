import { randomBytes } from 'node:crypto';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { applicationPath } from '@roca/contract/applications';
import {
  SHARE_NAME_WORDING,
  UPDATES_WORDING,
  commentLinkPath,
  windowStateOn,
  type CommentPosition,
  type CommentTopic,
  type ConsultationWindow,
} from '@roca/contract/consultation-choices';
import type { CommentChange, CommentForm, CommentStatus } from '@roca/contract/consultations';
import { MINUTE_MS, todayInVancouver } from '@roca/contract/days';
import { LIMITS } from '@roca/contract/limits';
import { COLLECTIONS, db } from '../../lib/firebase';
import { sha256Hex } from '../../lib/sha256';
import { readConsultationWindow, readSiteSettings } from '../content';
import { composeMessage, makeCommentToken, mayMailFromForm, queueMail, readCommentToken, siteLink } from '../mail';
import { followApplication, unfollowApplication } from '../subscribers';
import { streetNameOf } from './streets';

/**
 * Residents' comments on a development application (docs/consultations.md): `consultationComments`,
 * one per address per application (the id is a hash of both, so two posts from one address meet
 * in one transaction). A comment counts only once its address is confirmed by the link e-mailed
 * to it (GET shows the page, the button POSTs); the same link changes or withdraws it until the
 * window closes. Comments are personal data: Admin and Super read them; the retention job reduces
 * them to position, topics and street a set time after the municipality's decision.
 */
export const commentsCollection = () => db.collection(COLLECTIONS.consultationComments);

const commentIdOf = (developmentId: string, email: string) => `c${sha256Hex(`${developmentId}|${email.toLowerCase()}`).slice(0, 40)}`;

/** A comment as stored. */
export type StoredComment = {
  developmentId: string;
  email: string;
  name: string;
  street: string;
  /** The street without the house number: what the tallies count, kept after the personal data go. */
  streetName: string;
  position: CommentPosition;
  topics: CommentTopic[];
  comment: string;
  /** The two choices, and the words they were given with. */
  shareName: boolean;
  updates: boolean;
  wording: { shareName: string; updates: string };
  status: CommentStatus;
  /** Ends older links: a new comment from the same address gets a new one. */
  nonce: string;
  submittedAt: Timestamp;
  confirmedAt: Timestamp | null;
  changedAt: Timestamp | null;
  withdrawnAt: Timestamp | null;
  /** When the last confirmation e-mail was queued: one per LIMITS.commentConfirmationGapMinutes. */
  mailedAt: Timestamp;
  personalDataRemovedAt: Timestamp | null;
};

export type CommentOutcome =
  | { kind: 'no-window' }
  | { kind: 'closed' | 'scheduled'; window: ConsultationWindow }
  | { kind: 'already'; window: ConsultationWindow }
  | { kind: 'sent'; window: ConsultationWindow };

const linkOf = (id: string, nonce: string) => siteLink(commentLinkPath(makeCommentToken({ commentId: id, nonce })) as `/${string}`);

/** The e-mail with the comment's link: confirm it, then change or withdraw it until the window closes. */
async function mailLink(
  id: string,
  comment: Pick<StoredComment, 'email' | 'nonce' | 'developmentId' | 'status'>,
  projectTitle: string,
  window: ConsultationWindow,
) {
  const settings = await readSiteSettings();
  await queueMail([
    {
      ...composeMessage(
        {
          subject: `Confirm your comment on ${projectTitle}`,
          body: [
            `Someone, we hope you, commented on the development application "${projectTitle}" with this address. Your comment counts only once you confirm it: open the link and press "Confirm my comment".`,
            `The same link lets you change or withdraw your comment until the comment window closes at the end of ${window.closesOn}.`,
            `If it was not you, ignore this message: an unconfirmed comment is never counted or sent, and we delete it.`,
          ],
          action: { label: 'Confirm my comment', url: linkOf(id, comment.nonce) },
        },
        { lane: 'transactional', to: comment.email },
        settings,
      ),
      idempotencyKey: `comment-link:${id}:${comment.nonce}`,
      // The public forms' own queue (docs/mail.md, "Mail a public form sends").
      fromForm: true,
    },
  ]);
}

const GAP_MS = LIMITS.commentConfirmationGapMinutes * MINUTE_MS;

/**
 * POST /consultation/{developmentId}/comment after the form is valid. A filled honeypot stores
 * nothing and answers as if sent. An address with a confirmed comment is refused (one comment per
 * address per application; its link, in the first e-mail, changes it); a pending or withdrawn one
 * is replaced by the new comment with a new link. At most one e-mail per comment per few minutes.
 * A post that would send the link asks the public forms' mail first (mayMailFromForm, docs/mail.md:
 * the address suppressed, its mailbox sent one in the last few minutes, the forms' caps reached);
 * when it may not, nothing is stored or sent and the answer is the same as when it is.
 */
export async function submitComment(developmentId: string, projectTitle: string, form: CommentForm): Promise<CommentOutcome> {
  const window = await readConsultationWindow(developmentId);
  if (!window) return { kind: 'no-window' };
  const state = windowStateOn(window, todayInVancouver());
  if (state !== 'open') return { kind: state, window };
  if (form.website) return { kind: 'sent', window };
  const email = form.email.toLowerCase();
  const id = commentIdOf(developmentId, email);
  const ref = commentsCollection().doc(id);
  const now = Timestamp.now();
  const wantsMail = (before: StoredComment | undefined) =>
    before?.status !== 'confirmed' && (!before || now.toMillis() - before.mailedAt.toMillis() >= GAP_MS);
  // Asked outside the transaction (it counts in Firestore itself), only when this post would mail.
  const mailAllowed =
    wantsMail((await ref.get()).data() as StoredComment | undefined) && (await mayMailFromForm(`comment:${developmentId}`, email));
  const outcome = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const before = snap.data() as StoredComment | undefined;
    // One comment per address per application: the first stays, and nothing is sent (its link is in the first e-mail).
    if (before?.status === 'confirmed') return { already: true, mail: null };
    // A post that should send the link and may not stores nothing either: it answers as if sent.
    if (wantsMail(before) && !mailAllowed) return { already: false, mail: null };
    const mayMail = wantsMail(before);
    const stored: StoredComment = {
      developmentId,
      email,
      name: form.name,
      street: form.street,
      streetName: streetNameOf(form.street),
      position: form.position,
      topics: form.topics,
      comment: form.comment,
      shareName: form.shareName,
      updates: form.updates,
      wording: { shareName: SHARE_NAME_WORDING, updates: UPDATES_WORDING },
      status: 'pending',
      // A pending comment sent again keeps its link while no new e-mail goes out.
      nonce: before?.status === 'pending' && !mayMail ? before.nonce : randomBytes(18).toString('base64url'),
      submittedAt: now,
      confirmedAt: null,
      changedAt: null,
      withdrawnAt: null,
      mailedAt: mayMail ? now : before!.mailedAt,
      personalDataRemovedAt: null,
    };
    tx.set(ref, stored);
    return { already: false, mail: mayMail ? stored : null };
  });
  if (outcome.mail) await mailLink(id, outcome.mail, projectTitle, window);
  return { kind: outcome.already ? 'already' : 'sent', window };
}

/** A comment found by its link's token, with the window it belongs to; null when the link is not valid. */
export async function commentOfToken(token: string, tx?: Transaction) {
  const parsed = readCommentToken(token);
  if (!parsed) return null;
  const ref = commentsCollection().doc(parsed.commentId);
  const snap = tx ? await tx.get(ref) : await ref.get();
  const comment = snap.data() as StoredComment | undefined;
  if (!comment || comment.nonce !== parsed.nonce || comment.personalDataRemovedAt) return null;
  const window = await readConsultationWindow(comment.developmentId, tx);
  return window ? { id: snap.id, ref, comment, window } : null;
}

export type LinkAction = { kind: 'confirm' } | { kind: 'change'; change: CommentChange } | { kind: 'withdraw' };

/**
 * A button of the comment's link page: confirm, change or withdraw, only while the window is open.
 * Confirming twice, or withdrawing a withdrawn comment, changes nothing. Returns the comment as
 * stored after, or 'closed' / null (link not valid).
 */
export async function actOnComment(token: string, action: LinkAction) {
  const result = await db.runTransaction(async (tx) => {
    const found = await commentOfToken(token, tx);
    if (!found) return null;
    const { ref, comment, window } = found;
    if (windowStateOn(window, todayInVancouver()) !== 'open') return { ...found, closed: true as const };
    const now = Timestamp.now();
    let after: StoredComment = comment;
    if (action.kind === 'confirm' && comment.status === 'pending') after = { ...comment, status: 'confirmed', confirmedAt: now };
    if (action.kind === 'withdraw' && comment.status !== 'withdrawn') after = { ...comment, status: 'withdrawn', withdrawnAt: now };
    if (action.kind === 'change' && comment.status !== 'withdrawn') {
      after = { ...comment, ...action.change, streetName: streetNameOf(action.change.street), changedAt: now };
    }
    if (after !== comment) tx.set(ref, after);
    return { ...found, comment: after, closed: false as const, changed: after !== comment };
  });
  if (result && !result.closed && result.changed) await followAsAsked(result.comment);
  return result;
}

/**
 * "Send me updates on this application" (docs/consultations.md): a confirmed comment that asks
 * for them makes its address a follower of the application (subscribers/application-followers.ts);
 * unticking it, or withdrawing the comment, ends that. Only a change of the comment does this, so
 * a second press of Confirm never undoes an unsubscribe made with an update's own link.
 */
async function followAsAsked(comment: StoredComment) {
  if (comment.status === 'confirmed' && comment.updates) {
    await followApplication(comment.developmentId, comment.email, {
      wording: comment.wording.updates,
      source: `Comment form on ${applicationPath(comment.developmentId)}, confirmed with the link in the e-mail`,
      requestedAt: comment.submittedAt.toDate(),
      confirmedAt: (comment.confirmedAt ?? Timestamp.now()).toDate(),
    });
  } else await unfollowApplication(comment.developmentId, comment.email);
}

/** The comment's public page, for the message and the page's link. */
export const applicationUrl = (developmentId: string) => siteLink(applicationPath(developmentId));

/** Every comment on one application, as stored. */
export async function commentsOn(developmentId: string): Promise<{ id: string; comment: StoredComment }[]> {
  const snap = await commentsCollection().where('developmentId', '==', developmentId).get();
  return snap.docs.map((doc) => ({ id: doc.id, comment: doc.data() as StoredComment }));
}

export const isoOf = (value: Timestamp | null | undefined) => value?.toDate().toISOString() ?? null;
