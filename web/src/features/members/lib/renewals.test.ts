import { describe, expect, it } from 'vitest';
import type { Member } from '@roca/contract/members';
import { statusForYear } from '@roca/contract/membership';
import { renewalsFor } from './renewals';

const YEAR = 2026;

function member(name: string, paidYears: number[], extra: Partial<Member> = {}): Member {
  const payments = paidYears.map((year, i) => ({ id: `p${i}`, date: `${year}-02-01`, amount: 10, method: 'cash' as const, year }));
  const status = statusForYear(payments, YEAR);
  return {
    id: name,
    firstName: name,
    lastName: 'Test',
    email: `${name.toLowerCase()}@example.org`,
    address: '1 Elm St',
    category: 'resident',
    isAdult: true,
    joinedOn: '2020-01-01',
    consent: { given: true, date: '2020-01-01', source: 'Membership form' },
    payments,
    inGoodStanding: status === 'in-good-standing',
    status,
    createdAt: '',
    updatedAt: '',
    ...extra,
  };
}

describe('who gets the renewal notice', () => {
  // The rule itself is proved beside it (contract/src/membership.test.ts); here, the list the screen shows.
  it('lists members not yet paid this year (paid last year, or joined recently) and members who lapsed last year, with why', () => {
    const renewals = renewalsFor(
      [
        member('Paid', [2025, 2026]),
        member('Due', [2024, 2025]),
        member('Lapsed', [2024]),
        member('LongGone', [2021]),
        member('Never', []),
        member('JoinedLastYear', [], { joinedOn: '2025-09-14' }),
        member('JoinedThisYear', [], { joinedOn: '2026-02-01' }),
        member('PaysAhead', [2027]),
      ],
      YEAR,
    );
    expect(renewals.map((r) => [r.member.id, r.reason])).toEqual([
      ['Due', 'Paid for 2025, not yet for 2026'],
      ['Lapsed', 'Lapsed in 2025 (last paid for 2024)'],
      ['JoinedLastYear', 'Joined on 2025-09-14, not yet paid for 2026'],
      ['JoinedThisYear', 'Joined on 2026-02-01, not yet paid for 2026'],
    ]);
  });

  it('leaves out members without consent to renewal reminders or without an e-mail address', () => {
    const renewals = renewalsFor(
      [
        member('NoConsent', [2025], { consent: { given: false, date: '2025-03-01', source: 'Asked to stop' } }),
        member('NotRecorded', [2025], { consent: undefined }),
        member('NoEmail', [2025], { email: undefined }),
        member('Unsubscribed', [2025], {
          mailTopics: { renewals: { given: false, date: '2026-01-02', source: 'Unsubscribe link in an e-mail' } },
        }),
      ],
      YEAR,
    );
    expect(renewals).toEqual([]);
  });

  it('follows the choice for renewal reminders, not the register consent, once the member chose per topic', () => {
    const renewals = renewalsFor(
      [
        member('ChoseRenewals', [2025], {
          consent: undefined,
          mailTopics: { renewals: { given: true, date: '2026-01-02', source: 'E-mail choices page' } },
        }),
      ],
      YEAR,
    );
    expect(renewals.map((r) => r.member.id)).toEqual(['ChoseRenewals']);
  });
});
