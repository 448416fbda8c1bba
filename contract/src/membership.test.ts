import { describe, expect, it } from 'vitest';
import { renewalStanding } from './membership';

/**
 * The renewal rule (docs/members.md, "Renewals"): the Renewals screen's list, the mail audiences
 * "renewals due" and "lapsed last year", and the renewal reminders all read it from here.
 */
const YEAR = 2026;
const paid = (...years: number[]) => years.map((year) => ({ year, date: `${year}-02-01` }));
const standing = (payments: ReturnType<typeof paid>, joinedOn = '2020-01-01') => renewalStanding({ payments, joinedOn }, YEAR);

describe('who is reminded to renew', () => {
  it('is due after paying for last year and not yet for this one', () => {
    expect(standing(paid(2024, 2025))).toEqual({ kind: 'renewals-due', reason: 'Paid for 2025, not yet for 2026' });
  });

  it('is due after joining last year or this year without paying', () => {
    expect(standing([], '2025-09-14')).toEqual({ kind: 'renewals-due', reason: 'Joined on 2025-09-14, not yet paid for 2026' });
    expect(standing([], '2026-02-01')).toEqual({ kind: 'renewals-due', reason: 'Joined on 2026-02-01, not yet paid for 2026' });
  });

  it('lapsed last year when the last payment was for the year before last', () => {
    expect(standing(paid(2023, 2024))).toEqual({ kind: 'lapsed-last-year', reason: 'Lapsed in 2025 (last paid for 2024)' });
  });

  it('leaves out members in good standing, members gone for longer, and those who never paid since joining long ago', () => {
    expect(standing(paid(2025, 2026))).toBeNull();
    expect(standing(paid(2021))).toBeNull();
    expect(standing([], '2024-12-31')).toBeNull();
  });

  it('leaves out a member who paid ahead for next year only: not this year, but not lapsed either', () => {
    expect(standing(paid(2027))).toBeNull();
  });
});
