import type { DocumentData } from 'firebase-admin/firestore';
import { LIMITS } from '@roca/contract';
import type { PaymentImportRow } from '@roca/contract/members';
import { MEMBERSHIP, membershipYearOf } from '@roca/contract/membership';
import { comparable } from '../../lib/comparable';
import type { StoredPayment } from './members';
import type { TransactionClaim } from './transaction-claims';
import { isUnreadable, type PaypalRow, type UnreadableRow } from './paypal-csv';

/**
 * The plan of a payments import (docs/members.md): the outcome of every row of the provider's
 * CSV against the register - matched to a member by the "Member's Name" option first, then by the
 * payer's name and e-mail, or a new member. Pure: the preview and the import (inside its
 * transaction) compute exactly the same plan from what they read, and the unit tests beside it
 * compute it from literal rows.
 */

export type StoredMember = { id: string; data: DocumentData };
type Candidate = { id: string; name: string; email: string };

/** A member the import creates; later rows for the same person add to it. */
type NewMember = { id: string; line: number; fields: Record<string, unknown>; payments: StoredPayment[] };

export type Plan = {
  rows: PaymentImportRow[];
  paymentsOf: Map<string, StoredPayment[]>;
  newMembers: NewMember[];
  /** Transactions of ambiguous rows that a choice settled. */
  settled: Set<string>;
  /** Choices naming a member the row could not be. */
  wrongChoices: string[];
  /** Recorded payments that refund or reversal rows take back, by the claim of their transaction. */
  takeBacks: { transactionId: string; memberId: string; paymentId: string; reason: 'refunded' | 'reversed' }[];
};

const dollars = (amount: number) => `$${amount.toFixed(2)}`;

/** A refund or reversal of an earlier transaction, which its Reference Txn ID names. */
const isTakeBack = (row: PaypalRow) => row.gross < 0 && /refund|reversal/i.test(row.type) && row.referenceTransactionId !== '';

/** The transactions a file's refund and reversal rows name: their claims are read with the rows' own. */
export const takenBackIds = (rows: (PaypalRow | UnreadableRow)[]) =>
  rows.filter((r): r is PaypalRow => !isUnreadable(r) && isTakeBack(r)).map((r) => r.referenceTransactionId);

/** Why a readable row is not a membership payment, or null when it is one. */
function notAMembershipPayment(row: PaypalRow): string | null {
  if (row.gross < 0) {
    return /refund|reversal/i.test(row.type)
      ? 'Refund without a Reference Txn ID: not a membership payment'
      : 'Money sent, not received: not a membership payment';
  }
  if (row.status.toLowerCase() !== 'completed') return `Status is "${row.status}": only completed payments count`;
  if (row.currency && row.currency !== 'CAD') return `Paid in ${row.currency}; memberships are paid in CAD`;
  if (row.gross !== MEMBERSHIP.feeDollars) return `${dollars(row.gross)} is not the ${dollars(MEMBERSHIP.feeDollars)} membership fee`;
  return null;
}

type Match = { kind: 'one'; id: string; by: string } | { kind: 'many'; ids: string[] } | { kind: 'none' };

const unique = <T>(items: T[]) => [...new Set(items)];

/** An unverified payer's Name column holds their e-mail address instead of a name. */
const payerNameKey = (row: PaypalRow) => (row.payerName.includes('@') ? '' : comparable(row.payerName));

/** First by the "Member's Name" option (a payer e-mail settles a tie), else by the payer's name and e-mail. */
function matchMember(row: PaypalRow, pool: Candidate[]): Match {
  const memberKey = comparable(row.memberName);
  if (memberKey) {
    const byName = pool.filter((m) => m.name === memberKey);
    const byBoth = byName.filter((m) => row.payerEmail && m.email === row.payerEmail);
    if (byName.length === 1) return { kind: 'one', id: byName[0].id, by: "the Member's Name" };
    if (byBoth.length === 1) return { kind: 'one', id: byBoth[0].id, by: "the Member's Name and the payer's e-mail" };
    return byName.length ? { kind: 'many', ids: byName.map((m) => m.id) } : { kind: 'none' };
  }
  const payerKey = payerNameKey(row);
  const byName = payerKey ? pool.filter((m) => m.name === payerKey) : [];
  const byEmail = row.payerEmail ? pool.filter((m) => m.email === row.payerEmail) : [];
  const byBoth = byName.filter((m) => byEmail.includes(m));
  if (byBoth.length === 1) return { kind: 'one', id: byBoth[0].id, by: "the payer's name and e-mail" };
  const either = unique([...byName, ...byEmail]);
  if (either.length === 1) return { kind: 'one', id: either[0].id, by: byName.length ? "the payer's name" : "the payer's e-mail" };
  return either.length ? { kind: 'many', ids: either.map((m) => m.id) } : { kind: 'none' };
}

