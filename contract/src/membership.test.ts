import { describe, expect, it } from 'vitest';
import {
  currentMembershipYear,
  inGoodStandingOn,
  lastPaidYear,
  membershipYearOf,
  plainStanding,
  renewalStanding,
  statusForYear,
  tenPercentRoundedUp,
} from './membership';
import { todayInVancouver } from './days';

/** The membership year, standing and quorum arithmetic (docs/members.md), from literal payments. */

const paid = (...payments: [year: number, date: string][]) => payments.map(([year, date]) => ({ year, date }));

describe('the membership year', () => {
  it('runs January 1 to December 31 of the date', () => {
    expect(membershipYearOf('2026-01-01')).toBe(2026);
    expect(membershipYearOf('2026-12-31')).toBe(2026);
  });

  it("turns at midnight in Vancouver, not in UTC nor on the server's clock", () => {
    // 2027-01-01 05:00 UTC is still New Year's Eve in Vancouver (UTC-8).
    const newYearsEveInVancouver = new Date('2027-01-01T05:00:00Z');
    expect(todayInVancouver(newYearsEveInVancouver)).toBe('2026-12-31');
    expect(currentMembershipYear(newYearsEveInVancouver)).toBe(2026);
    expect(currentMembershipYear(new Date('2027-01-01T08:00:00Z'))).toBe(2027);
    // Summer time: UTC-7.
    expect(todayInVancouver(new Date('2026-07-01T06:59:00Z'))).toBe('2026-06-30');
    expect(todayInVancouver(new Date('2026-07-01T07:00:00Z'))).toBe('2026-07-01');
  });
});

describe('standing for a year, from the payments alone', () => {
  it.each([
    [paid([2026, '2026-02-01']), 2026, 'in-good-standing'],
    // Paid early, in December, for the next year.
    [paid([2027, '2026-12-15']), 2027, 'in-good-standing'],
    [paid([2024, '2024-02-01'], [2025, '2025-03-01']), 2026, 'lapsed'],
    [paid([2027, '2026-12-15']), 2026, 'never-paid'],
    [[], 2026, 'never-paid'],
  ])('%j for %i: %s', (payments, year, status) => {
    expect(statusForYear(payments, year)).toBe(status);
  });
});

describe('good standing on a day (the voter list of a meeting)', () => {
  const payments = paid([2026, '2026-03-10']);

  it('needs a payment for that day’s year, made on or before the day', () => {
    expect(inGoodStandingOn(payments, '2026-03-10')).toBe(true);
    expect(inGoodStandingOn(payments, '2026-12-31')).toBe(true);
    // Paid after the meeting: not a voter at it.
    expect(inGoodStandingOn(payments, '2026-03-09')).toBe(false);
    // Last year's payment does not carry into this year.
    expect(inGoodStandingOn(payments, '2027-01-01')).toBe(false);
  });
});

describe('the last year paid for', () => {
  it('is the latest year of any payment, in whatever order they come; none without payments', () => {
    expect(lastPaidYear(paid([2026, '2026-01-05'], [2024, '2024-01-05'], [2025, '2025-01-05']))).toBe(2026);
    expect(lastPaidYear([])).toBeNull();
  });
});

describe('10% of the voting members, rounded up (quorum, a special meeting)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [10, 1],
    [11, 2],
    [30, 3],
    [101, 11],
  ])('of %i members is %i', (members, needed) => {
    expect(tenPercentRoundedUp(members)).toBe(needed);
  });
});

/**
 * The renewal rule (docs/members.md, "Renewals"): the Renewals screen's list, the mail audiences
 * "renewals due" and "lapsed last year", and the renewal reminders all read it from here.
 */
const YEAR = 2026;
const paidFor = (...years: number[]) => years.map((year) => ({ year, date: `${year}-02-01` }));
const standing = (payments: ReturnType<typeof paidFor>, joinedOn = '2020-01-01') => renewalStanding({ payments, joinedOn }, YEAR);

describe('who is reminded to renew', () => {
  it('is due after paying for last year and not yet for this one', () => {
    expect(standing(paidFor(2024, 2025))).toEqual({ kind: 'renewals-due', reason: 'Paid for 2025, not yet for 2026' });
  });

  it('is due after joining last year or this year without paying', () => {
    expect(standing([], '2025-09-14')).toEqual({ kind: 'renewals-due', reason: 'Joined on 2025-09-14, not yet paid for 2026' });
    expect(standing([], '2026-02-01')).toEqual({ kind: 'renewals-due', reason: 'Joined on 2026-02-01, not yet paid for 2026' });
  });

  it('lapsed last year when the last payment was for the year before last', () => {
    expect(standing(paidFor(2023, 2024))).toEqual({ kind: 'lapsed-last-year', reason: 'Lapsed in 2025 (last paid for 2024)' });
  });

  it('leaves out members in good standing, members gone for longer, and those who never paid since joining long ago', () => {
    expect(standing(paidFor(2025, 2026))).toBeNull();
    expect(standing(paidFor(2021))).toBeNull();
    expect(standing([], '2024-12-31')).toBeNull();
  });

  it('leaves out a member who paid ahead for next year only: not this year, but not lapsed either', () => {
    expect(standing(paidFor(2027))).toBeNull();
  });
});

describe("a member's standing in plain words (My membership)", () => {
  const member = (joinedOn: string, ...payments: [year: number, date: string][]) => ({ joinedOn, payments: paid(...payments) });

  it('says paid through the end of the last year paid for', () => {
    expect(plainStanding(member('2025-03-01', [2026, '2026-01-10']), 2026)).toEqual({
      kind: 'paid',
      text: 'Paid through December 31, 2026',
    });
    // Paid ahead in December: through the next year's end.
    expect(plainStanding(member('2025-03-01', [2026, '2026-01-10'], [2027, '2026-12-01']), 2026).text).toBe(
      'Paid through December 31, 2027',
    );
  });

  it('says renewal due as the renewal list does, lapsed after that, and not paid when nothing is on record', () => {
    expect(plainStanding(member('2024-03-01', [2025, '2025-02-01']), 2026)).toEqual({
      kind: 'renewal-due',
      text: 'Renewal due: paid through December 31, 2025, not yet for 2026',
    });
    expect(plainStanding(member('2026-02-01'), 2026)).toEqual({ kind: 'renewal-due', text: 'Renewal due: not yet paid for 2026' });
    expect(plainStanding(member('2020-02-01', [2023, '2023-02-01']), 2026)).toEqual({
      kind: 'lapsed',
      text: 'Lapsed: last paid through December 31, 2023',
    });
    expect(plainStanding(member('2020-02-01'), 2026)).toEqual({ kind: 'not-paid', text: 'Not paid: no payment is on record' });
  });
});
