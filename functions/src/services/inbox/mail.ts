import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { INBOX_KIND_FACTS, type InboxKind, type InboxPosition } from '@roca/contract/inbox-choices';
import { SITE_TIME_ZONE } from '@roca/contract/site';
import { can, type Role } from '@roca/contract/roles';
import { usersCollection } from '../accounts';
import { readSiteSettings } from '../content';
import { composeMessage, mayMailFromForm, outboxIdFor, queueMail, siteLink } from '../mail';
import { replyAddressOf } from './settings';

/**
 * The inbox's messages (docs/inbox.md), all on the transactional lane: the acknowledgement a
 * resident gets with their reference, a reply written in the panel, and the note to a position's
 * holders that an item is theirs. None repeats what the resident wrote: a stranger could type
 * someone else's address into a form, and the acknowledgement must not carry their words to it.
 */

const when = (date: Date) => date.toLocaleString('en-CA', { timeZone: SITE_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' });

/** The subject line every message about an item carries, so a mail program threads them. */
const subjectOf = (reference: string, kind: InboxKind, shortName: string) =>
  `${INBOX_KIND_FACTS[kind].label} - ${shortName} [${reference}]`;

/**
 * After a form: the reference, and when to expect an answer. Queued once per item, however often
 * this runs; and only as the public forms' mail allows (mayMailFromForm: one per mailbox and kind
 * of form in minutes, none to a suppressed address, none past the caps), so a form cannot flood an
 * inbox. The message itself is stored for staff whatever the acknowledgement does.
 */
export async function sendAcknowledgement(item: {
  reference: string;
  kind: InboxKind;
  position: InboxPosition;
  email: string;
  dueAt: Date;
}) {
  if (!(await mayMailFromForm(`inbox:${item.kind}`, item.email))) return;
  const [settings, replyTo] = await Promise.all([readSiteSettings(), replyAddressOf(item.position)]);
  const message = composeMessage(
    {
      subject: `We received your message: ${subjectOf(item.reference, item.kind, settings.shortName)}`,
      body: [
        'Hello,',
        `Thank you for writing to ${settings.associationName}. Your message is with our ${item.position}, and its reference is ${item.reference}.`,
        `We aim to answer by ${when(item.dueAt)}. We are volunteers; if it takes longer, your message is not lost: everyone who answers for the association sees it until it is dealt with.`,
        'To add something, reply to this e-mail and keep the reference in the subject.',
        'If you did not write to us, someone typed your address into a form on our site: ignore this message and we will not write again unless you answer.',
      ],
    },
    { lane: 'transactional', to: item.email, replyTo },
    settings,
  );
  await queueMail([{ ...message, idempotencyKey: `inbox-ack:${item.reference}`, fromForm: true }]);
}

/** The outbox id of a reply, known before it is queued, so the thread and the message name each other. */
export const replyOutboxId = (reference: string, replyId: string) => outboxIdFor(replyKey(reference, replyId));
const replyKey = (reference: string, replyId: string) => `inbox-reply:${reference}:${replyId}`;

/** A reply written in the panel, to the resident, answered to the position's address. */
export async function sendReply(reply: {
  reference: string;
  replyId: string;
  kind: InboxKind;
  position: InboxPosition;
  to: string;
  body: string;
  signedBy: string;
}) {
  const [settings, replyTo] = await Promise.all([readSiteSettings(), replyAddressOf(reply.position)]);
  const paragraphs = [
    ...reply.body.split(/\n{2,}/).map((p) => p.trim()),
    `${reply.signedBy}\n${reply.position}, ${settings.associationName}`,
  ];
  const message = composeMessage(
    { subject: `Re: ${subjectOf(reply.reference, reply.kind, settings.shortName)}`, body: paragraphs },
    { lane: 'transactional', to: reply.to, replyTo },
    settings,
  );
  await queueMail([{ ...message, idempotencyKey: replyKey(reply.reference, reply.replyId) }]);
}

/**
 * Tells a position's holders an item is theirs: active Admin and Super accounts with the position,
 * a confirmed recovery e-mail, and inbox e-mails on (a setting each holder keeps in My Account).
 * It names the item and its due date only; who wrote and what stay in the panel.
 */
export async function notifyHolders(
  item: { reference: string; kind: InboxKind; position: InboxPosition; dueAt: Date },
  reason: 'new' | 'assigned',
) {
  const holders = (await usersCollection().where('position', '==', item.position).get()).docs.filter((doc) => {
    const user = doc.data();
    return user.active !== false && can(user.role as Role, 'workInbox') && user.recoveryEmail && user.inboxNotifications !== false;
  });
  if (holders.length === 0) return;
  const settings = await readSiteSettings();
  const url = siteLink(STAFF_PATHS.inboxItem.replace(':id', encodeURIComponent(item.reference)) as `/${string}`);
  const what = `${INBOX_KIND_FACTS[item.kind].label} (${item.reference})`;
  await queueMail(
    holders.map((doc) => ({
      ...composeMessage(
        {
          subject: `${reason === 'new' ? 'New in the inbox' : 'Assigned to you'} for the ${item.position}: ${item.reference}`,
          body: [
            `Hello ${doc.get('firstName')},`,
            reason === 'new'
              ? `A resident wrote to ${settings.shortName}: ${what}. It went to the ${item.position}, which is your position.`
              : `${what} was assigned to the ${item.position}, which is your position.`,
            `It is due by ${when(item.dueAt)}. Who wrote and what they wrote are in the administration panel.`,
            'You get this because inbox e-mails are on in My Account; turn them off there.',
          ],
          action: { label: 'Open it in the panel', url },
        },
        { lane: 'transactional', to: String(doc.get('recoveryEmail')) },
        settings,
      ),
      idempotencyKey: `inbox-notify:${item.reference}:${item.position}:${reason}:${doc.id}`,
    })),
  );
}