/** The new member a row describes, or why it cannot make one. */
function newMemberFields(row: PaypalRow, today: string): { fields: Record<string, unknown> } | { problem: string } {
  const name = row.memberName || (row.payerName.includes('@') ? '' : row.payerName);
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) {
    return {
      problem: name
        ? `"${name}" is not a first and last name, so no member can be made of it: correct it in the file, or leave this row out and record the payment by hand`
        : 'The payment names no member and matches none: leave this row out and record the payment by hand',
    };
  }
  const firstName = words.slice(0, -1).join(' ');
  const lastName = words[words.length - 1];
  if (firstName.length > LIMITS.memberNamePart || lastName.length > LIMITS.memberNamePart) {
    return { problem: `A name part of "${name.slice(0, 60)}..." is longer than ${LIMITS.memberNamePart} characters` };
  }
  // The e-mail and address are the payer's: they are the member's only when the payer is the member.
  const payerIsMember = !row.memberName || comparable(row.memberName) === payerNameKey(row);
  return {
    fields: {
      firstName,
      lastName,
      email: payerIsMember ? row.payerEmail : '',
      phone: '',
      address: payerIsMember ? row.address : '',
      category: 'resident',
      // The membership button's form says 'Must be 16 years or older.' next to the name.
      isAdult: true,
      joinedOn: row.date,
      consent: null,
      notes: `Added by the payments import of ${today}: check the address and category.`,
    },
  };
}

/** What a plan needs besides the rows and the register: the day it is made, and new ids. */
export type PlanContext = {
  /** yyyy-mm-dd in the society's time zone: named in the notes of the members it adds. */
  today: string;
  /** An id for a member the import adds; a preview makes no members and gives ''. */
  newMemberId: () => string;
  newPaymentId: () => string;
};

/**
 * The outcome of every row against the register. `claims` are the transactions already counted
 * (by transaction id); `choices` settle ambiguous rows (transaction id -> a member's id, 'new' or 'skip').
 */
