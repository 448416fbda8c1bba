import type { SubscribeFormView } from '@roca/contract/function-pages';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  SUBSCRIBE_FIELDS,
  subscribeConsentWording,
  type SubscribeSource,
} from '@roca/contract/subscription-choices';
import { buttonClass } from './page';
import { CheckedEmailField, ErrorSummary, Honeypot } from './checked-form';

/** Where the form posts: the function answers with the next page (docs/mail.md, "Development updates"). */
const SUBSCRIBE_ACTION = '/mail/subscribe';

/** The form as a public page shows it: empty, on "every update". */
export const emptySubscribeForm = (source: SubscribeSource, associationName: string): SubscribeFormView => ({
  source,
  values: { email: '', frequency: '' },
  errors: {},
  consentWording: subscribeConsentWording(associationName),
});

/**
 * The subscribe form to development updates, on the home page's updates section and /rezoning, and
 * again on the page POST /mail/subscribe answers with errors. Plain HTML that works without
 * JavaScript (docs/decisions/015): the page script's form checks show a missing or malformed
 * address beside the field; the server checks everything again. The honeypot field is out of
 * sight and out of the keyboard's and screen readers' way; bots that fill every field fill it.
 */
export function SubscribeForm({ form, headingLevel = 3 }: { form: SubscribeFormView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const idFor = (field: string) => `subscribe-${field}`;
  const errors = Object.entries(form.errors).map(([field, message]): [string, string] => [idFor(field), message]);
  const frequency = form.values.frequency || 'every';
  return (
    <form
      method="post"
      action={SUBSCRIBE_ACTION}
      data-checked-form
      aria-labelledby="subscribe-heading"
      className="max-w-xl space-y-4 rounded-lg border border-gray-200 bg-brand-50 p-4"
    >
      <Heading id="subscribe-heading" className="text-xl font-bold text-brand-900">
        Get development updates by e-mail
      </Heading>
      <ErrorSummary headingLevel={3} errors={errors} />
      <input type="hidden" name={SUBSCRIBE_FIELDS.source} value={form.source} />
      <CheckedEmailField id={idFor('email')} name={SUBSCRIBE_FIELDS.email} defaultValue={form.values.email} error={form.errors.email} />
      <fieldset id={idFor('frequency')} aria-describedby={form.errors.frequency ? `${idFor('frequency')}-error` : undefined}>
        <legend className="font-semibold text-gray-900">How often</legend>
        {form.errors.frequency && (
          <p id={`${idFor('frequency')}-error`} className="text-sm font-medium text-red-800">
            {form.errors.frequency}
          </p>
        )}
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
          {ALERT_FREQUENCIES.map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name={SUBSCRIBE_FIELDS.frequency}
                value={value}
                defaultChecked={value === frequency}
                className="h-5 w-5 accent-brand-700"
              />
              {ALERT_FREQUENCY_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <Honeypot id={idFor('website')} name={SUBSCRIBE_FIELDS.honeypot} />
      <p id={idFor('consent')} className="text-sm text-gray-700">
        {form.consentWording}
      </p>
      <button type="submit" aria-describedby={idFor('consent')} className={buttonClass('primary')}>
        Subscribe
      </button>
    </form>
  );
}
