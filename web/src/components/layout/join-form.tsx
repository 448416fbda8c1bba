import { feeText, JOIN_FIELDS, JOIN_PAYMENT_LABELS, type JoinField, type JoinFormView } from '@roca/contract/join-choices';
import { LIMITS } from '@roca/contract/limits';
import { MAIL_TOPIC_LABELS, MEMBER_TOPICS } from '@roca/contract/mail-topics';
import { MEMBER_CATEGORIES, MEMBER_CATEGORY_LABELS } from '@roca/contract/membership';
import { buttonClass } from './page';
import { CheckedCheckbox, CheckedEmailField, CheckedField, CheckedRadioGroup, ErrorSummary, Honeypot } from './checked-form';

/** Where the form posts: the function stores a pending join and answers with the next page (docs/members.md, "Joining online"). */
const JOIN_ACTION = '/membership/join';

/** Each field's id: the summary's links and the page script find the field by it. */
const idFor = (field: JoinField | 'form') => `join-${field}`;

/**
 * The join form (docs/members.md, "Joining online"; docs/decisions/016), on /membership and again
 * on the page POST /membership/join answers with errors, or a reminder's renewal link opens. Plain
 * HTML that works without JavaScript (docs/decisions/015): the browser's own checks (required,
 * maxlength, the e-mail type) stop an incomplete form; with the page script, our messages show
 * beside the fields and in the summary instead. The server checks everything again (joinInput,
 * contract/src/joins.ts) and answers errors the same way. No payment-provider script: paying by
 * PayPal, the function sends the browser to PayPal's page.
 */
