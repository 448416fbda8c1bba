import { type Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { PublicUser } from '@roca/contract';
import {
  COMMENT_POSITION_LABELS,
  COMMENT_TOPIC_LABELS,
  lastCommentDay,
  windowStateOn,
  type ConsultationWindow,
} from '@roca/contract/consultation-choices';
import type { Appendix, LetterInput, SubmissionProof } from '@roca/contract/consultations';
import { todayInVancouver } from '@roca/contract/days';
import { LIMITS } from '@roca/contract/limits';
import { itemDoc } from '../../lib/firebase';
import { HttpError, conflict, notFound } from '../../lib/http-errors';
import { sha256Hex } from '../../lib/sha256';
import { newObjectPath } from '../../storage/object-paths';
import { objectStore } from '../../storage/select-store';
import { readConsultationWindow, readSiteSettings, writeConsultationWindow } from '../content';
import { runStaffTransaction, writeStaffChange } from '../core';
import { replyAddressOf } from '../inbox';
import {
  AttachmentsTooLarge,
  bodyParts,
  composeMessage,
  kilobytes,
  outboxCollection,
  outboxIdFor,
  pdfAttachment,
  queueMail,
} from '../mail';
import { applicationUrl } from './comments';
import { countedComments, countsOf, type CommentWithModeration } from './counts';
import { letterPdf, longDay, type LetterContent } from './letter-pdf';
import { developmentOf, letterDoc, readLetter } from './windows';

/**
 * The association's submission (docs/consultations.md, "Sending the letter"): the letter staff
 * drafted, the appendix built from the comments that count, a PDF of both, sent through the
 * outbox to each addressee of the window with Reply-To the Development Review position, and the
 * proof (time, recipients, SHA-256 of the PDF, delivery read live from the outbox), written once:
 * its document is created, never set, and no route changes or deletes it. Each commenter whose
 * comment went in gets a notice with a copy of what they wrote and what was shared of them.
 */
const submissionDoc = (developmentId: string) => itemDoc('consultationSubmission', developmentId);

type StoredSubmission = Omit<SubmissionProof, 'recipients'> & {
  developmentId: string;
  objectPath: string;
  recipients: { name: string; email: string; outboxId: string }[];
};

/** The appendix: the counts, then each comment that counts, with name and street only where the commenter agreed. */
function appendixOf(comments: CommentWithModeration[]): Appendix {
  return {
    counts: countsOf(comments),
    comments: comments.map(({ comment }, index) => ({
      number: index + 1,
      position: comment.position,
      topics: comment.topics,
      comment: comment.comment,
      author: comment.shareName ? { name: comment.name, street: comment.street } : null,
    })),
  };
}

/** PUT .../letter: the draft, a staff change; refused once the letter went out. */
export async function saveLetter(actor: PublicUser, developmentId: string, letter: LetterInput): Promise<LetterInput> {
  await developmentOf(developmentId);
  await runStaffTransaction(async (tx) => {
    const ref = letterDoc(developmentId);
    const [window, snap] = await Promise.all([readConsultationWindow(developmentId, tx), tx.get(ref)]);
    if (!window) throw notFound('No comment window has been opened on this application');
    if (window.sentAt) throw conflict('The letter has gone out and is kept as it was sent');
    const before = snap.data() ?? null;
    if (before?.subject !== letter.subject || before?.body !== letter.body) writeStaffChange(tx, { actor, ref, before, after: letter });
  });
  return letter;
}

/** What the letter and its PDF are made of, as of now. */
async function letterContent(developmentId: string, at: Date) {
  const [development, window, letter, settings, comments] = await Promise.all([
    developmentOf(developmentId),
    readConsultationWindow(developmentId),
    readLetter(developmentId),
    readSiteSettings(),
    countedComments(developmentId),
  ]);
  if (!window) throw notFound('No comment window has been opened on this application');
  if (!letter) throw new HttpError(409, 'Write the letter first: the submission is the letter and its appendix');
  const content: LetterContent = {
    associationName: settings.associationName,
    postalAddress: settings.postalAddress,
    email: settings.email,
    date: todayInVancouver(at),
    recipients: window.recipients.map((r) => r.name),
    projectTitle: development.subTitle ? `${development.projectTitle} - ${development.subTitle}` : development.projectTitle,
    subject: letter.subject,
    body: letter.body,
    window: { opensOn: window.opensOn, closesOn: lastCommentDay(window) },
    appendix: appendixOf(comments),
    createdAt: at,
  };
  return { content, window, settings, comments };
}

/** GET .../preview: the letter as HTML and the appendix, for the print view. */
export async function previewSubmission(developmentId: string) {
  const { content } = await letterContent(developmentId, new Date());
  return { ...content, createdAt: content.createdAt.toISOString(), letterHtml: bodyParts(content.body, 'markdown').html };
}

/** GET .../letter.pdf: the PDF as it would go out now (a draft until sent). */
export async function draftPdf(developmentId: string): Promise<{ bytes: Buffer; fileName: string }> {
  const { content } = await letterContent(developmentId, new Date());
  return { bytes: await letterPdf(content), fileName: pdfFileName(content.projectTitle, content.date) };
}

const pdfFileName = (projectTitle: string, day: string) =>
  `submission-${
    projectTitle
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'application'
  }-${day}.pdf`;

/** The delivery notice to one commenter: when, to whom, what they wrote and what was shared of them. */
function deliveryNotice(
  window: ConsultationWindow,
  comment: CommentWithModeration['comment'],
  projectTitle: string,
  day: string,
): Pick<Parameters<typeof composeMessage>[0], 'subject' | 'body' | 'action'> {
  const municipality = window.recipients.map((r) => r.name).join(' and ');
  return {
    subject: `Your comment on ${projectTitle} was delivered`,
    body: [
      `Your comment was delivered to ${municipality} on ${longDay(day)} as part of the association's submission.`,
      comment.shareName
        ? `As you agreed, your name and street were sent with it: ${comment.name}, ${comment.street}.`
        : 'As you chose, it was quoted without your name or street.',
      `What you wrote (${COMMENT_POSITION_LABELS[comment.position]}${comment.topics.length ? `; ${comment.topics.map((t) => COMMENT_TOPIC_LABELS[t]).join(', ')}` : ''}):`,
      comment.comment,
    ],
    action: { label: 'See the application', url: applicationUrl(comment.developmentId) },
  };
}

/**
 * POST .../send: builds the PDF, keeps it, records the proof and queues the messages. Only once
 * the window has closed, once. Two sends at once: the proof's `create` lets one through.
 */
export async function sendSubmission(actor: PublicUser, developmentId: string): Promise<SubmissionProof> {
  const at = new Date();
  const { content, window, settings, comments } = await letterContent(developmentId, at);
  if (window.sentAt) throw conflict('The letter has gone out already: its proof is kept');
  if (windowStateOn(window, todayInVancouver(at)) !== 'closed') {
    throw new HttpError(409, `Send the letter once the comment window has closed: it is open until the end of ${window.closesOn}`);
  }
  const bytes = await letterPdf(content);
  const sha256 = sha256Hex(bytes);
  const fileName = pdfFileName(content.projectTitle, content.date);
  // Replies reach the Development Review Committee: its position's address in the inbox's
  // settings (docs/inbox.md), else the association's contact e-mail (replyAddressOf).
  const replyTo = await replyAddressOf('Development Review');
  const letterMessage = (to: string) =>
    composeMessage(
      {
        subject: content.subject,
        body: [
          `Please find attached the submission of ${settings.associationName} on ${content.projectTitle}: our letter, and an appendix with the ${content.appendix.counts.total} comments residents sent us from ${longDay(window.opensOn)} to ${longDay(lastCommentDay(window))}.`,
          `Replies to this message reach our Development Review Committee.`,
        ],
        action: { label: 'The application on our website', url: applicationUrl(developmentId) },
        attachments: [pdfAttachment(fileName, bytes)],
      },
      { lane: 'transactional', to, replyTo },
      settings,
    );
  const recipients = window.recipients.map((r) => ({ name: r.name, email: r.email, key: `consultation-letter:${developmentId}:${r.id}` }));
  // Composed before anything is kept: a PDF too heavy for a message is refused with nothing stored or sent.
  const letters = recipients.map((r) => ({ ...letterTooLargeSaid(() => letterMessage(r.email), bytes.length), idempotencyKey: r.key }));
  const { objectPath } = newObjectPath();
  await objectStore().save(objectPath, bytes, { contentType: 'application/pdf', fileName });
  const stored: StoredSubmission = {
    developmentId,
    sentAt: at.toISOString(),
    sentBy: `${actor.firstName} ${actor.lastName}`.trim() || actor.username,
    subject: content.subject,
    pdfSha256: sha256,
    pdfBytes: bytes.length,
    pdfFileName: fileName,
    objectPath,
    counts: content.appendix.counts,
    recipients: [],
    noticesQueued: comments.length,
  };
  await runStaffTransaction(async (tx) => {
    const before = await readConsultationWindow(developmentId, tx);
    if (!before || before.sentAt) throw conflict('The letter has gone out already: its proof is kept');
    writeStaffChange(tx, {
      actor,
      ref: submissionDoc(developmentId),
      before: null,
      after: { ...stored, recipients: recipients.map((r) => ({ name: r.name, email: r.email, outboxId: outboxIdFor(r.key) })) },
    });
    writeConsultationWindow(tx, actor, before, { ...before, sentAt: stored.sentAt });
  });
  await queueMail(letters);
  const day = todayInVancouver(at);
  await queueMail(
    comments.map(({ id, comment }) => ({
      ...composeMessage(
        deliveryNotice(window, comment, content.projectTitle, day),
        { lane: 'transactional', to: comment.email, replyTo },
        settings,
      ),
      idempotencyKey: `consultation-delivered:${developmentId}:${id}`,
    })),
  ).catch((err: Error) => logger.error('delivery notices not queued', { developmentId, error: err.message }));
  return submissionProof(developmentId);
}

/**
 * The letter's message, or, when its PDF weighs more than one message carries (the mail's one
 * limit, AttachmentsTooLarge), a 422 naming the letter that says what staff can do.
 */
function letterTooLargeSaid<T>(compose: () => T, pdfBytes: number): T {
  try {
    return compose();
  } catch (err) {
    if (!(err instanceof AttachmentsTooLarge)) throw err;
    const said =
      `The letter with its appendix makes a PDF of ${kilobytes(pdfBytes)}, more than the ${kilobytes(LIMITS.mailAttachmentBytes)} one e-mail can carry. ` +
      "Nothing was sent. Shorten the letter, or download the PDF and send it from the association's own mailbox.";
    throw new HttpError(422, said, { body: said });
  }
}

/** GET .../submission: the proof, with each message's delivery as the outbox has it now. */
export async function submissionProof(developmentId: string): Promise<SubmissionProof> {
  const snap = await submissionDoc(developmentId).get();
  if (!snap.exists) throw notFound('The letter on this application has not been sent');
  const { objectPath: _path, developmentId: _id, ...proof } = snap.data() as StoredSubmission;
  const deliveries = await Promise.all(proof.recipients.map((r) => outboxCollection().doc(r.outboxId).get()));
  return {
    ...proof,
    recipients: proof.recipients.map((r, index) => ({
      ...r,
      state: String(deliveries[index].get('state') ?? 'unknown'),
      sentAt: (deliveries[index].get('endTime') as Timestamp | null)?.toDate().toISOString() ?? null,
      error: (deliveries[index].get('error') as string | null) ?? null,
    })),
  };
}

/** GET .../submission.pdf: the exact bytes sent, checked against the proof's SHA-256. */
export async function sentPdf(developmentId: string): Promise<{ bytes: Buffer; fileName: string }> {
  const snap = await submissionDoc(developmentId).get();
  if (!snap.exists) throw notFound('The letter on this application has not been sent');
  const stored = snap.data() as StoredSubmission;
  const bytes = await objectStore().readBytes(stored.objectPath);
  if (sha256Hex(bytes) !== stored.pdfSha256) throw new Error('The kept letter does not match the SHA-256 of its proof');
  return { bytes, fileName: stored.pdfFileName };
}
