import {
  messagePage,
  type FunctionPage,
  type PageAnswer,
  type SignupOccurrenceView,
  type SignupStatusPage,
} from '@roca/contract/function-pages';
import { fieldErrorsOf } from '@roca/contract/errors';
import { formatDateTime } from '@roca/contract/day-format';
import { LIMITS } from '@roca/contract/limits';
import { SIGNUP_ACTION, signupPrivacyNotice } from '@roca/contract/signup-choices';
import { signupChangeForm, signupForm, type SignupFormField } from '@roca/contract/signups';
import { maskEmail } from '@roca/contract/staff-accounts';
import { occurrenceOf, type Occurrence } from '@roca/contract/content/occurrences';
import { readCalendarEvent, readSiteSettings } from '../content';
import { readSignupToken } from '../mail';
import { availabilityOf, contextFrom, loadContext, type SignupDateContext } from './dates';
import { signupsCollection, type StoredSignup } from './ledger';
import { acceptOffer, changeSignup, confirmPlace, endSignup, waitlistPosition, type LinkOutcome } from './places';
import { formRefusal, requestSignup } from './requests';
import { heldShift } from './signup-mail';

/**
 * The pages of sign-up (docs/signups.md): the answer to the calendar's form (POST /signup/request), and a
 * sign-up's own page behind the link in its e-mails (GET /signup/{token}), whose buttons confirm,
 * accept an offered place, change the party or shift, and cancel (each a POST; the GET changes
 * nothing, since link scanners open links).
 */

