import type { InboxFormView } from '@roca/contract/function-pages';
import {
  CONTACT_TOPICS,
  INBOX_FIELDS,
  INBOX_KIND_FACTS,
  INBOX_PHOTO_TYPES,
  INBOX_POSITIONS,
  PRIVACY_CHOICES,
  RECORD_CHOICES,
  REQUESTER_CHOICES,
  VOLUNTEER_OPPORTUNITIES,
  inboxFormAction,
  pipaStatement,
  positionSlug,
  type InboxKind,
} from '@roca/contract/inbox-choices';
import { LIMITS } from '@roca/contract/limits';
import type { ReactNode } from 'react';
import { useSiteSettings } from '#web/publishing/site-content';
import { MailLink, buttonClass } from './page';
import { CheckedEmailField, CheckedField, CheckedRadioGroup, ErrorSummary, FileField, Honeypot } from './checked-form';

/** The form as a public page shows it: empty. */
const emptyInboxForm = (kind: InboxKind, source: string, associationName: string): InboxFormView => ({
  kind,
  source,
  values: {},
  errors: {},
  associationName,
});

const F = INBOX_FIELDS;
const text = (value: string | string[] | undefined) => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));
const toOptions = (record: Record<string, string>) => Object.entries(record).map(([value, label]) => ({ value, label }));

/**
 * A public contact form (docs/inbox.md; docs/decisions/019): plain HTML posting to the function,
 * which stores it in the staff inbox and answers with the reference. It works without JavaScript;
 * with the page script, missing or malformed answers show beside their fields and in the summary
 * before it is sent, and the time trap is stamped (docs/decisions/015). The server checks
 * everything again and answers errors the same way. It says what it collects, why and for how long
 * (PIPA), and the honeypot is out of sight and out of the keyboard's way.
 */
export function InboxForm({ form, headingLevel = 2, intro }: { form: InboxFormView; headingLevel?: 2 | 3; intro?: ReactNode }) {
  const { kind, values, errors } = form;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const idFor = (field: string) => `${kind}-${field}`;
  const headingId = idFor('heading');
  // An error of the form as a whole (the time trap) is its paragraph's: the form's own id is the pages' anchor.
  const summary = Object.entries(errors).map(([field, message]): [string, string] => [
    field === 'form' ? idFor('form-error') : idFor(field),
    message,
  ]);
  const field = (name: keyof typeof F) => ({
    id: idFor(F[name]),
    name: F[name],
    defaultValue: text(values[F[name]]),
    error: errors[F[name]],
  });
  return (
    <form
      method="post"
      action={inboxFormAction(kind)}
      // The heritage form carries a photo: a file goes only in a multipart body.
      encType={kind === 'heritage' ? 'multipart/form-data' : undefined}
      data-checked-form
      aria-labelledby={headingId}
      id={`${kind}-form`}
      className="scroll-mt-20 space-y-4 rounded-lg border border-gray-200 bg-brand-50 p-4 sm:p-5"
    >
      <Heading id={headingId} className="text-xl font-bold text-brand-900">
        {INBOX_KIND_FACTS[kind].label}
      </Heading>
      {intro && <div className="text-gray-700">{intro}</div>}
      <ErrorSummary headingLevel={3} errors={summary} />
      {errors.form && (
        <p id={idFor('form-error')} tabIndex={-1} className="font-medium text-red-800">
          {errors.form}
        </p>
      )}
      <input type="hidden" name={F.source} value={form.source} />
      <input type="hidden" name={F.started} value="" />
      <KindFields form={form} idFor={idFor} field={field} />
      <CheckedField
        {...field('name')}
        label="Your name"
        autoComplete="name"
        maxLength={LIMITS.inboxName}
        missingMessage="Please enter your name."
        tooLongMessage={`Your name must be at most ${LIMITS.inboxName} characters (now {length}).`}
      />
      <CheckedEmailField
        {...field('email')}
        label="Your e-mail address, for our answer"
        missingMessage="Please enter your e-mail address: our answer goes there."
      />
      <Honeypot id={idFor('hp')} name={F.honeypot} />
      <p id={idFor('privacy')} className="text-sm text-gray-700">
        {pipaStatement(kind, form.associationName)}
      </p>
      <button type="submit" aria-describedby={idFor('privacy')} className={buttonClass('primary')}>
        Send
      </button>
    </form>
  );
}

type FieldProps = (name: keyof typeof F) => { id: string; name: string; defaultValue: string; error?: string };

