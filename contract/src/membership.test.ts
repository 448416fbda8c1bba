import { describe, expect, it } from 'vitest';
import {
  currentMembershipYear,
  inGoodStandingOn,
  lastPaidYear,
  membershipYearOf,
  statusForYear,
  tenPercentRoundedUp,
  todayInMembershipTimeZone,
} from './membership';

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
    expect(todayInMembershipTimeZone(newYearsEveInVancouver)).toBe('2026-12-31');
    expect(currentMembershipYear(newYearsEveInVancouver)).toBe(2026);
    expect(currentMembershipYear(new Date('2027-01-01T08:00:00Z'))).toBe(2027);
    // Summer time: UTC-7.
    expect(todayInMembershipTimeZone(new Date('2026-07-01T06:59:00Z'))).toBe('2026-06-30');
    expect(todayInMembershipTimeZone(new Date('2026-07-01T07:00:00Z'))).toBe('2026-07-01');
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
