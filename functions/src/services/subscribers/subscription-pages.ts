import { messagePage, type PageAnswer } from '@roca/contract/function-pages';
import { fieldErrorsOf } from '@roca/contract/errors';
import { LIMITS } from '@roca/contract/limits';
import { maskEmail } from '@roca/contract/staff-accounts';
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, SUBSCRIBE_SOURCES, subscribeConsentWording } from '@roca/contract/subscription-choices';
import { subscribeForm } from '@roca/contract/subscriptions';
import { readSiteSettings } from '../content';
import { confirmationState, confirmSubscription, requestSubscription, type ConfirmationState } from './subscribers';

/**
 * The pages of a subscription to development updates (docs/mail.md, "Development updates"):
 * the answer to the subscribe form, and the confirmation link's page, whose button confirms.
 */

/** A message page under its own short title. */
const message = (title: string, heading: string, paragraphs: string[]) => messagePage(heading, paragraphs, { title });

/** The same answer for every valid request, so the page never tells whether an address is subscribed. */
const CHECK_YOUR_EMAIL = message('Check your e-mail', 'Check your e-mail to confirm', [
  'If the address can receive mail, a message with a link is on its way to it. Open the link and press the button to confirm your subscription.',
  `Until you confirm, we send nothing else to that address, and we delete the request after ${LIMITS.subscriberPendingDays} days. If the message does not arrive in a few minutes, look in your spam folder.`,
]);

/** POST /mail/subscribe: the form again with its errors (400), or "check your e-mail". A repeated field counts as its first. */
export async function subscribe(form: Record<string, unknown>): Promise<PageAnswer> {
  const fields = Object.fromEntries(Object.entries(form).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  const parsed = subscribeForm.safeParse(fields);
  if (parsed.success) {
    await requestSubscription(parsed.data);
    return { status: 200, page: CHECK_YOUR_EMAIL };
  }
  const { email, frequency: frequencyError } = fieldErrorsOf(parsed.error);
  const errors = { ...(email ? { email } : {}), ...(frequencyError ? { frequency: frequencyError } : {}) };
  const settings = await readSiteSettings();
  const frequency = ALERT_FREQUENCIES.find((f) => f === fields.frequency) ?? '';
  return {
    status: 400,
    page: {
      kind: 'subscribe',
      title: 'Subscribe to development updates',
      description: 'Get an e-mail when the association posts a development update.',
      form: {
        source: SUBSCRIBE_SOURCES.find((s) => s === fields.source) ?? '/',
        values: { email: typeof fields.email === 'string' ? fields.email.slice(0, LIMITS.email) : '', frequency },
        errors,
        consentWording: subscribeConsentWording(settings.associationName),
      },
    },
  };
}

const NOT_VALID: PageAnswer = {
  status: 404,
  page: message('Link not valid', 'This confirmation link is not valid', [
    `The link may have been copied only in part, or changed, or it is older than ${LIMITS.subscriberPendingDays} days, or a newer request replaced it. Subscribe again with the form on the home page, and use the link in the newest message.`,
  ]),
};

const ALREADY: PageAnswer = {
  status: 200,
  page: message('Already subscribed', 'You are already subscribed', [
    'This subscription is confirmed. Every message we send has a link to unsubscribe or change your choices.',
  ]),
};

/** GET /mail/confirm/{token}: the request and its button; nothing changes. */
export async function showConfirmation(token: string): Promise<PageAnswer> {
  const state = await confirmationState(token);
  if (state.state !== 'waiting') return answerFor(state);
  return {
    status: 200,
    page: {
      kind: 'confirm-subscription',
      title: 'Confirm your subscription',
      description: 'Confirm your subscription to development updates.',
      maskedEmail: maskEmail(state.email),
      frequencyLabel: ALERT_FREQUENCY_LABELS[state.frequency],
      confirmAction: `/mail/confirm/${token}`,
    },
  };
}

function answerFor(state: ConfirmationState): PageAnswer {
  return state.state === 'invalid' ? NOT_VALID : ALREADY;
}

/** POST /mail/confirm/{token}: the button. A second press says it is confirmed already and changes nothing. */
export async function confirm(token: string): Promise<PageAnswer> {
  const state = await confirmSubscription(token);
  if (state.state !== 'waiting') return answerFor(state);
  return {
    status: 200,
    page: message('Subscribed', 'You are subscribed', [
      `You will get development updates by e-mail: ${ALERT_FREQUENCY_LABELS[state.frequency].toLowerCase()}.`,
      'Every message has a link to unsubscribe in one click, or to change your choices.',
    ]),
  };
}