export function JoinForm({ form, noticeId }: { form: JoinFormView; noticeId: string }) {
  const { values, errors } = form;
  const summary = (Object.entries(errors) as [JoinField | 'form', string][]).map(([field, message]): [string, string] => [
    idFor(field),
    message,
  ]);
  const fee = feeText(form.fee);
  const payments = [
    {
      value: 'paypal' as const,
      label: JOIN_PAYMENT_LABELS.paypal,
      hint: 'You continue to PayPal, where you can also pay by card without an account.',
    },
    ...(form.eTransferAddress
      ? [
          {
            value: 'e-transfer' as const,
            label: JOIN_PAYMENT_LABELS['e-transfer'],
            hint: `Send it to ${form.eTransferAddress} and write in its message the reference we give you on the next page.`,
          },
        ]
      : []),
    {
      value: 'in-person' as const,
      label: JOIN_PAYMENT_LABELS['in-person'],
      hint: 'Bring it to a community meeting and mention the reference we give you on the next page.',
    },
  ];
  return (
    <form method="post" action={JOIN_ACTION} data-checked-form className="space-y-5">
      <ErrorSummary headingLevel={3} errors={summary} />
      {(['form', 'renewal'] as const).map(
        (field) =>
          errors[field] && (
            <p key={field} id={idFor(field)} tabIndex={-1} className="font-medium text-red-800">
              {errors[field]}
            </p>
          ),
      )}
      {form.renewal && (
        <>
          <input type="hidden" name={JOIN_FIELDS.renewal} value={form.renewal} />
          <p className="rounded-md bg-brand-50 p-3 text-brand-900">
            {`You are renewing a membership: the payment for ${form.year} goes to the member this link was sent to.`}
          </p>
        </>
      )}
      <MemberNameField
        id={idFor('memberName')}
        name={JOIN_FIELDS.memberName}
        noticeId={noticeId}
        defaultValue={values.memberName}
        error={errors.memberName}
      />
      <CheckedEmailField
        id={idFor('email')}
        name={JOIN_FIELDS.email}
        label="E-mail address, for your receipt"
        missingMessage="Please enter your e-mail address: your receipt goes there."
        defaultValue={values.email}
        error={errors.email}
      />
      <CheckedField
        id={idFor('address')}
        name={JOIN_FIELDS.address}
        label="Postal address"
        multiline
        autoComplete="street-address"
        maxLength={LIMITS.postalAddress}
        describedBy={`${idFor('address')}-hint`}
        missingMessage="Please enter your postal address."
        tooLongMessage={`The postal address must be at most ${LIMITS.postalAddress} characters (now {length}).`}
        defaultValue={values.address}
        error={errors.address}
      />
      <p id={`${idFor('address')}-hint`} className="-mt-3 text-sm text-gray-700">
        Where you live, own property or run a business in our area: the register of members keeps it.
      </p>
      <CheckedRadioGroup
        id={idFor('category')}
        name={JOIN_FIELDS.category}
        legend="Membership category"
        options={MEMBER_CATEGORIES.map((value) => ({ value, label: MEMBER_CATEGORY_LABELS[value] }))}
        missingMessage="Please choose a membership category."
        defaultValue={values.category}
        error={errors.category}
      />
      <CheckedCheckbox
        id={idFor('isAdult')}
        name={JOIN_FIELDS.isAdult}
        label="I am 16 or older"
        missingMessage="Members must be 16 years or older: tick the box to confirm it."
        defaultChecked={values.isAdult}
        error={errors.isAdult}
      />
      <fieldset aria-describedby={`${idFor('topics')}-hint`}>
        <legend className="font-semibold text-gray-900">E-mail from the association (optional)</legend>
        <p id={`${idFor('topics')}-hint`} className="text-sm text-gray-700">
          Tick what you would like to receive. Every message has a link to stop it. Your receipt and notices of general meetings come
          whatever you choose.
        </p>
        <p id={`${idFor('topics')}-error`} hidden={!errors.topics} className="mt-1 text-sm font-medium text-red-800">
          {errors.topics}
        </p>
        <div className="mt-2 space-y-2">
          {MEMBER_TOPICS.map((topic, index) => {
            const id = index === 0 ? idFor('topics') : `${idFor('topics')}-${topic}`;
            return (
              <div key={topic} className="flex items-start gap-3">
                <input
                  id={id}
                  type="checkbox"
                  name={JOIN_FIELDS.topics}
                  value={topic}
                  defaultChecked={values.topics.includes(topic)}
                  aria-describedby={`${id}-description`}
                  className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                />
                <div>
                  <label htmlFor={id} className="text-gray-900">
                    {MAIL_TOPIC_LABELS[topic].label}
                  </label>
                  <p id={`${id}-description`} className="text-sm text-gray-700">
                    {MAIL_TOPIC_LABELS[topic].description}
                  </p>
                </div>
              </div>
            );
          })}
        </div>
      </fieldset>
      <CheckedRadioGroup
        id={idFor('payment')}
        name={JOIN_FIELDS.payment}
        legend={`How will you pay ${fee} for ${form.year}?`}
        options={payments}
        missingMessage="Please choose how you will pay."
        defaultValue={values.payment}
        error={errors.payment}
      />
      <Honeypot id="join-website" name={JOIN_FIELDS.honeypot} />
      <button type="submit" className={buttonClass('primary')}>
        {form.renewal ? 'Renew my membership' : 'Join'}
      </button>
    </form>
  );
}

/**
 * The "Member's Name" field (docs/requirements.md, Membership), of the join form and of the legacy
 * hosted button's form alike: required, at most 200 characters, read with the age notice.
 */
export function MemberNameField({
  id,
  name,
  noticeId,
  defaultValue,
  error,
}: {
  id: string;
  name: string;
  noticeId: string;
  defaultValue?: string;
  error?: string;
}) {
  return (
    <CheckedField
      id={id}
      name={name}
      label="Member's Name"
      autoComplete="name"
      maxLength={LIMITS.memberName}
      describedBy={noticeId}
      missingMessage="Please enter the member's name."
      tooLongMessage={`The member's name must be at most ${LIMITS.memberName} characters (now {length}).`}
      defaultValue={defaultValue}
      error={error}
    />
  );
}
