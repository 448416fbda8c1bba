import { applicationPath } from '@roca/contract/applications';
import {
  commentFormAction,
  commentLinkPath,
  lastCommentDay,
  windowStateOn,
  type ConsultationWindow,
} from '@roca/contract/consultation-choices';
import { todayInVancouver } from '@roca/contract/days';
import { commentChangeForm, commentForm } from '@roca/contract/consultations';
import { messagePage, type CommentFormView, type CommentPage, type PageAnswer } from '@roca/contract/function-pages';
import { fieldErrorsOf } from '@roca/contract/errors';
import { LIMITS } from '@roca/contract/limits';
import { maskEmail } from '@roca/contract/staff-accounts';
import type { z } from 'zod';
import { readConsultationSettings, readSiteSettings } from '../content';
import { actOnComment, commentOfToken, submitComment, type LinkAction, type StoredComment } from './comments';
import { developmentOf } from './windows';

/**
 * The pages of a resident's comment (docs/consultations.md, "The resident's comment"): the answer
 * to the form (the form again with its errors, or "check your e-mail"), and the comment's link:
 * GET shows the comment and changes nothing; its buttons confirm, change or withdraw it.
 */
const message = (status: number, title: string, heading: string, paragraphs: string[]): PageAnswer => ({
  status,
  page: messagePage(heading, paragraphs, { title }),
});

/** A repeated field counts as its first, but the topics, which are a list. */
function fieldsOf(form: Record<string, unknown>) {
  const one = (value: unknown) => (Array.isArray(value) ? value[0] : value);
  const fields = Object.fromEntries(Object.entries(form).map(([key, value]) => [key, key === 'topics' ? [value].flat() : one(value)]));
  fields.topics ??= [];
  return fields;
}

const FIELDS = ['name', 'street', 'email', 'position', 'topics', 'comment'] as const;

/** The form's fields' messages (a topic's message is the topics' field). */
function errorsOf(error: z.ZodError): CommentFormView['errors'] {
  const errors: CommentFormView['errors'] = {};
  for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
    const field = FIELDS.find((f) => f === path.split('.')[0]);
    if (field) errors[field] ??= message;
  }
  return errors;
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/** What was sent, only as long as the fields take it: a page never echoes a megabyte back. */
function valuesOf(fields: Record<string, unknown>): CommentFormView['values'] {
  return {
    name: text(fields.name, LIMITS.commentName),
    street: text(fields.street, LIMITS.commentStreet),
    email: text(fields.email, LIMITS.email),
    position: (commentForm.shape.position.safeParse(fields.position).data ?? '') as CommentFormView['values']['position'],
    topics: (Array.isArray(fields.topics) ? fields.topics : []).filter((t) => commentForm.shape.topics.safeParse([t]).success).slice(0, 20),
    comment: text(fields.comment, LIMITS.commentText),
    shareName: fields.shareName === 'yes',
    updates: fields.updates === 'yes',
  };
}

async function formView(
  developmentId: string,
  action: string,
  values: CommentFormView['values'],
  errors: CommentFormView['errors'],
  change: boolean,
): Promise<CommentFormView> {
  const [settings, consultation] = await Promise.all([readSiteSettings(), readConsultationSettings()]);
  return {
    developmentId,
    action,
    values,
    errors,
    associationName: settings.associationName,
    retentionDays: consultation.retentionDaysAfterDecision,
    change,
  };
}

const NO_WINDOW = message(404, 'Not open for comments', 'This application is not open for comments', [
  'The association has not asked for comments on this application. The development updates on the home page say which applications are open for comments.',
]);

const closedMessage = (window: ConsultationWindow) =>
  `Comments on this application closed at the end of ${lastCommentDay(window)}. Nothing was sent or stored.`;