export function planImport(
  csvRows: (PaypalRow | UnreadableRow)[],
  members: StoredMember[],
  claims: Map<string, TransactionClaim>,
  choices: Map<string, string>,
  { today, newMemberId, newPaymentId }: PlanContext,
): Plan {
  const pool: Candidate[] = members.map(({ id, data }) => ({
    id,
    name: comparable(`${data.firstName} ${data.lastName}`),
    email: String(data.email ?? '').toLowerCase(),
  }));
  const plan: Plan = { rows: [], paymentsOf: new Map(), newMembers: [], settled: new Set(), wrongChoices: [], takeBacks: [] };
  // A payment refunded in the same file is not counted at all (the refund row comes first: the
  // provider lists the newest first).
  const refundedInFile = new Map(
    csvRows.filter((r): r is PaypalRow => !isUnreadable(r) && isTakeBack(r)).map((r) => [r.referenceTransactionId, r.line]),
  );
  const newByName = new Map<string, NewMember>();
  const lineOfTransaction = new Map<string, number>();

  const pay = (memberId: string, row: PaypalRow): StoredPayment => {
    const payment: StoredPayment = {
      id: newPaymentId(),
      date: row.date,
      amount: row.gross,
      method: 'paypal',
      reference: row.transactionId,
      year: membershipYearOf(row.date),
    };
    plan.paymentsOf.set(memberId, [...(plan.paymentsOf.get(memberId) ?? []), payment]);
    return payment;
  };

  /** A refund or reversal row: takes back the recorded payment its Reference Txn ID names, once. */
  const takeBack = (row: PaypalRow): Pick<PaymentImportRow, 'outcome' | 'memberId' | 'message'> => {
    const reference = row.referenceTransactionId;
    const claim = claims.get(reference);
    const what = /reversal/i.test(row.type) ? 'Reversal' : 'Refund';
    if (claim?.takenBack || plan.takeBacks.some((t) => t.transactionId === reference))
      return { outcome: 'duplicate', memberId: claim?.memberId, message: `${what} of ${reference}: already taken back` };
    if (!claim) {
      const inFile = csvRows.find((r) => !isUnreadable(r) && r.transactionId === reference);
      return {
        outcome: 'ignored',
        message: inFile
          ? `${what} of line ${inFile.line}, which is not counted`
          : `${what} of ${reference}, which is not a recorded payment`,
      };
    }
    plan.takeBacks.push({
      transactionId: reference,
      memberId: claim.memberId,
      paymentId: claim.paymentId,
      reason: what === 'Refund' ? 'refunded' : 'reversed',
    });
    return { outcome: 'refund', memberId: claim.memberId, message: `${what} of ${reference}: the payment is taken back` };
  };

  for (const row of csvRows) {
    const base = { line: row.line, transactionId: row.transactionId };
    if (isUnreadable(row)) {
      plan.rows.push({ ...base, name: row.name, amount: row.amount, outcome: 'invalid', message: row.problem });
      continue;
    }
    const shown = { ...base, name: row.memberName || row.payerName, amount: row.gross };
    if (isTakeBack(row)) {
      plan.rows.push({ ...shown, ...takeBack(row) });
      continue;
    }
    const refundLine = refundedInFile.get(row.transactionId);
    if (refundLine !== undefined && !claims.has(row.transactionId)) {
      plan.rows.push({ ...shown, outcome: 'ignored', message: `Refunded on line ${refundLine}: not counted` });
      continue;
    }
    const reason = notAMembershipPayment(row);
    if (reason) {
      plan.rows.push({ ...shown, outcome: 'ignored', message: reason });
      continue;
    }
    const claim = claims.get(row.transactionId);
    const earlierLine = lineOfTransaction.get(row.transactionId);
    if (claim || earlierLine) {
      const message = claim ? 'Already imported: this transaction is counted once' : `Same transaction as line ${earlierLine}`;
      plan.rows.push({ ...shown, outcome: 'duplicate', ...(claim ? { memberId: claim.memberId } : {}), message });
      continue;
    }
    lineOfTransaction.set(row.transactionId, row.line);
    const year = membershipYearOf(row.date);

    const match = matchMember(row, pool);
    const choice = choices.get(row.transactionId);
    if (match.kind === 'one') {
      pay(match.id, row);
      plan.rows.push({ ...shown, outcome: 'matched', memberId: match.id, message: `Matched by ${match.by}; pays for ${year}` });
      continue;
    }
    if (match.kind === 'many') {
      const valid = choice === 'new' || choice === 'skip' || (choice !== undefined && match.ids.includes(choice));
      if (valid) plan.settled.add(row.transactionId);
      else if (choice) plan.wrongChoices.push(`Line ${row.line}: ${choice} is not one of the members this payment could be`);
      if (choice === 'skip') {
        plan.rows.push({ ...shown, outcome: 'ignored', message: 'Left out, as chosen' });
        continue;
      }
      if (valid && choice !== 'new') {
        pay(choice!, row);
        plan.rows.push({ ...shown, outcome: 'matched', memberId: choice, message: `Chosen by staff; pays for ${year}` });
        continue;
      }
      if (!valid) {
        const message = `${match.ids.length} members could be "${shown.name}": choose one, a new member, or leave it out`;
        plan.rows.push({ ...shown, outcome: 'ambiguous', candidateIds: match.ids, message });
        continue;
      }
    }

    // A new member; later rows for the same person add their payments to it.
    const key = comparable(row.memberName) || payerNameKey(row) || row.payerEmail;
    const earlier = newByName.get(key);
    if (earlier) {
      earlier.payments.push(pay(earlier.id, row));
      plan.rows.push({
        ...shown,
        outcome: 'matched',
        memberId: earlier.id,
        message: `The new member of line ${earlier.line}; pays for ${year}`,
      });
      continue;
    }
    const made = newMemberFields(row, today);
    if ('problem' in made) {
      plan.rows.push({ ...shown, outcome: 'invalid', message: made.problem });
      continue;
    }
    const member: NewMember = { id: newMemberId(), line: row.line, fields: made.fields, payments: [] };
    member.payments.push(pay(member.id, row));
    newByName.set(key, member);
    plan.newMembers.push(member);
    plan.rows.push({ ...shown, outcome: 'new', memberId: member.id, message: `A new member; pays for ${year}` });
  }
  return plan;
}
