import { describe, expect, it } from 'vitest';
import { planImport, type PlanContext, type StoredMember } from './payment-import-plan';
import type { PaypalRow, UnreadableRow } from './paypal-csv';

/** The plan of a payments import, from literal rows and a literal register (docs/members.md, "Import payments"). */

const TODAY = '2026-03-15';

/** Ids as a counter makes them, so a plan is the same every time. */
function context(): PlanContext {
  let members = 0;
  let payments = 0;
  return { today: TODAY, newMemberId: () => `new-member-${++members}`, newPaymentId: () => `payment-${++payments}` };
}

let lines = 1;
/** A completed $10 CAD membership payment through the button, as the CSV reader returns it. */
function payment(fields: Partial<PaypalRow> & Pick<PaypalRow, 'transactionId' | 'payerName'>): PaypalRow {
  return {
    line: ++lines,
    date: '2026-02-01',
    type: 'Website Payment',
    status: 'Completed',
    currency: 'CAD',
    gross: 10,
    payerEmail: '',
    memberName: '',
    referenceTransactionId: '',
    address: '',
    ...fields,
  };
}

const member = (id: string, firstName: string, lastName: string, email = ''): StoredMember => ({
  id,
  data: { firstName, lastName, email, payments: [] },
});

const REGISTER: StoredMember[] = [
  member('jordan', 'Jordan', 'Lee', 'jordan.lee@example.org'),
  member('priya', 'Priya', 'Sharma', 'priya@example.org'),
  member('zoe', 'Zoë', "O'Brien-Smith"),
  member('alex-1', 'Alex', 'Kim', 'alex.one@example.org'),
  member('alex-2', 'Alex', 'Kim', 'alex.two@example.org'),
];

const plan = (rows: (PaypalRow | UnreadableRow)[], { claims = new Map(), choices = new Map<string, string>() } = {}) =>
  planImport(rows, REGISTER, claims, choices, context());

const outcomes = (rows: (PaypalRow | UnreadableRow)[], options?: Parameters<typeof plan>[1]) =>
  plan(rows, options).rows.map(({ transactionId, outcome, memberId, message }) => [transactionId, outcome, memberId, message]);

describe('matching a payment to a member', () => {
  it("by the Member's Name option first, whatever its accents and punctuation; then by the payer's name and e-mail", () => {
    expect(
      outcomes([
        payment({ transactionId: 'T01', payerName: 'R Sharma', payerEmail: 'r.sharma@example.org', memberName: 'Priya Sharma' }),
        payment({ transactionId: 'T02', payerName: 'Parent', memberName: 'zoe obrien smith' }),
        payment({ transactionId: 'T03', payerName: 'Jordan Lee', payerEmail: 'jordan.lee@example.org' }),
        payment({ transactionId: 'T04', payerName: 'J. Lee', payerEmail: 'jordan.lee@example.org' }),
        payment({ transactionId: 'T05', payerName: 'Priya  SHARMA', payerEmail: 'other@example.org' }),
        // Two members share the name: the payer's e-mail settles it.
        payment({ transactionId: 'T06', payerName: 'Someone', payerEmail: 'alex.two@example.org', memberName: 'Alex Kim' }),
      ]),
    ).toEqual([
      ['T01', 'matched', 'priya', "Matched by the Member's Name; pays for 2026"],
      ['T02', 'matched', 'zoe', "Matched by the Member's Name; pays for 2026"],
      ['T03', 'matched', 'jordan', "Matched by the payer's name and e-mail; pays for 2026"],
      ['T04', 'matched', 'jordan', "Matched by the payer's e-mail; pays for 2026"],
      ['T05', 'matched', 'priya', "Matched by the payer's name; pays for 2026"],
      ['T06', 'matched', 'alex-2', "Matched by the Member's Name and the payer's e-mail; pays for 2026"],
    ]);
  });

  it('pays each matched member for the membership year of the payment date, with ids it is given', () => {
    const { paymentsOf, newMembers } = plan([
      payment({ transactionId: 'T01', payerName: 'Jordan Lee', payerEmail: 'jordan.lee@example.org', date: '2025-12-31' }),
      payment({ transactionId: 'T02', payerName: 'Jordan Lee', payerEmail: 'jordan.lee@example.org', date: '2026-01-01' }),
    ]);
    expect(newMembers).toEqual([]);
    expect(paymentsOf.get('jordan')).toEqual([
      { id: 'payment-1', date: '2025-12-31', amount: 10, method: 'paypal', reference: 'T01', year: 2025 },
      { id: 'payment-2', date: '2026-01-01', amount: 10, method: 'paypal', reference: 'T02', year: 2026 },
    ]);
  });
});

