import {
  emptyJoinForm,
  JOIN_FIELDS,
  JOIN_PAYMENT_CHOICES,
  type JoinField,
  type JoinFormView,
  type JoiningContent,
} from '@roca/contract/join-choices';
import { fieldErrorsOf } from '@roca/contract/errors';
import type { PageAnswer } from '@roca/contract/function-pages';
import { joinInput, type JoinInput, type PendingJoin } from '@roca/contract/joins';
import { LIMITS } from '@roca/contract/limits';
import { MEMBER_TOPICS, topicConsentsOf } from '@roca/contract/mail';
import { currentMembershipYear, MEMBER_CATEGORIES, statusForYear } from '@roca/contract/membership';
import { makeRenewalToken, readRenewalToken } from '../mail';
import { membersCollection, storedPayments } from '../members';
import { joiningContent } from '../content';
import { createPendingJoin } from './pending-joins';

/**
 * The pages of the join form (docs/members.md, "Joining online"): what POST /membership/join
 * answers, and the page a reminder's renewal link opens. A refused form comes back as it was
 * sent, with each error beside its field and in the summary (WCAG 2.2, 3.3.1 and 3.3.3), and
 * nothing stored.
 */

/** What the form's POST leads to: a page, or PayPal's approval page for a join to pay there. */
export type JoinAnswer = PageAnswer | { status: 303; payAtPayPal: PendingJoin };

const RENEWAL_NOT_VALID = `This renewal link is not valid (it may have been copied in part, or be more than ${LIMITS.renewalLinkDays} days old). Send the form to join as a new member, or write to the association.`;

/** The member a renewal link's token names, if it is still on the register, and whether they paid for `year` already. */
async function renewedMember(token: string, year: number): Promise<{ memberId: string; paid: boolean } | null> {
  const memberId = readRenewalToken(token);
  if (!memberId) return null;
  const member = await membersCollection().doc(memberId).get();
  if (!member.exists) return null;
  return { memberId, paid: statusForYear(storedPayments(member.data()), year) === 'in-good-standing' };
}

/**
 * A renewal for a year the member paid for already (an old reminder's link, a second tab, My
 * membership's Renew after paying): refused with the reason, nothing stored and nothing charged.
 */
const alreadyPaid = (year: number): PageAnswer => ({
  status: 409,
  page: {
    kind: 'message',
    title: `Already paid for ${year}`,
    description: 'There is nothing to renew.',
    heading: `Your membership is already paid for ${year}`,
    paragraphs: [
      `A payment for ${year} is on record, so there is nothing to renew: you are a member through December 31, ${year}. Nothing was stored and nothing was charged.`,
      `You can renew for ${year + 1} from January 1, ${year + 1}. My membership shows your payments and can e-mail your receipt again.`,
    ],
  },
});

const firstText = (value: unknown): string =>
  typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : '';

/** The form as it was sent, only with values the form can show (a tampered choice is left unchosen). */
function sentValues(form: Record<string, unknown>): JoinFormView['values'] {
  const topics = [form.topics ?? []].flat();
  return {
    memberName: firstText(form.memberName),
    email: firstText(form.email),
    address: firstText(form.address),
    category: MEMBER_CATEGORIES.find((c) => c === form.category) ?? '',
    isAdult: firstText(form.isAdult) !== '',
    topics: MEMBER_TOPICS.filter((topic) => topics.includes(topic)),
    payment: JOIN_PAYMENT_CHOICES.find((p) => p === form.payment) ?? '',
  };
}

/** The form's fields by the names it sends them under; anything else (an unknown field) is the form's as a whole. */
const FIELD_BY_NAME = new Map(
  Object.entries(JOIN_FIELDS)
    .filter(([field]) => field !== 'honeypot')
    .map(([field, name]) => [name as string, field as JoinField]),
);

function joinPage(form: JoinFormView, status: number): PageAnswer {
  const renewing = form.renewal !== null;
  const hasErrors = Object.keys(form.errors).length > 0;
  const heading = renewing ? 'Renew your membership' : 'Join the association';
  return {
    status,
    page: {
      kind: 'join',
      // A title that says so first: it is what a screen reader announces of the page.
      title: hasErrors ? `Error - ${heading}` : heading,
      description: heading,
      heading,
      form,
    },
  };
}

/** Why a form that parsed cannot be taken as it is: a way to pay the site does not offer now. */
function paymentProblem(input: JoinInput, joining: JoiningContent): string | null {
  if (input.payment === 'paypal' && !joining.payOnline)
    return 'Paying by PayPal is not available at the moment: please choose another way.';
  if (input.payment === 'e-transfer' && !joining.eTransferAddress) return 'Paying by e-Transfer is not offered: please choose another way.';
  return null;
}