/** POST /consultation/{developmentId}/comment. */
export async function postComment(developmentId: string, form: Record<string, unknown>): Promise<PageAnswer> {
  const development = await developmentOf(developmentId).catch(() => null);
  if (!development) return NO_WINDOW;
  const fields = fieldsOf(form);
  const parsed = commentForm.safeParse(fields);
  const refuse = async (errors: CommentFormView['errors']): Promise<PageAnswer> => ({
    status: 400,
    page: {
      kind: 'comment-form',
      title: `Error - Comment on ${development.projectTitle}`,
      description: `Comment on the development application ${development.projectTitle}.`,
      projectTitle: development.projectTitle,
      applicationUrl: applicationPath(developmentId),
      form: await formView(developmentId, commentFormAction(developmentId), valuesOf(fields), errors, false),
    },
  });
  if (!parsed.success) return refuse(errorsOf(parsed.error));
  const outcome = await submitComment(developmentId, development.projectTitle, parsed.data);
  if (outcome.kind === 'no-window') return NO_WINDOW;
  if (outcome.kind === 'closed') return { ...(await refuse({ form: closedMessage(outcome.window) })), status: 409 };
  if (outcome.kind === 'scheduled') {
    return {
      ...(await refuse({ form: `Comments on this application open on ${outcome.window.opensOn}. Nothing was sent or stored.` })),
      status: 409,
    };
  }
  if (outcome.kind === 'already') {
    return {
      ...(await refuse({
        email:
          'This address has already commented on this application: one comment per address. Use the link in the e-mail we sent to change or withdraw that comment.',
      })),
      status: 409,
    };
  }
  return message(200, 'Check your e-mail', 'Check your e-mail to confirm your comment', [
    `Your comment on ${development.projectTitle} counts only once you confirm it: a message with a link is on its way to the address you gave. Open the link and press "Confirm my comment".`,
    `Confirm before the comment window closes at the end of ${outcome.window.closesOn}. The same link lets you change or withdraw your comment until then. If the message does not arrive in a few minutes, look in your spam folder.`,
  ]);
}

const NOT_VALID = message(404, 'Link not valid', 'This comment link is not valid', [
  'The link may have been copied only in part, or changed, or a newer comment from the same address replaced it, or the comment was deleted after the application was decided. Use the link in the newest message we sent.',
]);

async function commentPage(
  token: string,
  found: { comment: StoredComment; window: ConsultationWindow; closed?: boolean },
  outcome: CommentPage['outcome'],
  errors: CommentFormView['errors'] = {},
  values?: CommentFormView['values'],
): Promise<PageAnswer> {
  const { comment, window } = found;
  const development = await developmentOf(comment.developmentId);
  const link = commentLinkPath(token);
  const stored: CommentFormView['values'] = { ...comment, email: '', topics: comment.topics };
  return {
    status: Object.keys(errors).length ? 400 : 200,
    page: {
      kind: 'comment',
      title: `Your comment on ${development.projectTitle}`,
      description: `Your comment on the development application ${development.projectTitle}.`,
      projectTitle: development.projectTitle,
      applicationUrl: applicationPath(comment.developmentId),
      status: comment.status,
      open: !found.closed && windowStateOn(window, todayInVancouver()) === 'open',
      closesOn: lastCommentDay(window),
      maskedEmail: maskEmail(comment.email),
      form: await formView(comment.developmentId, `${link}/change`, values ?? stored, errors, true),
      confirmAction: `${link}/confirm`,
      withdrawAction: `${link}/withdraw`,
      outcome,
    },
  };
}

/** GET /consultation/comment/{token}: the comment as recorded; changes nothing. */
export async function showComment(token: string): Promise<PageAnswer> {
  const found = await commentOfToken(token);
  return found ? commentPage(token, found, null) : NOT_VALID;
}

const OUTCOMES = { confirm: 'confirmed', change: 'changed', withdraw: 'withdrawn' } as const;

/** POST /consultation/comment/{token}/{confirm|change|withdraw}. */
export async function commentAction(token: string, kind: LinkAction['kind'], form: Record<string, unknown>): Promise<PageAnswer> {
  let action: LinkAction;
  if (kind === 'change') {
    const fields = fieldsOf(form);
    const parsed = commentChangeForm.safeParse(fields);
    if (!parsed.success) {
      const found = await commentOfToken(token);
      return found ? commentPage(token, found, null, errorsOf(parsed.error), { ...valuesOf(fields), email: '' }) : NOT_VALID;
    }
    action = { kind, change: parsed.data };
  } else action = { kind };
  const result = await actOnComment(token, action);
  if (!result) return NOT_VALID;
  if (result.closed) return { ...(await commentPage(token, result, null, { form: closedMessage(result.window) })), status: 409 };
  return commentPage(token, result, OUTCOMES[kind]);
}
