import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { PublicUser } from '@roca/contract';
import type { PaymentImportChoice, PaymentImportRow } from '@roca/contract/members';
import { LIMITS } from '@roca/contract';
import { MEMBERSHIP, membershipYearOf, todayInMembershipTimeZone } from '@roca/contract/membership';
import { db } from '../lib/firebase';
import { badRequest, conflict } from '../lib/http-errors';
import { byDate, comparable, membersCollection, storedPayments, type StoredPayment } from './members';
import { claimsCollection, heldClaims, runClaimingTransaction, type Claim } from './payment-claims';
import { isUnreadable, readPaypalCsv, type PaypalRow, type UnreadableRow } from './paypal-csv';
import { writeStaffChange } from './staff-changes';

/**
 * Import payments (docs/members.md): each completed membership payment of the provider's CSV is
 * matched to a member - by the "Member's Name" option first, then by the payer's name and e-mail -
 * or becomes a new member. The preview and the import share one plan; the import computes it again
 * inside its transaction, against the register as it is then, and writes all of it or nothing.
 */

type StoredMember = { id: string; data: DocumentData };
type Candidate = { id: string; name: string; email: string };

/** A member the import creates; later rows for the same person add to it. */
type NewMember = { id: string; line: number; fields: Record<string, unknown>; payments: StoredPayment[] };

type Plan = {
  rows: PaymentImportRow[];
  paymentsOf: Map<string, StoredPayment[]>;
  newMembers: NewMember[];
  /** Transactions of ambiguous rows that a choice settled. */
  settled: Set<string>;
  /** Choices naming a member the row could not be. */
  wrongChoices: string[];
};

const dollars = (amount: number) => `$${amount.toFixed(2)}`;

