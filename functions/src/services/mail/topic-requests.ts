import { randomBytes } from 'node:crypto';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { DAY_MS } from '@roca/contract/days';
import { messagePage, type PageAnswer } from '@roca/contract/function-pages';
import { LIMITS } from '@roca/contract/limits';
import { MAIL_TOPIC_LABELS, type MailTopic } from '@roca/contract/mail';
import { maskEmail } from '@roca/contract/staff-accounts';
import { db } from '../../lib/firebase';
import { readSiteSettings } from '../content';
import { writeTopicChoices } from './consent';
import { mayMailFromForm } from './form-mail';
import { siteLink } from './mail-config';
import { composeMessage } from './message';
import { queueMail } from './outbox';
import { makeTopicConfirmToken, readTopicConfirmToken } from './tokens';

/**
 * A mail link only lessens mail (docs/mail.md, "Unsubscribe"; docs/security.md). The link in a
 * message never expires and may be old, forwarded, or opened by whoever reads the message, so
 * the page it opens stops topics at once but never starts one: a topic ticked there is only asked
 * for. A message goes to the recipient's own address with a link of its own (GET shows a button
 * and changes nothing; its POST confirms), and the topic is consent, recorded as confirmed from
 * that mailbox, only then. The request is kept on the recipient's document as `topicRequest`:
 * only the newest request's link confirms, once, within LIMITS.topicConfirmDays.
 */
type StoredTopicRequest = { topics: MailTopic[]; nonce: string; requestedAt: Timestamp };

const labelsOf = (topics: readonly MailTopic[]) => topics.map((topic) => MAIL_TOPIC_LABELS[topic].label);

/**
 * Asks the recipient at `path` to confirm `topics` by e-mail. As a public form's mail
 * (mayMailFromForm): at most one such message to a mailbox in minutes, none to a suppressed
 * address, none past the caps; the page says the same either way, and an earlier link still works.
 */
export async function askToConfirmTopics(path: string, email: string, topics: MailTopic[]): Promise<void> {
  if (!email || topics.length === 0 || !(await mayMailFromForm('topics', email))) return;
  const request: StoredTopicRequest = { topics, nonce: randomBytes(18).toString('base64url'), requestedAt: Timestamp.now() };
  await db.doc(path).update({ topicRequest: request });
  const settings = await readSiteSettings();
  const url = siteLink(`/mail/topics/${makeTopicConfirmToken({ recipient: path, nonce: request.nonce })}`);
  await queueMail([
    {
      ...composeMessage(
        {
          subject: `Confirm the e-mail you asked for from ${settings.shortName}`,
          body: [
            `Someone, we hope you, asked on the e-mail choices page of ${settings.associationName} for this address to get: ${labelsOf(topics).join(', ')}.`,
            `To confirm, open the link below and press the button on its page within ${LIMITS.topicConfirmDays} days. Until then nothing changes.`,
            'If it was not you, ignore this message: you will get nothing more for it.',
          ],
          action: { label: 'Open the confirmation page', url },
        },
        { lane: 'transactional', to: email, recipient: path },
        settings,
      ),
      idempotencyKey: `topics-confirm:${path}:${request.nonce}`,
      fromForm: true,
    },
  ]);
}

const NOT_VALID: PageAnswer = {
  status: 404,
  page: messagePage('This confirmation link is not valid', [
    `The link may have been copied only in part, or changed, or it is older than ${LIMITS.topicConfirmDays} days, used already, or a newer request replaced it. Open your e-mail choices from a message we sent you and choose again.`,
  ]),
};

/** The request a link names, if it is still the recipient's newest and not too old. */
function waitingRequest(data: DocumentData | undefined, nonce: string, now = Date.now()): StoredTopicRequest | null {
  const request = data?.topicRequest as StoredTopicRequest | null | undefined;
  if (!request || request.nonce !== nonce) return null;
  return now - request.requestedAt.toMillis() <= LIMITS.topicConfirmDays * DAY_MS ? request : null;
}

/** GET /mail/topics/{token}: what was asked for, and the button. Changes nothing: link scanners open links. */
export async function showTopicConfirmation(token: string): Promise<PageAnswer> {
  const read = readTopicConfirmToken(token);
  const snap = read && (await db.doc(read.recipient).get());
  const request = read && snap ? waitingRequest(snap.data(), read.nonce) : null;
  if (!snap || !request) return NOT_VALID;
  return {
    status: 200,
    page: {
      kind: 'confirm-topics',
      title: 'Confirm your e-mail choices',
      description: 'Confirm the e-mail you asked for.',
      maskedEmail: maskEmail(String(snap.get('email') ?? '')),
      topics: labelsOf(request.topics),
      confirmAction: `/mail/topics/${token}`,
    },
  };
}

/** POST /mail/topics/{token}: the button. The topics become consent, confirmed from the mailbox; the link is used up. */
export async function confirmTopics(token: string): Promise<PageAnswer> {
  const read = readTopicConfirmToken(token);
  if (!read) return NOT_VALID;
  const confirmed = await db.runTransaction(async (tx) => {
    const snap = await tx.get(db.doc(read.recipient));
    const request = snap.exists ? waitingRequest(snap.data(), read.nonce) : null;
    if (!request) return null;
    const changes = Object.fromEntries(request.topics.map((topic) => [topic, true]));
    writeTopicChoices(tx, snap, changes, 'E-mail choices page, confirmed with the link sent to the address', { topicRequest: null });
    return request.topics;
  });
  if (!confirmed) return NOT_VALID;
  return {
    status: 200,
    page: messagePage('Your choices are confirmed', [
      `You will get: ${labelsOf(confirmed).join(', ')}. Every message has a link to unsubscribe in one click, or to change your choices.`,
    ]),
  };
}