const messageField = (
  field: FieldProps,
  label: string,
  missing: string,
  { optional = false, max = LIMITS.inboxMessage as number }: { optional?: boolean; max?: number } = {},
) => (
  <CheckedField
    {...field('message')}
    label={label}
    multiline
    rows={5}
    optional={optional}
    maxLength={max}
    missingMessage={missing}
    tooLongMessage={`This must be at most ${max} characters (now {length}).`}
  />
);

/** What each form asks besides who writes. */
function KindFields({ form, idFor, field }: { form: InboxFormView; idFor: (field: string) => string; field: FieldProps }) {
  const { kind, values, errors } = form;
  switch (kind) {
    case 'contact':
      return (
        <>
          <CheckedRadioGroup
            id={idFor(F.topic)}
            name={F.topic}
            legend="What is your message about?"
            options={INBOX_POSITIONS.map((position) => ({
              value: positionSlug(position),
              label: CONTACT_TOPICS[position],
              hint: `Goes to the ${position}`,
            }))}
            missingMessage="Please choose what your message is about."
            defaultValue={text(values[F.topic])}
            error={errors[F.topic]}
          />
          {messageField(field, 'Your message', 'Please write your message.')}
        </>
      );
    case 'volunteer': {
      const chosen = [values[F.opportunities] ?? []].flat();
      return (
        <>
          <fieldset aria-describedby={errors[F.opportunities] ? `${idFor(F.opportunities)}-error` : undefined}>
            <legend className="font-semibold text-gray-900">What would you like to help with?</legend>
            <p id={`${idFor(F.opportunities)}-error`} hidden={!errors[F.opportunities]} className="mt-1 text-sm font-medium text-red-800">
              {errors[F.opportunities]}
            </p>
            <div className="mt-2 space-y-2">
              {VOLUNTEER_OPPORTUNITIES.map((opportunity, index) => {
                const id = index === 0 ? idFor(F.opportunities) : `${idFor(F.opportunities)}-${index}`;
                return (
                  <div key={opportunity} className="flex items-start gap-3">
                    <input
                      id={id}
                      type="checkbox"
                      name={F.opportunities}
                      value={opportunity}
                      defaultChecked={chosen.includes(opportunity)}
                      className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                    />
                    <label htmlFor={id} className="text-gray-900">
                      {opportunity}
                    </label>
                  </div>
                );
              })}
            </div>
          </fieldset>
          <CheckedField
            {...field('availability')}
            label="When are you available?"
            maxLength={LIMITS.inboxShortText}
            missingMessage="Please tell us when you are available, e.g. weekday evenings."
            tooLongMessage={`This must be at most ${LIMITS.inboxShortText} characters (now {length}).`}
          />
          <CheckedField
            {...field('phone')}
            label="Phone, if you prefer a call"
            type="tel"
            optional
            autoComplete="tel"
            maxLength={LIMITS.phone}
            tooLongMessage={`The phone number must be at most ${LIMITS.phone} characters (now {length}).`}
          />
          {messageField(field, 'Anything else we should know', '', { optional: true })}
        </>
      );
    }
    case 'listing':
      return (
        <>
          <CheckedField
            {...field('businessName')}
            label="Business name"
            autoComplete="organization"
            maxLength={LIMITS.listItemName}
            missingMessage="Please enter the business name."
            tooLongMessage={`The business name must be at most ${LIMITS.listItemName} characters (now {length}).`}
          />
          <CheckedField
            {...field('category')}
            label="Category, e.g. Café or Plumber"
            maxLength={LIMITS.listCategory}
            missingMessage="Please enter a category, e.g. Café."
            tooLongMessage={`The category must be at most ${LIMITS.listCategory} characters (now {length}).`}
          />
          <CheckedField
            {...field('address')}
            label="Address"
            optional
            autoComplete="street-address"
            maxLength={LIMITS.postalAddress}
            tooLongMessage={`The address must be at most ${LIMITS.postalAddress} characters (now {length}).`}
          />
          <CheckedField
            {...field('phone')}
            label="Phone"
            type="tel"
            optional
            maxLength={LIMITS.phone}
            tooLongMessage={`The phone number must be at most ${LIMITS.phone} characters (now {length}).`}
          />
          <CheckedField
            {...field('website')}
            label="Website"
            type="url"
            optional
            maxLength={LIMITS.url}
            tooLongMessage={`The website must be at most ${LIMITS.url} characters (now {length}).`}
            invalidMessage="Please enter a web address starting with https://."
          />
          {messageField(field, 'Describe the business in a sentence or two', 'Please describe the business in a sentence or two.', {
            max: LIMITS.listDescription,
          })}
        </>
      );
    case 'link':
      return (
        <>
          <CheckedField
            {...field('linkName')}
            label="Name of the site"
            maxLength={LIMITS.listItemName}
            missingMessage="Please enter the name of the site."
            tooLongMessage={`The name must be at most ${LIMITS.listItemName} characters (now {length}).`}
          />
          <CheckedField
            {...field('url')}
            label="Its address"
            type="url"
            maxLength={LIMITS.url}
            missingMessage="Please enter the address of the site."
            tooLongMessage={`The address must be at most ${LIMITS.url} characters (now {length}).`}
            invalidMessage="Please enter a web address starting with https://."
          />
          <CheckedField
            {...field('category')}
            label="Category"
            optional
            maxLength={LIMITS.listCategory}
            tooLongMessage={`The category must be at most ${LIMITS.listCategory} characters (now {length}).`}
          />
          {messageField(field, 'Why would neighbours find it useful?', 'Please say in a sentence why neighbours would find it useful.', {
            max: LIMITS.listDescription,
          })}
        </>
      );
    case 'heritage':
      return (
        <>
          {messageField(field, 'What do you know? Stories, places, dates, people', 'Please tell us what you know.')}
          <FileField
            id={idFor(F.photo)}
            name={F.photo}
            label="A photo"
            accept={Object.keys(INBOX_PHOTO_TYPES).join(',')}
            hint={`One ${Object.values(INBOX_PHOTO_TYPES).slice(0, -1).join(', ')} or ${Object.values(INBOX_PHOTO_TYPES).at(-1)} image, at most ${Math.round(LIMITS.inboxPhotoMaxBytes / 1024 / 1024)} MB. To send more, e-mail them.`}
            error={errors[F.photo]}
          />
        </>
      );
    case 'boundary':
      return (
        <>
          <CheckedField
            {...field('address')}
            label="The address you are asking about"
            optional
            autoComplete="street-address"
            maxLength={LIMITS.postalAddress}
            tooLongMessage={`The address must be at most ${LIMITS.postalAddress} characters (now {length}).`}
          />
          {messageField(field, 'Your question', 'Please write your question.')}
        </>
      );
    case 'records':
      return (
        <>
          <CheckedRadioGroup
            id={idFor(F.requester)}
            name={F.requester}
            legend="Are you a member?"
            options={toOptions(REQUESTER_CHOICES)}
            missingMessage="Please say whether you are a member."
            defaultValue={text(values[F.requester])}
            error={errors[F.requester]}
          />
          <CheckedRadioGroup
            id={idFor(F.record)}
            name={F.record}
            legend="Which record?"
            options={toOptions(RECORD_CHOICES)}
            missingMessage="Please choose the record you ask for."
            defaultValue={text(values[F.record])}
            error={errors[F.record]}
          />
          {messageField(field, 'Details: which year, which meeting', '', { optional: true })}
        </>
      );
    case 'privacy':
      return (
        <>
          <CheckedRadioGroup
            id={idFor(F.request)}
            name={F.request}
            legend="What do you ask for?"
            options={toOptions(PRIVACY_CHOICES)}
            missingMessage="Please choose what you ask for."
            defaultValue={text(values[F.request])}
            error={errors[F.request]}
          />
          {messageField(
            field,
            'Which information? For a correction, what is wrong and what is right',
            'Please say which information, and for a correction, what is wrong.',
          )}
        </>
      );
  }
}

/**
 * A form as a public page carries it: first, with the page's mail link beside it (its subject)
 * for people who prefer their own mail program (docs/requirements.md, Public pages).
 */
export function PageInboxForm({
  kind,
  source,
  headingLevel,
  intro,
  mailLabel = 'E-mail us instead',
  mailSubject = INBOX_KIND_FACTS[kind].mailSubject,
}: {
  kind: InboxKind;
  source: string;
  headingLevel?: 2 | 3;
  intro?: ReactNode;
  mailLabel?: string;
  /** The mail link's subject, where the page's differs from the form's own (Getting Involved). */
  mailSubject?: string;
}) {
  const { associationName } = useSiteSettings();
  return (
    <div className="max-w-2xl space-y-3">
      <InboxForm form={emptyInboxForm(kind, source, associationName)} headingLevel={headingLevel} intro={intro} />
      <p className="text-sm text-gray-700">
        Prefer your own mail program? <MailLink subject={mailSubject}>{mailLabel}</MailLink>
      </p>
    </div>
  );
}