/** Why a readable row is not a membership payment, or null when it is one. */
function notAMembershipPayment(row: PaypalRow): string | null {
  if (row.gross < 0) {
    return /refund|reversal/i.test(row.type)
      ? `Refund${row.referenceTransactionId ? ` of ${row.referenceTransactionId}` : ''}: not a membership payment`
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

/**
 * The outcome of every row against the register: pure, so the preview and the import (inside its
 * transaction) compute exactly the same thing. `choices` settle ambiguous rows.
 */
function planImport(
  csvRows: (PaypalRow | UnreadableRow)[],
  members: StoredMember[],
  claims: Map<string, Claim>,
  choices: Map<string, string>,
  newId: () => string,
): Plan {
  const today = todayInMembershipTimeZone();
  const pool: Candidate[] = members.map(({ id, data }) => ({
    id,
    name: comparable(`${data.firstName} ${data.lastName}`),
    email: String(data.email ?? '').toLowerCase(),
  }));
  const plan: Plan = { rows: [], paymentsOf: new Map(), newMembers: [], settled: new Set(), wrongChoices: [] };
  const newByName = new Map<string, NewMember>();
  const lineOfTransaction = new Map<string, number>();

  const pay = (memberId: string, row: PaypalRow): StoredPayment => {
    const payment: StoredPayment = {
      id: membersCollection().doc().id,
      date: row.date,
      amount: row.gross,
      method: 'paypal',
      reference: row.transactionId,
      year: membershipYearOf(row.date),
    };
    plan.paymentsOf.set(memberId, [...(plan.paymentsOf.get(memberId) ?? []), payment]);
    return payment;
  };

  for (const row of csvRows) {
    const base = { line: row.line, transactionId: row.transactionId };
    if (isUnreadable(row)) {
      plan.rows.push({ ...base, name: row.name, amount: row.amount, outcome: 'invalid', message: row.problem });
      continue;
    }
    const shown = { ...base, name: row.memberName || row.payerName, amount: row.gross };
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
    const member: NewMember = { id: newId(), line: row.line, fields: made.fields, payments: [] };
    member.payments.push(pay(member.id, row));
    newByName.set(key, member);
    plan.newMembers.push(member);
    plan.rows.push({ ...shown, outcome: 'new', memberId: member.id, message: `A new member; pays for ${year}` });
  }
  return plan;
}

/**
 * Choices must settle ambiguous rows only: a choice for a row that needs none means the register
 * changed since the preview (409). Importing needs a choice for every ambiguous row.
 */
function checkChoices(plan: Plan, choices: PaymentImportChoice[], requireAll: boolean) {
  if (plan.wrongChoices.length) {
    const message = plan.wrongChoices.join('; ');
    throw badRequest(message, { choice: message });
  }
  const inFile = new Set(plan.rows.map((r) => r.transactionId));
  for (const { transactionId } of choices) {
    if (!inFile.has(transactionId)) {
      const message = `The file has no transaction ${transactionId}`;
      throw badRequest(message, { choice: message });
    }
    if (!plan.settled.has(transactionId)) {
      throw conflict(
        `The register changed since the preview: transaction ${transactionId} no longer needs a choice. Preview the file again.`,
      );
    }
  }
  const open = plan.rows.filter((r) => r.outcome === 'ambiguous');
  if (requireAll && open.length) {
    const message = `Choose a member, a new member or "leave out" for ${open.map((r) => `line ${r.line}`).join(', ')}`;
    throw badRequest(message, { choice: message });
  }
}

function refuseUnreadable(plan: Plan) {
  const invalid = plan.rows.filter((r) => r.outcome === 'invalid');
  if (!invalid.length) return;
  const fieldErrors = Object.fromEntries(invalid.map((r) => [`line ${r.line}`, r.message ?? 'Cannot be read']));
  const count = invalid.length === 1 ? '1 row' : `${invalid.length} rows`;
  throw badRequest(
    `${count} of the file cannot be read, so nothing was imported: ${invalid.map((r) => `line ${r.line}: ${r.message}`).join('; ')}`,
    fieldErrors,
  );
}

function readCsvOrRefuse(csv: string) {
  const parsed = readPaypalCsv(csv);
  if (!parsed.ok) throw badRequest(parsed.message, { csv: parsed.message });
  return parsed.rows;
}

const claimRefsOf = (rows: (PaypalRow | UnreadableRow)[]) =>
  unique(rows.filter((r) => !isUnreadable(r)).map((r) => r.transactionId)).map((id) => claimsCollection().doc(id));

/** POST /api/members/import-payments?dryRun=true: what the import would do, writing nothing. */
export async function previewPaymentImport(csv: string, choices: PaymentImportChoice[]): Promise<PaymentImportRow[]> {
  const rows = readCsvOrRefuse(csv);
  const refs = claimRefsOf(rows);
  const [members, claimSnaps] = await Promise.all([membersCollection().get(), refs.length ? db.getAll(...refs) : Promise.resolve([])]);
  const claims = new Map(claimSnaps.filter((s) => s.exists).map((s) => [s.id, s.data() as Claim]));
  const plan = planImport(
    rows,
    members.docs.map((d) => ({ id: d.id, data: d.data() })),
    claims,
    new Map(choices.map((c) => [c.transactionId, c.memberId])),
    // A preview makes no members: its new rows name none.
    () => '',
  );
  checkChoices(plan, choices, false);
  return plan.rows.map((r) => (r.memberId === '' ? withoutMemberId(r) : r));
}

const withoutMemberId = ({ memberId: _unused, ...row }: PaymentImportRow): PaymentImportRow => row;

/** POST /api/members/import-payments?dryRun=false: the same plan, written in one transaction, or nothing at all. */
export async function applyPaymentImport(actor: PublicUser, csv: string, choices: PaymentImportChoice[]): Promise<PaymentImportRow[]> {
  const rows = readCsvOrRefuse(csv);
  const refs = claimRefsOf(rows);
  return runClaimingTransaction(async (tx) => {
    const [members, claims] = await Promise.all([tx.get(membersCollection()), heldClaims(tx, refs)]);
    const stored = members.docs.map((d) => ({ id: d.id, data: d.data() }));
    const plan = planImport(
      rows,
      stored,
      claims,
      new Map(choices.map((c) => [c.transactionId, c.memberId])),
      () => membersCollection().doc().id,
    );
    refuseUnreadable(plan);
    checkChoices(plan, choices, true);

    // The claims first: a concurrent import that claimed a transaction already makes the commit
    // fail on its first write. Firestore commits atomically anyway; the local Node emulator
    // (docs/decisions/001) applies a commit's writes in order and stops at the failed one, so with
    // the members first it kept them, and two imports of one file made every new member twice.
    for (const [memberId, payments] of plan.paymentsOf) {
      for (const p of payments) tx.create(claimsCollection().doc(p.reference), { memberId, paymentId: p.id } satisfies Claim);
    }
    // One timestamp for both fields: the Node Firestore emulator keeps only one server timestamp per write.
    const now = Timestamp.now();
    const newIds = new Set(plan.newMembers.map((m) => m.id));
    for (const member of plan.newMembers) {
      const payments = [...member.payments].sort(byDate);
      // Joined with the earliest payment of the file (PayPal lists the newest first).
      const after = { ...member.fields, joinedOn: payments[0].date, payments, createdAt: now, updatedAt: now };
      writeStaffChange(tx, { actor, ref: membersCollection().doc(member.id), before: null, after, action: 'import' });
    }
    for (const { id, data } of stored) {
      const added = plan.paymentsOf.get(id);
      if (!added || newIds.has(id)) continue;
      const after = { ...data, payments: [...storedPayments(data), ...added].sort(byDate), updatedAt: now };
      writeStaffChange(tx, { actor, ref: membersCollection().doc(id), before: data, after, action: 'import' });
    }
    return plan.rows;
  });
}