describe('a payment that matches nobody', () => {
  it("makes a new member of the Member's Name, with the payer's contact only when the payer is the member", () => {
    const { rows, newMembers } = plan([
      payment({
        transactionId: 'T01',
        payerName: 'Maria Gomez',
        payerEmail: 'maria@example.org',
        memberName: 'Maria Gomez',
        address: '1 Elm St, Vancouver',
        date: '2026-01-20',
      }),
      // A parent pays for their child: the child is the member, the parent's contact is not theirs.
      payment({
        transactionId: 'T02',
        payerName: 'Tom Chen',
        payerEmail: 'tom@example.org',
        memberName: 'Lily Mei Chen',
        address: '2 Oak St',
      }),
    ]);
    expect(rows.map((r) => [r.transactionId, r.outcome, r.memberId, r.message])).toEqual([
      ['T01', 'new', 'new-member-1', 'A new member; pays for 2026'],
      ['T02', 'new', 'new-member-2', 'A new member; pays for 2026'],
    ]);
    const notes = `Added by the payments import of ${TODAY}: check the address and category.`;
    expect(newMembers.map(({ id, line, fields }) => ({ id, line, fields }))).toEqual([
      {
        id: 'new-member-1',
        line: rows[0].line,
        fields: {
          firstName: 'Maria',
          lastName: 'Gomez',
          email: 'maria@example.org',
          phone: '',
          address: '1 Elm St, Vancouver',
          category: 'resident',
          isAdult: true,
          joinedOn: '2026-01-20',
          consent: null,
          notes,
        },
      },
      {
        id: 'new-member-2',
        line: rows[1].line,
        fields: {
          firstName: 'Lily Mei',
          lastName: 'Chen',
          email: '',
          phone: '',
          address: '',
          category: 'resident',
          isAdult: true,
          joinedOn: '2026-02-01',
          consent: null,
          notes,
        },
      },
    ]);
  });

  it('adds the later payments of the same new person to the member made of the first', () => {
    const first = payment({ transactionId: 'T01', payerName: 'Maria Gomez', memberName: 'Maria Gomez', date: '2025-06-01' });
    const { rows, newMembers } = plan([first, payment({ transactionId: 'T02', payerName: 'maria gomez', date: '2026-06-01' })]);
    expect(rows.map((r) => [r.outcome, r.memberId, r.message])).toEqual([
      ['new', 'new-member-1', 'A new member; pays for 2025'],
      ['matched', 'new-member-1', `The new member of line ${first.line}; pays for 2026`],
    ]);
    expect(newMembers).toHaveLength(1);
    expect(newMembers[0].payments.map((p) => [p.reference, p.year])).toEqual([
      ['T01', 2025],
      ['T02', 2026],
    ]);
  });

  it('cannot make a member of one word, nor of an e-mail address, and says what to do', () => {
    expect(
      outcomes([
        payment({ transactionId: 'T01', payerName: 'Cher' }),
        payment({ transactionId: 'T02', payerName: 'unverified@example.org', payerEmail: 'unverified@example.org' }),
      ]),
    ).toEqual([
      [
        'T01',
        'invalid',
        undefined,
        '"Cher" is not a first and last name, so no member can be made of it: correct it in the file, or leave this row out and record the payment by hand',
      ],
      ['T02', 'invalid', undefined, 'The payment names no member and matches none: leave this row out and record the payment by hand'],
    ]);
  });
});

