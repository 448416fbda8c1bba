import { todayInVancouver } from './days';
/**
 * The society's membership rules (docs/members.md), zod-free so any staff screen and the server
 * share them: categories, payment methods, the fee, the membership year and good standing.
 */

export const MEMBER_CATEGORIES = ['resident', 'property-owner', 'business'] as const;
export type MemberCategory = (typeof MEMBER_CATEGORIES)[number];
export const MEMBER_CATEGORY_LABELS: Record<MemberCategory, string> = {
  resident: 'Resident',
  'property-owner': 'Property owner',
  business: 'Business owner or operator',
};

export const PAYMENT_METHODS = ['paypal', 'e-transfer', 'cheque', 'cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  paypal: 'PayPal',
  'e-transfer': 'E-transfer',
  cheque: 'Cheque',
  cash: 'Cash',
  other: 'Other',
};

/** A member's standing for a membership year. */
export const MEMBER_STATUSES = ['in-good-standing', 'lapsed', 'never-paid'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  'in-good-standing': 'In good standing',
  lapsed: 'Lapsed',
  'never-paid': 'Never paid',
};

export const MEMBERSHIP = {
  /** The yearly fee the payment button charges ($10 per person; docs/requirements.md, Membership). */
  feeDollars: 10,
  /** Payments for years before this belong in the paper archive, not the register. */
  earliestYear: 2000,
} as const;

/** A PayPal transaction id: 17 letters and digits. */
export const PAYPAL_TRANSACTION_ID = /^[A-Z0-9]{17}$/;

/** The membership year (January 1 to December 31) a yyyy-mm-dd date falls in: today's is Vancouver's (days.ts). */
export const membershipYearOf = (isoDate: string) => Number(isoDate.slice(0, 4));

export const currentMembershipYear = (now = new Date()) => membershipYearOf(todayInVancouver(now));

type PaymentFacts = { year: number; date: string };

/**
 * Standing for a membership year, from the payments alone (never stored): a payment for that year
 * means good standing; otherwise a payment for an earlier year means lapsed, none means never paid.
 */
export function statusForYear(payments: readonly PaymentFacts[], year: number): MemberStatus {
  if (payments.some((p) => p.year === year)) return 'in-good-standing';
  return payments.some((p) => p.year < year) ? 'lapsed' : 'never-paid';
}

/**
 * Good standing on a given day (the AGM's voter list): a payment for that day's membership year,
 * made on or before the day. A payment recorded later does not make someone a voter in the past.
 */
export function inGoodStandingOn(payments: readonly PaymentFacts[], date: string): boolean {
  const year = membershipYearOf(date);
  return payments.some((p) => p.year === year && p.date <= date);
}

/**
 * AGM quorum and the support a special meeting needs: 10% of the voting members (the members in
 * good standing), rounded up. Integer arithmetic: 30 * 0.1 is 3.0000000000000004 in floating point.
 */
export const tenPercentRoundedUp = (count: number) => Math.ceil(count / 10);

/** The most recent membership year a member paid for, or null. */
export function lastPaidYear(payments: readonly PaymentFacts[]): number | null {
  return payments.reduce<number | null>((latest, p) => (latest === null || p.year > latest ? p.year : latest), null);
}

/** Why a member is on the renewal list: their renewal is due, or they lapsed last year. */
export type RenewalStanding = { kind: 'renewals-due' | 'lapsed-last-year'; reason: string };

/**
 * Who is reminded to renew for a membership year (docs/members.md, "Renewals"; docs/mail.md,
 * "Audiences"): the one rule of the Renewals screen, the mail audiences and the renewal
 * reminders. Renewal due: not paid for the year, after paying for the year before, or having
 * joined the year before or this year and never paid. Lapsed last year: last paid for the year
 * before that. Members gone for longer are left to the executive's judgement, not a bulk notice.
 */
export function renewalStanding(
  { payments, joinedOn }: { payments: readonly PaymentFacts[]; joinedOn: string },
  year: number,
): RenewalStanding | null {
  if (statusForYear(payments, year) === 'in-good-standing') return null;
  const last = lastPaidYear(payments);
  if (last === year - 1) return { kind: 'renewals-due', reason: `Paid for ${year - 1}, not yet for ${year}` };
  if (last === year - 2) return { kind: 'lapsed-last-year', reason: `Lapsed in ${year - 1} (last paid for ${year - 2})` };
  if (last === null && membershipYearOf(joinedOn) >= year - 1) {
    return { kind: 'renewals-due', reason: `Joined on ${joinedOn}, not yet paid for ${year}` };
  }
  return null;
}

/** A member's standing as My membership says it (docs/members.md, "My membership"). */
export type PlainStanding = {
  kind: 'paid' | 'renewal-due' | 'lapsed' | 'not-paid';
  /** In plain words: "Paid through December 31, 2026", "Renewal due: ...", "Lapsed: ...". */
  text: string;
};

const yearEnd = (year: number) => `December 31, ${year}`;

/**
 * A member's standing in `year`, in plain words, from the payments alone (as statusForYear): paid
 * through the end of the last year paid for, or why not. "Renewal due" follows the renewal list's
 * rule (renewalStanding): paid last year, or joined last year or this year and never paid.
 */
export function plainStanding(member: { payments: readonly PaymentFacts[]; joinedOn: string }, year: number): PlainStanding {
  const last = lastPaidYear(member.payments);
  if (statusForYear(member.payments, year) === 'in-good-standing') {
    return { kind: 'paid', text: `Paid through ${yearEnd(Math.max(year, last ?? year))}` };
  }
  const renewal = renewalStanding(member, year);
  if (renewal?.kind === 'renewals-due') {
    return {
      kind: 'renewal-due',
      text: last === null ? `Renewal due: not yet paid for ${year}` : `Renewal due: paid through ${yearEnd(last)}, not yet for ${year}`,
    };
  }
  if (last !== null) return { kind: 'lapsed', text: `Lapsed: last paid through ${yearEnd(last)}` };
  return { kind: 'not-paid', text: 'Not paid: no payment is on record' };
}
