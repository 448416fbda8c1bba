import { MAIL_TOPIC_LABELS, type MailSend, type MailSendKind, type OutboxState } from '@roca/contract/mail';

/** What each kind of send is called on the screens. */
const SEND_KIND_LABELS: Record<MailSendKind, string> = {
  compose: 'Message',
  notice: 'General-meeting notice',
  reminder: 'Renewal reminder',
  test: 'Test',
  alert: 'Development update alert',
  digest: 'Development updates digest',
  signup: 'Message to people signed up',
};

export const STATE_LABELS: Record<OutboxState, string> = { queued: 'Queued', sending: 'Sending', sent: 'Sent', failed: 'Failed' };

/** "Message: Announcements", "General-meeting notice". */
export const sendKindOf = (send: Pick<MailSend, 'kind' | 'topic'>) =>
  send.kind === 'compose' && send.topic
    ? `${SEND_KIND_LABELS.compose}: ${MAIL_TOPIC_LABELS[send.topic].label}`
    : SEND_KIND_LABELS[send.kind];

/** Whether some of a send's messages are still on their way (the screens follow it until none is). */
export const inFlight = (send: Pick<MailSend, 'counts'>) => send.counts.queued + send.counts.sending > 0;