describe('rows that are not a membership payment to count', () => {
  it('are left out with the reason: refunds, money sent, pending, another currency or amount', () => {
    expect(
      outcomes([
        payment({ transactionId: 'T01', payerName: 'Jordan Lee', type: 'Payment Refund', gross: -10, referenceTransactionId: 'T00' }),
        payment({ transactionId: 'T02', payerName: 'Jordan Lee', type: 'Payment Sent', gross: -10 }),
        payment({ transactionId: 'T03', payerName: 'Jordan Lee', status: 'Pending' }),
        payment({ transactionId: 'T04', payerName: 'Jordan Lee', currency: 'USD' }),
        payment({ transactionId: 'T05', payerName: 'Jordan Lee', gross: 20 }),
      ]),
    ).toEqual([
      ['T01', 'ignored', undefined, 'Refund of T00, which is not a recorded payment'],
      ['T02', 'ignored', undefined, 'Money sent, not received: not a membership payment'],
      ['T03', 'ignored', undefined, 'Status is "Pending": only completed payments count'],
      ['T04', 'ignored', undefined, 'Paid in USD; memberships are paid in CAD'],
      ['T05', 'ignored', undefined, '$20.00 is not the $10.00 membership fee'],
    ]);
  });

  it('take back a recorded payment once, and leave out a payment refunded in the same file', () => {
    const claims = new Map([
      ['T00', { memberId: 'priya', paymentId: 'p0' }],
      ['T09', { memberId: 'jordan', paymentId: 'p9', takenBack: { reason: 'refunded', on: '2026-03-01' } }],
    ]);
    const refundOf = (transactionId: string, referenceTransactionId: string, type = 'Payment Refund') =>
      payment({ transactionId, payerName: 'Priya Sharma', type, gross: -10, referenceTransactionId });
    const paidThenRefunded = payment({ transactionId: 'T05', payerName: 'Jordan Lee', payerEmail: 'jordan.lee@example.org' });
    const refundOfPaid = refundOf('T04', 'T05');
    const rows = [
      refundOf('T01', 'T00', 'Payment Reversal'),
      refundOf('T02', 'T00'),
      refundOf('T03', 'T09'),
      refundOfPaid,
      paidThenRefunded,
    ];
    const result = plan(rows, { claims });
    expect(result.rows.map((r) => [r.transactionId, r.outcome, r.memberId, r.message])).toEqual([
      ['T01', 'refund', 'priya', 'Reversal of T00: the payment is taken back'],
      ['T02', 'duplicate', 'priya', 'Refund of T00: already taken back'],
      ['T03', 'duplicate', 'jordan', 'Refund of T09: already taken back'],
      ['T04', 'ignored', undefined, `Refund of line ${paidThenRefunded.line}, which is not counted`],
      ['T05', 'ignored', undefined, `Refunded on line ${refundOfPaid.line}: not counted`],
    ]);
    expect(result.takeBacks).toEqual([{ transactionId: 'T00', memberId: 'priya', paymentId: 'p0', reason: 'reversed' }]);
    expect(result.paymentsOf.size).toBe(0);
  });

  it('counts a transaction once: one already imported, or a second line of the same transaction', () => {
    const first = payment({ transactionId: 'T02', payerName: 'Jordan Lee', payerEmail: 'jordan.lee@example.org' });
    const claims = new Map([['T01', { memberId: 'priya', paymentId: 'p1' }]]);
    const result = plan([payment({ transactionId: 'T01', payerName: 'Priya Sharma' }), first, { ...first, line: first.line + 1 }], {
      claims,
    });
    expect(result.rows.map((r) => [r.transactionId, r.outcome, r.memberId, r.message])).toEqual([
      ['T01', 'duplicate', 'priya', 'Already imported: this transaction is counted once'],
      ['T02', 'matched', 'jordan', "Matched by the payer's name and e-mail; pays for 2026"],
      ['T02', 'duplicate', undefined, `Same transaction as line ${first.line}`],
    ]);
    expect(result.paymentsOf.get('jordan')).toHaveLength(1);
  });

  it('passes a row the CSV reader could not read on, as invalid, with its reason', () => {
    const unreadable: UnreadableRow = {
      line: 9,
      transactionId: 'T01',
      name: 'Ann Lee',
      amount: null,
      problem: 'Gross "ten" is not an amount',
    };
    expect(plan([unreadable]).rows).toEqual([
      { line: 9, transactionId: 'T01', name: 'Ann Lee', amount: null, outcome: 'invalid', message: 'Gross "ten" is not an amount' },
    ]);
  });
});

describe('a payment that could be several members', () => {
  const ambiguous = payment({ transactionId: 'T01', payerName: 'Alex Kim', payerEmail: 'alex@example.org' });

  it('asks staff to choose, naming the candidates', () => {
    const result = plan([ambiguous]);
    expect(result.rows).toEqual([
      {
        line: ambiguous.line,
        transactionId: 'T01',
        name: 'Alex Kim',
        amount: 10,
        outcome: 'ambiguous',
        candidateIds: ['alex-1', 'alex-2'],
        message: '2 members could be "Alex Kim": choose one, a new member, or leave it out',
      },
    ]);
    expect(result.settled.size).toBe(0);
  });

  it.each([
    ['alex-2', ['matched', 'alex-2', 'Chosen by staff; pays for 2026']],
    ['skip', ['ignored', undefined, 'Left out, as chosen']],
    ['new', ['new', 'new-member-1', 'A new member; pays for 2026']],
  ])('follows the choice %s', (choice, outcome) => {
    const result = plan([ambiguous], { choices: new Map([['T01', choice]]) });
    expect(result.rows.map((r) => [r.outcome, r.memberId, r.message])).toEqual([outcome]);
    expect([...result.settled]).toEqual(['T01']);
  });

  it('refuses a choice of a member the payment cannot be', () => {
    const result = plan([ambiguous], { choices: new Map([['T01', 'jordan']]) });
    expect(result.wrongChoices).toEqual([`Line ${ambiguous.line}: jordan is not one of the members this payment could be`]);
    expect(result.rows[0].outcome).toBe('ambiguous');
  });
});
