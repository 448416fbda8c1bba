/**
 * Every message the association sends (docs/mail.md): the outbox, the one message builder,
 * link tokens, consent per topic, audiences, sends, notices, reminders, e-mail choices and suppressions.
 * What other domains, the routes and the jobs may use; the rest of the folder is its own.
 */
export { audienceRecipients } from './audiences';
export { siteLink } from './mail-config';
export { messagesTo } from './messages-to';
export { noticeWindow, previewNotice, readMailSettings, saveMailSettings, sendNotice } from './notices';
export {
  AttachmentsTooLarge,
  absoluteOnSite,
  bodyParts,
  calendarAttachment,
  composeMessage,
  kilobytes,
  pdfAttachment,
  relativeLinksIn,
} from './message';
export { formMailCounts, mayMailFromForm } from './form-mail';
export { deliverMessage, outboxCollection, outboxIdFor, queueMail, sweepOutbox } from './outbox';
export { savePreferences, showPreferences, unsubscribeByLink } from './preferences';
export { confirmTopics, showTopicConfirmation } from './topic-requests';
export { readReminders, runRenewalReminders, saveReminders } from './reminders';
export { removeExpiredMailContent } from './retention';
export { contentOf, listSends, mailLog, previewCompose, recordSend, retrySend, sendCompose, sendDetail, sendTest } from './sends';
export { addSuppression, clearSuppression, listSuppressions, suppressAfterBounce } from './suppressions';
export {
  makeCommentToken,
  makeConfirmToken,
  makeRenewalToken,
  makeSignupToken,
  makeToken,
  readCommentToken,
  readConfirmToken,
  readRenewalToken,
  readSignupToken,
} from './tokens';