type Fields = Record<string, unknown>;
/** A field sent twice counts as its first. */
const firstValues = (form: Fields) =>
  Object.fromEntries(Object.entries(form).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/** The contract's messages for a form, by field (the first of each); null when it passes. */
function formErrors(schema: typeof signupForm | typeof signupChangeForm, fields: Fields): Record<string, string> | null {
  const parsed = schema.safeParse(fields);
  return parsed.success ? null : fieldErrorsOf(parsed.error);
}

const message = (status: number, title: string, heading: string, paragraphs: string[]): PageAnswer => ({
  status,
  page: messagePage(heading, paragraphs, { title }),
});

const occurrenceView = (occurrence: Occurrence): SignupOccurrenceView => ({
  title: occurrence.event.title,
  date: occurrence.date,
  time: occurrence.time,
  ...(occurrence.endTime ? { endTime: occurrence.endTime } : {}),
  location: occurrence.event.location,
  cancelled: occurrence.cancelled,
  ...(occurrence.movedFrom ? { movedFrom: occurrence.movedFrom } : {}),
  ...(occurrence.rainDate ? { rainDate: occurrence.rainDate } : {}),
  ...(occurrence.note ? { note: occurrence.note } : {}),
});

const NO_SIGNUP = message(404, 'No sign-up', 'This event takes no sign-ups', [
  'The event may have been removed, or its sign-up closed. See the calendar for what is coming up.',
]);

/** What a visitor sees after posting a valid form, whatever the address's state: the page never tells. */
const CHECK_YOUR_EMAIL = message(200, 'Check your e-mail', 'Check your e-mail to confirm your sign-up', [
  'A message with a link is on its way to the address you gave. Open it and press "Confirm my sign-up": your place is held from then, or you join the waitlist if the date is full.',
  `Until you confirm, no place is held, and we delete the request after ${LIMITS.signupConfirmHours} hours. If the message does not arrive in a few minutes, look in your spam folder.`,
]);

/** POST /signup/request: the form again with its errors (400), or "check your e-mail". */
export async function postSignupForm(form: Fields): Promise<PageAnswer> {
  const fields = firstValues(form);
  const eventId = typeof fields.event === 'string' ? fields.event : '';
  const key = typeof fields.date === 'string' ? fields.date : '';
  const event = /^[A-Za-z0-9_-]{1,128}$/.test(eventId) ? await readCalendarEvent(eventId) : null;
  if (!event?.signup) return NO_SIGNUP;
  const context = /^\d{4}-\d{2}-\d{2}$/.test(key) ? contextFrom(event, key) : null;
  const errors: Partial<Record<SignupFormField, string>> =
    (formErrors(signupForm, fields) as Partial<Record<SignupFormField, string>>) ?? {};
  if (!context) errors.date = 'This event has no sign-up on this date';
  const parsed = Object.keys(errors).length === 0 ? signupForm.parse(fields) : null;
  const refused = parsed ? await formRefusal(parsed, context) : null;
  const duplicate = parsed && !refused && context ? await requestSignup(parsed, context) : null;
  const found = { ...errors, ...refused, ...duplicate };
  if (Object.keys(found).length === 0) return CHECK_YOUR_EMAIL;
  const settings = await readSiteSettings();
  const occurrence = context?.occurrence ?? occurrenceOf(event, /^\d{4}-\d{2}-\d{2}$/.test(key) ? key : event.date);
  return {
    status: 400,
    page: {
      kind: 'signup',
      title: `Sign up: ${event.title}`,
      description: `Sign up for ${event.title}.`,
      occurrence: occurrenceView(occurrence),
      form: {
        eventId: event.id,
        key: occurrence.key,
        partyMax: event.signup.partyMax,
        shifts: event.signup.shifts,
        values: {
          name: text(fields.name, LIMITS.signupName),
          email: text(fields.email, LIMITS.email),
          party: text(fields.party, 3),
          shift: text(fields.shift, 32),
        },
        errors: Object.fromEntries(Object.entries(found).filter(([field]) => ['name', 'email', 'party', 'shift', 'date'].includes(field))),
        privacyNotice: signupPrivacyNotice(settings.associationName),
      },
    },
  };
}

const NOT_VALID = message(404, 'Link not valid', 'This sign-up link is not valid', [
  `The link may have been copied only in part or changed, or the sign-up was replaced by a newer one from the same address, or it was deleted (a sign-up not confirmed within ${LIMITS.signupConfirmHours} hours, or ${LIMITS.signupRetentionDays} days after the event). Sign up again on the calendar.`,
]);

type Linked = { id: string; signup: StoredSignup; context: SignupDateContext };

/** The sign-up a link names, with its date; null for a changed, replaced or deleted link, or a date gone from the event. */
async function linked(token: string): Promise<Linked | null> {
  const read = readSignupToken(token);
  if (!read) return null;
  const signup = (await signupsCollection().doc(read.signupId).get()).data() as StoredSignup | undefined;
  if (!signup || signup.nonce !== read.nonce) return null;
  const context = await loadContext(signup.eventId, signup.key);
  return context && { id: read.signupId, signup, context };
}

/** A sign-up's page: what it holds, and the buttons its state allows. */
async function statusPage(
  { id, signup, context }: Linked,
  token: string,
  outcome: string | null,
  status = 200,
  changeErrors = {},
): Promise<PageAnswer> {
  const open = availabilityOf(context) === 'open';
  const future = availabilityOf(context) !== 'past' && !context.occurrence.cancelled;
  const base = `${SIGNUP_ACTION}/${token}`;
  const changeable = future && (signup.status === 'confirmed' || signup.status === 'waiting');
  const page: SignupStatusPage = {
    kind: 'signup-status',
    title: `Your sign-up: ${context.event.title}`,
    description: `Your sign-up for ${context.event.title}.`,
    occurrence: occurrenceView(context.occurrence),
    name: signup.name,
    maskedEmail: maskEmail(signup.email),
    party: signup.party,
    // The shift held, or the one asked for while no place is held yet.
    shift: heldShift(
      context.occurrence,
      signup.shiftId ?? (signup.status === 'waiting' || signup.status === 'unconfirmed' ? signup.wantedShiftId : null),
    ),
    status: signup.status,
    position: signup.status === 'waiting' ? await waitlistPosition(context, id) : null,
    offerDeadline:
      signup.status === 'offered' && signup.offerExpiresAt ? formatDateTime(signup.offerExpiresAt.toDate(), { long: true }) : null,
    outcome,
    actions: {
      confirm: signup.status === 'unconfirmed' && open ? `${base}/confirm` : null,
      accept: signup.status === 'offered' && future ? `${base}/accept` : null,
      cancel: future && signup.status !== 'cancelled' ? `${base}/cancel` : null,
      change: changeable ? `${base}/change` : null,
    },
    change: changeable
      ? {
          partyMax: context.event.signup.partyMax,
          shifts: context.event.signup.shifts,
          party: signup.party,
          shift: signup.wantedShiftId ?? '',
          errors: changeErrors,
        }
      : null,
  };
  return { status, page: page satisfies FunctionPage };
}

/** GET /signup/{token}: the sign-up and its buttons; nothing changes. */
export async function showSignup(token: string): Promise<PageAnswer> {
  const found = await linked(token);
  return found ? statusPage(found, token, null) : NOT_VALID;
}

const OUTCOMES: Record<string, string> = {
  confirmed: 'Your place is confirmed. We e-mailed you the confirmation with a calendar file.',
  waiting: 'The date is full: you are on the waitlist. We e-mail you if a place frees.',
  accepted: 'The place is yours. We e-mailed you the confirmation with a calendar file.',
  cancelled: 'Your sign-up is cancelled.',
  changed: 'Your sign-up is changed.',
  'not-now': 'Nothing changed: your sign-up is already as shown below.',
  closed: 'Nothing changed: sign-up for this date closed before you confirmed.',
  'offer-gone': 'Nothing changed: the place was held for you only until its deadline, and it has gone to the next person.',
};

/** What a button did, said on the page it answers with. */
async function answer(token: string, outcome: LinkOutcome, said: string): Promise<PageAnswer> {
  const found = await linked(token);
  if (!found) return NOT_VALID;
  const text = outcome.done ? said : outcome.reason === 'closed' ? OUTCOMES.closed : OUTCOMES['not-now'];
  return statusPage(found, token, text, outcome.done || outcome.reason !== 'not-valid' ? 200 : 404);
}

/** POST /signup/{token}/{action}: a button of the page. */
export async function postSignupAction(token: string, action: string, form: Fields): Promise<PageAnswer> {
  const found = await linked(token);
  if (!found) return NOT_VALID;
  const { id, signup, context } = found;
  switch (action) {
    case 'confirm': {
      const outcome = await confirmPlace(context, id, signup.nonce);
      return answer(token, outcome, outcome.done && outcome.signup.status === 'waiting' ? OUTCOMES.waiting : OUTCOMES.confirmed);
    }
    case 'accept': {
      const outcome = await acceptOffer(context, id, signup.nonce);
      if (!outcome.done && signup.status === 'offered') return statusPage((await linked(token)) ?? found, token, OUTCOMES['offer-gone']);
      return answer(token, outcome, OUTCOMES.accepted);
    }
    case 'cancel':
      return answer(token, await endSignup(context, id, { nonce: signup.nonce }, 'cancelled'), OUTCOMES.cancelled);
    case 'change': {
      const fields = firstValues(form);
      const errors = formErrors(signupChangeForm, fields);
      if (errors) return statusPage(found, token, null, 400, errors);
      const change = signupChangeForm.parse(fields);
      if (change.party > context.event.signup.partyMax) {
        return statusPage(found, token, null, 400, { party: `Party size must be at most ${context.event.signup.partyMax} for this event` });
      }
      if (change.shift && !context.event.signup.shifts.some((s) => s.id === change.shift)) {
        return statusPage(found, token, null, 400, { shift: 'Choose one of the shifts' });
      }
      const outcome = await changeSignup(context, id, signup.nonce, change);
      if (!outcome.done && outcome.reason === 'full') {
        return statusPage(found, token, null, 400, { party: 'Not enough places are free for a larger party on this date' });
      }
      if (!outcome.done && outcome.reason === 'shift-full')
        return statusPage(found, token, null, 400, { shift: 'That shift is full: choose another, or none' });
      return answer(token, outcome, OUTCOMES.changed);
    }
    default:
      return message(404, 'Not found', 'This page does not exist', ['Open the link from your e-mail again.']);
  }
}
