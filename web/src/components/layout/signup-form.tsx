import type { SignupFormView } from '@roca/contract/function-pages';
import type { SignupShift } from '@roca/contract/content/event-signup';
import { LIMITS } from '@roca/contract/limits';
import { NO_SHIFT, SIGNUP_FIELDS, SIGNUP_FORM_ACTION, shiftLabel } from '@roca/contract/signup-choices';
import { formatClockTime } from '#web/lib/dates';
import { buttonClass } from './page';
import { CheckedEmailField, CheckedField, ErrorSummary, Honeypot } from './checked-form';

/** The form of one date as a calendar card shows it: empty, a party of one, no shift. */
export const emptySignupForm = (
  eventId: string,
  key: string,
  signup: { partyMax: number; shifts: SignupShift[] },
  privacyNotice: string,
): SignupFormView => ({
  eventId,
  key,
  partyMax: signup.partyMax,
  shifts: signup.shifts,
  values: { name: '', email: '', party: '1', shift: NO_SHIFT },
  errors: {},
  privacyNotice,
});

/** The party sizes offered: 1 to the event's largest party. */
const partySizes = (max: number) => Array.from({ length: max }, (_, i) => String(i + 1));

/**
 * The party size and shift fields, shared by the sign-up form and the change form of a sign-up's
 * own page. A select and radio buttons: every choice they offer is valid, so they need no script.
 */
export function PartyAndShiftFields({
  idFor,
  partyMax,
  shifts,
  party,
  shift,
  errors,
}: {
  idFor: (field: string) => string;
  partyMax: number;
  shifts: SignupShift[];
  party: string;
  shift: string;
  errors: Partial<Record<'party' | 'shift', string>>;
}) {
  const error = (field: 'party' | 'shift') =>
    errors[field] && (
      <p id={`${idFor(field)}-error`} className="mt-1 text-sm font-medium text-red-800">
        {errors[field]}
      </p>
    );
  return (
    <>
      <div>
        <label htmlFor={idFor('party')} className="block font-semibold text-gray-900">
          How many people are coming (you included)
        </label>
        <select
          id={idFor('party')}
          name={SIGNUP_FIELDS.party}
          defaultValue={partySizes(partyMax).includes(party) ? party : '1'}
          aria-describedby={errors.party ? `${idFor('party')}-error` : undefined}
          aria-invalid={errors.party ? true : undefined}
          className="mt-1 block w-28 rounded-md border border-gray-400 px-3 py-2"
        >
          {partySizes(partyMax).map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        {error('party')}
      </div>
      {shifts.length > 0 && (
        <fieldset id={idFor('shift')} aria-describedby={errors.shift ? `${idFor('shift')}-error` : undefined}>
          <legend className="font-semibold text-gray-900">Volunteer for a shift (optional)</legend>
          {error('shift')}
          <div className="mt-1 space-y-2">
            {[
              { id: NO_SHIFT, text: 'No shift, just coming' },
              ...shifts.map((s) => ({ id: s.id, text: shiftLabel(s, formatClockTime) })),
            ].map((choice) => (
              <label key={choice.id || 'none'} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={SIGNUP_FIELDS.shift}
                  value={choice.id}
                  defaultChecked={choice.id === shift}
                  className="h-5 w-5 accent-brand-700"
                />
                {choice.text}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </>
  );
}

/**
 * The sign-up form of one date of an event (docs/signups.md): on /calendar under the date, and
 * again on the page POST /signup/request answers with errors. Plain HTML that works without JavaScript
 * (docs/decisions/015): the page script's form checks show a missing name or a malformed address
 * beside the field; the server checks everything again against the stored event. The honeypot
 * field is out of sight and out of the keyboard's and screen readers' way.
 */
export function SignupForm({ form, headingLevel = 4 }: { form: SignupFormView; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const prefix = `signup-${form.eventId}-${form.key}`;
  const idFor = (field: string) => `${prefix}-${field}`;
  const errors = Object.entries(form.errors).map(([field, message]): [string, string] => [idFor(field), message]);
  return (
    <form
      method="post"
      action={SIGNUP_FORM_ACTION}
      data-checked-form
      aria-labelledby={idFor('heading')}
      className="max-w-xl space-y-4 rounded-lg border border-gray-200 bg-brand-50 p-4"
    >
      <Heading id={idFor('heading')} className="text-lg font-bold text-brand-900">
        Sign up for this date
      </Heading>
      <ErrorSummary headingLevel={(headingLevel + 1) as 3 | 4 | 5} errors={errors} />
      {form.errors.date && (
        <p id={idFor('date')} className="text-sm font-medium text-red-800">
          {form.errors.date}
        </p>
      )}
      <input type="hidden" name={SIGNUP_FIELDS.event} value={form.eventId} />
      <input type="hidden" name={SIGNUP_FIELDS.date} value={form.key} />
      <CheckedField
        id={idFor('name')}
        name={SIGNUP_FIELDS.name}
        label="Your name"
        autoComplete="name"
        maxLength={LIMITS.signupName}
        missingMessage="Please enter your name."
        tooLongMessage={`Your name must be at most ${LIMITS.signupName} characters (now {length}).`}
        defaultValue={form.values.name}
        error={form.errors.name}
      />
      <CheckedEmailField id={idFor('email')} name={SIGNUP_FIELDS.email} defaultValue={form.values.email} error={form.errors.email} />
      <PartyAndShiftFields
        idFor={idFor}
        partyMax={form.partyMax}
        shifts={form.shifts}
        party={form.values.party}
        shift={form.values.shift}
        errors={form.errors}
      />
      <Honeypot id={idFor('website')} name={SIGNUP_FIELDS.honeypot} />
      <p id={idFor('privacy')} className="text-sm text-gray-700">
        {form.privacyNotice}
      </p>
      <button type="submit" aria-describedby={idFor('privacy')} className={buttonClass('primary')}>
        Sign up
      </button>
    </form>
  );
}
