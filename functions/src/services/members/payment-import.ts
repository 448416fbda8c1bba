import type { PublicUser } from '@roca/contract';
import type { PaymentImportChoice, PaymentImportRow } from '@roca/contract/members';
import { todayInVancouver } from '@roca/contract/days';
import { db } from '../../lib/firebase';
import { badRequest, conflict } from '../../lib/http-errors';
import { creationTimes } from '../../lib/timestamps';
import { byDate, membersCollection, storedPayments } from './members';
import { transactionClaimsCollection, heldTransactionClaims, type TransactionClaim } from './transaction-claims';
import { planImport, takenBackIds, type Plan } from './payment-import-plan';
import { isUnreadable, readPaypalCsv, type PaypalRow, type UnreadableRow } from './paypal-csv';
import { runStaffTransaction, writeStaffChange } from '../core';

/**
 * Import payments (docs/members.md): each completed membership payment of the provider's CSV is
 * matched to a member or becomes a new member (payment-import-plan.ts). The preview and the import
 * share one plan; the import computes it again inside its transaction, against the register as it
 * is then, and writes all of it or nothing.
 */

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

/** The claims a plan reads: of each row's transaction, and of the transactions refund rows name. */
const claimRefsOf = (rows: (PaypalRow | UnreadableRow)[]) =>
  [...new Set([...rows.filter((r) => !isUnreadable(r)).map((r) => r.transactionId), ...takenBackIds(rows)])].map((id) =>
    transactionClaimsCollection().doc(id),
  );

/** POST /api/members/import-payments?dryRun=true: what the import would do, writing nothing. */
export async function previewPaymentImport(csv: string, choices: PaymentImportChoice[]): Promise<PaymentImportRow[]> {
  const rows = readCsvOrRefuse(csv);
  const refs = claimRefsOf(rows);
  const [members, claimSnaps] = await Promise.all([membersCollection().get(), refs.length ? db.getAll(...refs) : Promise.resolve([])]);
  const claims = new Map(claimSnaps.filter((s) => s.exists).map((s) => [s.id, s.data() as TransactionClaim]));
  const plan = planImport(
    rows,
    members.docs.map((d) => ({ id: d.id, data: d.data() })),
    claims,
    new Map(choices.map((c) => [c.transactionId, c.memberId])),
    // A preview makes no members nor payments: its new rows name none.
    { today: todayInVancouver(), newMemberId: () => '', newPaymentId: () => '' },
  );
  checkChoices(plan, choices, false);
  return plan.rows.map((r) => (r.memberId === '' ? withoutMemberId(r) : r));
}

/** A new id, as Firestore makes them (nothing is written). */
const newDocumentId = () => membersCollection().doc().id;

const withoutMemberId = ({ memberId: _unused, ...row }: PaymentImportRow): PaymentImportRow => row;

/** POST /api/members/import-payments?dryRun=false: the same plan, written in one transaction, or nothing at all. */
export async function applyPaymentImport(actor: PublicUser, csv: string, choices: PaymentImportChoice[]): Promise<PaymentImportRow[]> {
  const rows = readCsvOrRefuse(csv);
  const refs = claimRefsOf(rows);
  return runStaffTransaction(async (tx) => {
    const [members, claims] = await Promise.all([tx.get(membersCollection()), heldTransactionClaims(tx, refs)]);
    const stored = members.docs.map((d) => ({ id: d.id, data: d.data() }));
    const plan = planImport(rows, stored, claims, new Map(choices.map((c) => [c.transactionId, c.memberId])), {
      today: todayInVancouver(),
      newMemberId: newDocumentId,
      newPaymentId: newDocumentId,
    });
    refuseUnreadable(plan);
    checkChoices(plan, choices, true);

    // The claims first: a concurrent import that claimed a transaction already makes the commit
    // fail on its first write. Firestore commits atomically anyway; the local Node emulator
    // (docs/decisions/001) applies a commit's writes in order and stops at the failed one, so with
    // the members first it kept them, and two imports of one file made every new member twice.
    for (const [memberId, payments] of plan.paymentsOf) {
      for (const p of payments)
        tx.create(transactionClaimsCollection().doc(p.reference), { memberId, paymentId: p.id } satisfies TransactionClaim);
    }
    const times = creationTimes();
    const newIds = new Set(plan.newMembers.map((m) => m.id));
    for (const member of plan.newMembers) {
      const payments = [...member.payments].sort(byDate);
      // Joined with the earliest payment of the file (PayPal lists the newest first).
      const after = { ...member.fields, joinedOn: payments[0].date, payments, ...times };
      writeStaffChange(tx, { actor, ref: membersCollection().doc(member.id), before: null, after, action: 'import' });
    }
    // A refund row takes its payment back; the claim stays, marked, so the payment never counts again.
    const today = todayInVancouver();
    for (const t of plan.takeBacks)
      tx.update(transactionClaimsCollection().doc(t.transactionId), { takenBack: { reason: t.reason, on: today } });
    for (const { id, data } of stored) {
      const added = plan.paymentsOf.get(id) ?? [];
      const removed = new Set(plan.takeBacks.filter((t) => t.memberId === id).map((t) => t.paymentId));
      if ((!added.length && !removed.size) || newIds.has(id)) continue;
      const payments = [...storedPayments(data).filter((p) => !removed.has(p.id)), ...added].sort(byDate);
      const action = added.length ? 'import' : 'take-back-payment';
      writeStaffChange(tx, {
        actor,
        ref: membersCollection().doc(id),
        before: data,
        after: { ...data, payments, updatedAt: times.updatedAt },
        action,
      });
    }
    return plan.rows;
  });
}
