import {
  COMMENT_FIELDS,
  COMMENT_POSITIONS,
  COMMENT_POSITION_LABELS,
  COMMENT_TOPICS,
  COMMENT_TOPIC_LABELS,
  SHARE_NAME_WORDING,
  UPDATES_WORDING,
  commentFormAction,
  commentPrivacyStatement,
} from '@roca/contract/consultation-choices';
import type { CommentFormView } from '@roca/contract/function-pages';
import { LIMITS } from '@roca/contract/limits';
import { buttonClass } from './page';
import { CheckedEmailField, CheckedField, CheckedRadioGroup, ErrorSummary } from './checked-form';

/** The form as an application's page shows it: empty. */
export const emptyCommentForm = (developmentId: string, associationName: string, retentionDays: number): CommentFormView => ({
  developmentId,
  action: commentFormAction(developmentId),
  values: { name: '', street: '', email: '', position: '', topics: [], comment: '', shareName: false, updates: false },
  errors: {},
  associationName,
  retentionDays,
  change: false,
});

const F = COMMENT_FIELDS;

/**
 * A resident's comment on a development application (docs/consultations.md): plain HTML posting to
 * the function, which works without JavaScript; with the page script, a missing or too long answer
 * shows beside its field and in the summary before it is sent (docs/decisions/015). The server
 * checks everything again and answers errors the same way. Name and street are required (councils
 * refuse anonymous submissions); the two choices are unticked; the form says what it collects,
 * why, who sees it and how long it is kept (PIPA). Changing a comment through its link shows the
 * same form without the address.
 */
export function CommentForm({ form, headingLevel = 2 }: { form: CommentFormView; headingLevel?: 2 | 3 }) {
  const { values, errors } = form;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const idFor = (field: string) => `comment-${field}`;
  const summary = Object.entries(errors).map(([field, message]): [string, string] => [
    idFor(field === 'form' ? 'form-error' : field),
    message,
  ]);
  const box = 'mt-1 h-5 w-5 shrink-0 accent-brand-700';
  return (
    <form
      method="post"
      action={form.action}
      data-checked-form
      aria-labelledby={idFor('heading')}
      className="space-y-5 rounded-lg border border-gray-200 bg-brand-50 p-4 sm:p-5"
    >
      <Heading id={idFor('heading')} className="text-xl font-bold text-brand-900">
        {form.change ? 'Change your comment' : 'Comment on this application'}
      </Heading>
      <ErrorSummary headingLevel={3} errors={summary} />
      {errors.form && (
        <p id={idFor('form-error')} tabIndex={-1} className="font-medium text-red-800">
          {errors.form}
        </p>
      )}
      <CheckedField
        id={idFor(F.name)}
        name={F.name}
        label="Your name"
        autoComplete="name"
        maxLength={LIMITS.commentName}
        missingMessage="Please enter your name: the municipality does not count anonymous comments."
        tooLongMessage={`Your name must be at most ${LIMITS.commentName} characters (now {length}).`}
        defaultValue={values.name}
        error={errors.name}
      />
      <CheckedField
        id={idFor(F.street)}
        name={F.street}
        label="Your street address"
        autoComplete="street-address"
        maxLength={LIMITS.commentStreet}
        missingMessage="Please enter your street address: the municipality counts comments from residents."
        tooLongMessage={`The street address must be at most ${LIMITS.commentStreet} characters (now {length}).`}
        defaultValue={values.street}
        error={errors.street}
      />
      {!form.change && (
        <CheckedEmailField
          id={idFor(F.email)}
          name={F.email}
          label="Your e-mail address, to confirm your comment"
          missingMessage="Please enter your e-mail address: your comment counts once you confirm it from there."
          defaultValue={values.email}
          error={errors.email}
        />
      )}
      <CheckedRadioGroup
        id={idFor(F.position)}
        name={F.position}
        legend="Where you stand"
        options={COMMENT_POSITIONS.map((value) => ({ value, label: COMMENT_POSITION_LABELS[value] }))}
        missingMessage="Please choose where you stand on the application."
        defaultValue={values.position}
        error={errors.position}
      />
      <fieldset aria-describedby={errors.topics ? `${idFor(F.topics)}-error` : undefined}>
        <legend className="font-semibold text-gray-900">
          What your comment is about <span className="font-normal text-gray-700">(optional, any that apply)</span>
        </legend>
        {errors.topics && (
          <p id={`${idFor(F.topics)}-error`} className="text-sm font-medium text-red-800">
            {errors.topics}
          </p>
        )}
        <div id={idFor(F.topics)} className="mt-2 grid gap-2 sm:grid-cols-2">
          {COMMENT_TOPICS.map((topic) => (
            <label key={topic} className="flex items-start gap-3">
              <input type="checkbox" name={F.topics} value={topic} defaultChecked={values.topics.includes(topic)} className={box} />
              {COMMENT_TOPIC_LABELS[topic]}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={idFor(F.comment)} className="block font-semibold text-gray-900">
          Your comment
        </label>
        <textarea
          id={idFor(F.comment)}
          name={F.comment}
          rows={8}
          required
          maxLength={LIMITS.commentText}
          defaultValue={values.comment}
          aria-describedby={[`${idFor(F.comment)}-hint`, errors.comment && `${idFor(F.comment)}-error`].filter(Boolean).join(' ')}
          aria-invalid={errors.comment ? true : undefined}
          data-missing-message="Please write your comment."
          data-too-long-message={`Your comment must be at most ${LIMITS.commentText} characters (now {length}).`}
          className="mt-1 block w-full rounded-md border border-gray-400 px-3 py-2 aria-[invalid=true]:border-red-700"
        />
        <p id={`${idFor(F.comment)}-hint`} className="mt-1 text-sm text-gray-700">
          {`At most ${LIMITS.commentText.toLocaleString('en-CA')} characters.`}
        </p>
        <p id={`${idFor(F.comment)}-error`} hidden={!errors.comment} className="mt-1 text-sm font-medium text-red-800">
          {errors.comment}
        </p>
      </div>
      <div className="space-y-3">
        <label className="flex items-start gap-3">
          <input type="checkbox" name={F.shareName} value="yes" defaultChecked={values.shareName} className={box} />
          <span>{SHARE_NAME_WORDING}</span>
        </label>
        <p className="pl-8 text-sm text-gray-700">Unticked: your comment is counted and quoted without your name or street.</p>
        <label className="flex items-start gap-3">
          <input type="checkbox" name={F.updates} value="yes" defaultChecked={values.updates} className={box} />
          <span>{UPDATES_WORDING}</span>
        </label>
      </div>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={idFor('website')}>Leave this field empty</label>
        <input id={idFor('website')} name={F.honeypot} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p id={idFor('privacy')} className="text-sm text-gray-700">
        {commentPrivacyStatement(form.associationName, form.retentionDays)}
      </p>
      <button type="submit" aria-describedby={idFor('privacy')} className={buttonClass('primary')}>
        {form.change ? 'Save my changes' : 'Send my comment'}
      </button>
    </form>
  );
}
