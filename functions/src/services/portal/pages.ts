import { formatClockTime, formatLongDate } from '@roca/contract/day-format';
import { todayInVancouver } from '@roca/contract/days';
import { messagePage, type PageAnswer, type PortalHomePage, type PortalSignInPage, type PortalSignup } from '@roca/contract/function-pages';
import { MAIL_TOPIC_LABELS, MEMBER_TOPICS, topicConsentsOf } from '@roca/contract/mail';
import type { Member, Payment } from '@roca/contract/members';
import { currentMembershipYear, MEMBER_CATEGORY_LABELS, PAYMENT_METHOD_LABELS, plainStanding } from '@roca/contract/membership';
import { MEMBER_REQUESTS, MEMBER_SESSION, type MemberPayment, type MemberRequestKind } from '@roca/contract/portal-choices';
import { SIGNUP_STATUS_LABELS } from '@roca/contract/signup-choices';
import type { AddressSignup } from '@roca/contract/signups';
import { maskEmail } from '@roca/contract/staff-accounts';
import { readSiteSettings } from '../content';
import { membersWithEmail, readMember } from '../members';
import { signupsOfAddress } from '../signups';
import type { MemberSession } from './sessions';

/** The pages of My membership (contract/src/function-pages.ts), as the services answer them. */

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A yyyy-mm-dd date as the site writes dates: "January 5, 2026". */
export const dateInWords = (isoDate: string) => LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));

/** The sign-in form (`ask`), or the one answer to it (`sent`). */
export function signInPage({
  state,
  email = '',
  errors = {},
  notice = null,
}: {
  state: PortalSignInPage['state'];
  email?: string;
  errors?: PortalSignInPage['errors'];
  notice?: string | null;
}): PortalSignInPage {
  const refused = Object.keys(errors).length > 0;
  const title = state === 'sent' ? 'Check your e-mail' : 'My membership';
  return {
    kind: 'portal-sign-in',
    title: refused ? `Error - ${title}` : title,
    description: 'See your membership, receipts and e-mail choices, and change your details: sign in with a link by e-mail, no password.',
    state,
    email,
    errors,
    notice,
  };
}

/** A payment as the member reads it. */
export const paymentInWords = (payment: Payment): MemberPayment => ({
  id: payment.id,
  date: dateInWords(payment.date),
  amount: `$${payment.amount.toFixed(2)}`,
  method: PAYMENT_METHOD_LABELS[payment.method],
  year: payment.year,
  reference: payment.reference ?? '',
});

/** What is on record of a topic choice: "Given on January 5, 2026 (Membership form)". */
function recorded(choice: { given: boolean; date: string; source: string } | undefined): string {
  if (!choice) return 'No choice on record';
  const when = choice.date ? ` on ${dateInWords(choice.date)}` : '';
  return `${choice.given ? 'Given' : 'Not given'}${when}${choice.source ? ` (${choice.source})` : ''}`;
}

const SESSION_NOTE = `For your safety you are signed out after ${MEMBER_SESSION.idleMinutes} minutes without activity, and ${MEMBER_SESSION.absoluteHours} hours after signing in. Sign in again with a new link at any time.`;

/** The member's own page, with what the last POST did, or a form sent back with its errors. */
export async function homePage(
  session: MemberSession,
  { status = 200, outcome = null, refused = null }: { status?: number; outcome?: string | null; refused?: PortalHomePage['refused'] } = {},
): Promise<PageAnswer> {
  const [member, settings, household] = await Promise.all([
    readMember(session.memberId),
    readSiteSettings(),
    session.memberIds.length > 1 ? membersWithEmail(session.email) : Promise.resolve([]),
  ]);
  if (!member) return { status: 404, page: messagePage('This membership is no longer on the register', [NOT_ON_REGISTER]) };
  const signups = member.email ? await signupsOfAddress(member.email) : [];
  const year = currentMembershipYear();
  const choices = topicConsentsOf(member);
  const heading = `${member.firstName} ${member.lastName}`;
  return {
    status,
    page: {
      kind: 'portal-home',
      title: refused ? `Error - My membership` : 'My membership',
      description: `The membership of ${heading}.`,
      member: memberFacts(member),
      standing: plainStanding(member, year),
      year,
      payments: [...member.payments].reverse().map(paymentInWords),
      signups: signups.map(signupInWords),
      topics: MEMBER_TOPICS.map((topic) => ({
        topic,
        ...MAIL_TOPIC_LABELS[topic],
        given: choices[topic]?.given === true,
        recorded: recorded(choices[topic]),
      })),
      pendingEmail: session.pendingEmail ? maskEmail(session.pendingEmail) : null,
      household: household
        .filter((m) => m.id !== member.id && session.memberIds.includes(m.id))
        .map((m) => ({ id: m.id, name: `${m.firstName} ${m.lastName}` })),
      outcome,
      refused,
      requestKinds: (Object.keys(MEMBER_REQUESTS) as MemberRequestKind[]).map((value) => ({ value, label: MEMBER_REQUESTS[value] })),
      contactEmail: settings.email,
      sessionNote: SESSION_NOTE,
    },
  };
}

/** When a sign-up's date is, as the site writes it: "Saturday, December 5, 2026 at 10:00 AM". */
export const signupWhen = (signup: Pick<AddressSignup, 'date' | 'time'>) =>
  `${formatLongDate(signup.date)}${signup.time ? ` at ${formatClockTime(signup.time)}` : ''}`;

/** One of the member's event sign-ups; its own page while it may still change (not ended, not past). */
function signupInWords(signup: AddressSignup): PortalSignup {
  const open = signup.link !== null && signup.status !== 'cancelled' && signup.date >= todayInVancouver();
  return {
    id: signup.id,
    event: signup.eventTitle,
    when: signupWhen(signup),
    location: signup.location,
    party: signup.party,
    shift: signup.shift,
    status: SIGNUP_STATUS_LABELS[signup.status],
    page: open ? signup.link : null,
  };
}

function memberFacts(member: Member): PortalHomePage['member'] {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email ?? '',
    phone: member.phone ?? '',
    address: member.address,
    category: MEMBER_CATEGORY_LABELS[member.category],
    joinedOn: dateInWords(member.joinedOn),
  };
}

const NOT_ON_REGISTER =
  'The member this session was for is no longer on the register of members, so there is nothing to show. Write to the association if you think this is a mistake.';