/**
 * POST /membership/join: a pending join, then PayPal's approval page (303) or the page that says
 * how to pay by e-Transfer, cheque or cash; or the form again with its errors (400), nothing
 * stored. A renewal link's token that does not verify, or names no member, is an error too.
 */
/** The answer to a form whose hidden field was filled (a bot's, as far as we can tell). */
const JOIN_NOT_SENT = 'The form could not be sent. Please try again later, or write to the association.';

export async function sendJoinForm(form: Record<string, unknown>): Promise<JoinAnswer> {
  const joining = await joiningContent();
  const year = currentMembershipYear();
  const parsed = joinInput.safeParse(form);
  const errors: JoinFormView['errors'] = {};
  if (!parsed.success) {
    // A field the form does not have (a changed page, a bot) is said once, above the form.
    for (const [name, message] of Object.entries(fieldErrorsOf(parsed.error))) {
      const field = FIELD_BY_NAME.get(name.split('.')[0]) ?? 'form';
      errors[field] ??= field === 'form' ? `The form had fields it does not have (${name}): please send it from this page.` : message;
    }
  }
  const input = parsed.success ? parsed.data : undefined;
  // A person never sees the honeypot field; a bot that fills it gets an answer and nothing is
  // stored. The answer says nothing of the field: it must not teach a bot how to get through.
  if (input?.website) errors.form = JOIN_NOT_SENT;
  const payment = input && paymentProblem(input, joining);
  if (payment) errors.payment = payment;
  const token = firstText(form.renew) || null;
  const renewed = token && !errors.renewal ? await renewedMember(token, year) : null;
  if (token && !renewed) errors.renewal = RENEWAL_NOT_VALID;
  if (renewed?.paid) return alreadyPaid(year);
  const memberId = renewed?.memberId ?? null;

  if (!input || Object.keys(errors).length > 0) {
    // A renewal link that failed is left out: the form sent again joins as a new member.
    const renewal = errors.renewal ? null : token;
    return joinPage({ ...emptyJoinForm(joining, year, renewal), values: sentValues(form), errors }, 400);
  }
  const join = await createPendingJoin(input, memberId);
  if (input.payment === 'paypal') return { status: 303, payAtPayPal: join };
  return {
    status: 200,
    page: {
      kind: 'join-pay-later',
      title: `Your reference is ${join.reference}`,
      description: 'How to pay your membership',
      reference: join.reference,
      payment: input.payment,
      amount: join.amount,
      year: join.year,
      eTransferAddress: joining.eTransferAddress,
      renewal: memberId !== null,
    },
  };
}

/**
 * GET /membership/renew/{token}, a renewal reminder's link: the join form with the token in it
 * (opening it stores nothing). A token that does not verify: the form for a new member, saying so.
 * Null when the site keeps the hosted button: the link then leads to /membership.
 */
export async function renewalPage(token: string): Promise<PageAnswer | null> {
  const joining = await joiningContent();
  if (!joining.payOnline) return null;
  const year = currentMembershipYear();
  const renewed = await renewedMember(token, year);
  if (renewed?.paid) return alreadyPaid(year);
  if (renewed) return joinPage(emptyJoinForm(joining, year, token), 200);
  return joinPage({ ...emptyJoinForm(joining, year), errors: { renewal: RENEWAL_NOT_VALID } }, 404);
}

/**
 * My membership's Renew (docs/members.md, "My membership"): the join form of today's flow, filled
 * in from the member's entry of the register and carrying a renewal token for them, so paying it
 * renews them as a reminder's link does; refused when they paid for the year already. Null when
 * the site keeps the hosted button: Renew then leads to /membership.
 */
export async function renewalPageForMember(memberId: string): Promise<PageAnswer | null> {
  const joining = await joiningContent();
  if (!joining.payOnline) return null;
  const year = currentMembershipYear();
  const member = await membersCollection().doc(memberId).get();
  const data = member.data();
  if (!data) return null;
  if (statusForYear(storedPayments(data), year) === 'in-good-standing') return alreadyPaid(year);
  const topics = topicConsentsOf(data);
  const form = emptyJoinForm(joining, year, makeRenewalToken(memberId));
  return joinPage(
    {
      ...form,
      values: {
        ...form.values,
        memberName: `${data.firstName} ${data.lastName}`.slice(0, LIMITS.memberName),
        email: String(data.email ?? ''),
        address: String(data.address ?? ''),
        category: MEMBER_CATEGORIES.find((c) => c === data.category) ?? '',
        isAdult: data.isAdult === true,
        topics: MEMBER_TOPICS.filter((topic) => topics[topic]?.given),
      },
    },
    200,
  );
}
