import { describe, expect, it } from 'vitest';
import { LIMITS } from '@roca/contract';
import type { Member, PaymentImportRow } from '@roca/contract/members';
import { siteUrl } from '../support/browser';
import { COLLECTIONS, db } from '../support/db';
import { paypalActivityCsv, paypalPayment, storeMember, thisYear, today, transactionId } from '../support/members';
import { snapshotData } from '../support/snapshot';
import { apiTestFile } from '../support/api-test-file';

/**
 * POST /api/members/import-payments: the provider's activity CSV, previewed row by row and then
 * imported all or nothing. Each transaction id counts once, even when two imports race.
 */
const { api, staff: admin } = apiTestFile();

const importCsv = (csv: string, dryRun: boolean, choices: string[] = [], headers: Record<string, string> = {}) => {
  const query = new URLSearchParams({ dryRun: String(dryRun) });
  for (const choice of choices) query.append('choice', choice);
  return api.call('POST', `/api/members/import-payments?${query}`, {
    rawBody: csv,
    token: admin.token,
    headers: { 'Content-Type': 'text/csv', ...headers },
  });
};

const register = async (): Promise<Member[]> => (await api.call('GET', '/api/members', { token: admin.token })).json;
const claims = async () => (await db.collection(COLLECTIONS.paymentTransactions).get()).docs.map((d) => ({ id: d.id, ...d.data() }));

/** "Date,é" in Latin-1: not UTF-8. */
const NOT_UTF8 = new Uint8Array([0x44, 0x61, 0x74, 0x65, 0x2c, 0xe9, 0xff, 0x0a]);

/** Six rows: two new members, two existing members, one already imported, one refund of a payment never recorded here. */
async function sixRowFile() {
  const jordan = await storeMember({ firstName: 'Jordan', lastName: 'Lee', email: 'jordan.lee@example.org' });
  const priya = await storeMember({ firstName: 'Priya', lastName: 'Sharma', email: 'priya@example.org' });
  const imported = transactionId();
  const sam = await storeMember({ firstName: 'Sam', lastName: 'Okafor', email: 'sam@example.org' }, [
    { method: 'paypal', reference: imported, date: `${thisYear()}-01-10` },
  ]);
  const ids = {
    newA: transactionId(),
    newB: transactionId(),
    jordan: transactionId(),
    priya: transactionId(),
    refund: transactionId(),
    neverRecorded: transactionId(),
  };
  const csv = paypalActivityCsv([
    paypalPayment({ id: ids.newA, payerName: 'Maria Gomez', payerEmail: 'maria@example.org', memberName: 'Maria Gomez' }),
    // A parent pays for their child: the member is the option's name, not the payer.
    paypalPayment({ id: ids.newB, payerName: 'Tom Chen', payerEmail: 'tom@example.org', memberName: 'Lily Chen' }),
    // No option (an older button): matched by the payer's name and e-mail.
    paypalPayment({ id: ids.jordan, payerName: 'Jordan Lee', payerEmail: 'jordan.lee@example.org' }),
    paypalPayment({ id: ids.priya, payerName: 'R Sharma', payerEmail: 'r.sharma@example.org', memberName: 'Priya Sharma' }),
    paypalPayment({ id: imported, payerName: 'Sam Okafor', payerEmail: 'sam@example.org', memberName: 'Sam Okafor' }),
    paypalPayment({
      id: ids.refund,
      payerName: 'Sam Okafor',
      payerEmail: 'sam@example.org',
      type: 'Payment Refund',
      gross: '-10.00',
      referenceTxnId: ids.neverRecorded,
    }),
  ]);
  return { csv, ids, imported, jordan, priya, sam };
}

describe('the preview (dryRun=true)', () => {
  it('shows one row per payment with its outcome, and writes nothing', async () => {
    const { csv, ids, imported, jordan, priya, sam } = await sixRowFile();
    const before = await snapshotData();
    const res = await importCsv(csv, true);
    expect(res.status, res.text).toBe(200);
    const rows = res.json as PaymentImportRow[];
    expect(rows.map((r) => [r.line, r.transactionId, r.name, r.amount, r.outcome, r.memberId])).toEqual([
      [2, ids.newA, 'Maria Gomez', 10, 'new', undefined],
      [3, ids.newB, 'Lily Chen', 10, 'new', undefined],
      [4, ids.jordan, 'Jordan Lee', 10, 'matched', jordan.id],
      [5, ids.priya, 'Priya Sharma', 10, 'matched', priya.id],
      [6, imported, 'Sam Okafor', 10, 'duplicate', sam.id],
      [7, ids.refund, 'Sam Okafor', -10, 'ignored', undefined],
    ]);
    expect(rows[5].message).toBe(`Refund of ${ids.neverRecorded}, which is not a recorded payment`);
    expect(rows[2].message).toBe(`Matched by the payer's name and e-mail; pays for ${thisYear()}`);
    expect(await snapshotData()).toEqual(before);
  });

  it('ignores payments that are not memberships: other amounts, other currencies, not completed', async () => {
    const csv = paypalActivityCsv([
      paypalPayment({ payerName: 'Ann Bell', payerEmail: 'ann@example.org', memberName: 'Ann Bell', gross: '25.00' }),
      paypalPayment({ payerName: 'Ann Bell', payerEmail: 'ann@example.org', memberName: 'Ann Bell', currency: 'USD' }),
      paypalPayment({ payerName: 'Ann Bell', payerEmail: 'ann@example.org', memberName: 'Ann Bell', status: 'Pending' }),
      paypalPayment({ payerName: 'Ann Bell', payerEmail: 'ann@example.org', memberName: 'Ann Bell', status: 'Denied' }),
    ]);
    const rows = (await importCsv(csv, true)).json as PaymentImportRow[];
    expect(rows.map((r) => [r.outcome, r.message])).toEqual([
      ['ignored', '$25.00 is not the $10.00 membership fee'],
      ['ignored', 'Paid in USD; memberships are paid in CAD'],
      ['ignored', 'Status is "Pending": only completed payments count'],
      ['ignored', 'Status is "Denied": only completed payments count'],
    ]);
  });

  it('marks a payment that could be two members ambiguous, with both as candidates', async () => {
    const one = await storeMember({ firstName: 'Chris', lastName: 'Wong', email: 'chris.w@example.org' });
    const two = await storeMember({ firstName: 'Chris', lastName: 'Wong', email: 'cwong@example.org' });
    const id = transactionId();
    const csv = paypalActivityCsv([
      paypalPayment({ id, payerName: 'Chris Wong', payerEmail: 'chris@elsewhere.org', memberName: 'Chris Wong' }),
    ]);
    const [row] = (await importCsv(csv, true)).json as PaymentImportRow[];
    expect(row).toMatchObject({
      outcome: 'ambiguous',
      transactionId: id,
      message: '2 members could be "Chris Wong": choose one, a new member, or leave it out',
    });
    expect(row.candidateIds?.sort()).toEqual([one.id, two.id].sort());
    expect(row.memberId).toBeUndefined();
  });

  it("settles a tie on the Member's Name with the payer's e-mail", async () => {
    await storeMember({ firstName: 'Chris', lastName: 'Wong', email: 'chris.w@example.org' });
    const two = await storeMember({ firstName: 'Chris', lastName: 'Wong', email: 'cwong@example.org' });
    const csv = paypalActivityCsv([paypalPayment({ payerName: 'Chris Wong', payerEmail: 'cwong@example.org', memberName: 'Chris Wong' })]);
    const [row] = (await importCsv(csv, true)).json as PaymentImportRow[];
    expect(row).toMatchObject({ outcome: 'matched', memberId: two.id });
  });

  it('matches names regardless of case, accents and extra spaces', async () => {
    const zoe = await storeMember({ firstName: 'Zoë', lastName: "O'Brien" });
    const csv = paypalActivityCsv([paypalPayment({ payerName: 'Z OBrien', payerEmail: 'z@example.org', memberName: '  zoe   obrien ' })]);
    const [row] = (await importCsv(csv, true)).json as PaymentImportRow[];
    expect(row).toMatchObject({ outcome: 'matched', memberId: zoe.id });
  });

  it('counts a transaction listed twice in one file once', async () => {
    const id = transactionId();
    const payment = paypalPayment({ id, payerName: 'Ann Bell', payerEmail: 'ann@example.org', memberName: 'Ann Bell' });
    const rows = (await importCsv(paypalActivityCsv([payment, payment]), true)).json as PaymentImportRow[];
    expect(rows.map((r) => [r.outcome, r.message])).toEqual([
      ['new', `A new member; pays for ${thisYear()}`],
      ['duplicate', 'Same transaction as line 2'],
    ]);
  });

  it('adds two payments of one new person to one new member', async () => {
    const csv = paypalActivityCsv([
      paypalPayment({ payerName: 'Ann Bell', payerEmail: 'ann@example.org', memberName: 'Ann Bell', date: today() }),
      paypalPayment({ payerName: 'Ann Bell', payerEmail: 'ann@example.org', memberName: 'Ann Bell', date: `${thisYear() - 1}-04-02` }),
    ]);
    const res = await importCsv(csv, false);
    expect(res.json.map((r: PaymentImportRow) => r.outcome)).toEqual(['new', 'matched']);
    const [ann] = await register();
    expect(ann).toMatchObject({ firstName: 'Ann', lastName: 'Bell', joinedOn: `${thisYear() - 1}-04-02`, inGoodStanding: true });
    expect(ann.payments.map((p) => p.year)).toEqual([thisYear() - 1, thisYear()]);
    expect(res.json[1].memberId).toBe(ann.id);
  });
});

describe('a malformed CSV', () => {
  it('gets a clear message for each row that cannot be read, and importing it writes nothing', async () => {
    const good = paypalPayment({ payerName: 'Ann Bell', payerEmail: 'ann@example.org', memberName: 'Ann Bell' });
    const csv = paypalActivityCsv([
      good,
      { ...good, 'Transaction ID': transactionId(), Gross: 'ten dollars' },
      { ...good, 'Transaction ID': transactionId(), Date: '31/31/2026' },
      { ...good, 'Transaction ID': 'not-an-id' },
    ]);
    const broken = csv + '"1/2/2026","10:00:00","PST","Cut short"\r\n' + '"1/2/2026","never closed\r\n';
    const preview = await importCsv(broken, true);
    expect(preview.status, preview.text).toBe(200);
    const rows = preview.json as PaymentImportRow[];
    expect(rows.map((r) => [r.line, r.outcome, r.message])).toEqual([
      [2, 'new', `A new member; pays for ${thisYear()}`],
      [3, 'invalid', 'Gross "ten dollars" is not an amount of dollars'],
      [4, 'invalid', 'Date "31/31/2026" is not a date written M/D/YYYY'],
      [5, 'invalid', 'Transaction ID "NOT-AN-ID" is not a PayPal transaction id (17 letters and digits)'],
      [6, 'invalid', 'The line has 4 cells; the header has 41'],
      [7, 'invalid', 'A quoted cell is never closed (a " is missing), so this line and the ones after it cannot be read'],
    ]);

    const before = await snapshotData();
    const applied = await importCsv(broken, false);
    expect(applied.status, applied.text).toBe(400);
    expect(applied.json.message).toMatch(/^5 rows of the file cannot be read, so nothing was imported: line 3: Gross "ten dollars"/);
    expect(applied.json.fieldErrors).toMatchObject({
      'line 3': 'Gross "ten dollars" is not an amount of dollars',
      'line 6': expect.any(String),
    });
    expect(await snapshotData()).toEqual(before);
  });

  it("refuses a file that is not the provider's download, naming the missing columns", async () => {
    for (const dryRun of [true, false]) {
      const before = await snapshotData();
      const res = await importCsv('First,Last,Paid\r\nAnn,Bell,10\r\n', dryRun);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({
        message:
          "This is not the provider's activity download: the first line lacks the columns Date, Name, Type, Status, Gross, Transaction ID.",
        fieldErrors: { csv: expect.any(String) },
      });
      expect(await snapshotData()).toEqual(before);
    }
  });

  it('refuses an empty file, a file of only a header, and bytes that are not UTF-8', async () => {
    const header = paypalActivityCsv([]);
    const cases: [string, string][] = [
      ['', 'The CSV file is empty'],
      [header, 'The file holds no payments, only its header line.'],
    ];
    for (const [body, message] of cases) {
      const res = await importCsv(body, true);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
    }
    const latin1 = await fetch(`${api.base}/api/members/import-payments?dryRun=true`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'text/csv' },
      body: NOT_UTF8,
    });
    expect(latin1.status).toBe(400);
    expect((await latin1.json()).message).toBe('The file is not UTF-8 text: download the CSV again from the provider');
  });
});

describe('refund and reversal rows', () => {
  it('take back the imported payment their Reference Txn ID names, in the preview and in the import, once', async () => {
    const paid = transactionId();
    const imported = await importCsv(
      paypalActivityCsv([paypalPayment({ id: paid, payerName: 'Ann Bell', payerEmail: 'ann@example.org', memberName: 'Ann Bell' })]),
      false,
    );
    expect(imported.status, imported.text).toBe(200);
    const ann = imported.json[0].memberId as string;
    const refundId = transactionId();
    // A later month's download: the refund of that payment.
    const later = paypalActivityCsv([
      paypalPayment({
        id: refundId,
        payerName: 'Ann Bell',
        payerEmail: 'ann@example.org',
        type: 'Payment Refund',
        gross: '-10.00',
        referenceTxnId: paid,
      }),
    ]);
    const before = await snapshotData();
    const preview = await importCsv(later, true);
    expect(preview.json.map((r: PaymentImportRow) => [r.outcome, r.memberId, r.message])).toEqual([
      ['refund', ann, `Refund of ${paid}: the payment is taken back`],
    ]);
    expect(await snapshotData()).toEqual(before);

    expect((await importCsv(later, false)).status).toBe(200);
    const member = (await register()).find((m) => m.id === ann)!;
    expect(member).toMatchObject({ payments: [], inGoodStanding: false });
    expect((await claims()).find((c) => c.id === paid)).toMatchObject({ memberId: ann, takenBack: { reason: 'refunded', on: today() } });
    const audit = await db.collection(COLLECTIONS.auditLog).where('action', '==', 'take-back-payment').get();
    expect(audit.docs.map((d) => d.get('itemId'))).toEqual([ann]);

    // Importing either file again changes nothing: the payment never counts again.
    const settled = await snapshotData();
    const again = await importCsv(later, false);
    expect(again.json[0]).toMatchObject({ outcome: 'duplicate', message: `Refund of ${paid}: already taken back` });
    const original = await importCsv(
      paypalActivityCsv([paypalPayment({ id: paid, payerName: 'Ann Bell', payerEmail: 'ann@example.org', memberName: 'Ann Bell' })]),
      false,
    );
    expect(original.json[0].outcome).toBe('duplicate');
    expect(await snapshotData()).toEqual(settled);
  });
});

describe('importing (dryRun=false)', () => {
  it('writes the whole file at once, and importing it again changes nothing', async () => {
    const { csv, ids, imported, jordan, priya, sam } = await sixRowFile();
    const res = await importCsv(csv, false);
    expect(res.status, res.text).toBe(200);
    const rows = res.json as PaymentImportRow[];
    expect(rows.map((r) => r.outcome)).toEqual(['new', 'new', 'matched', 'matched', 'duplicate', 'ignored']);
    const maria = rows[0].memberId!;
    const lily = rows[1].memberId!;

    const members = await register();
    const byId = new Map(members.map((m) => [m.id, m]));
    expect(members).toHaveLength(5);
    expect(byId.get(maria)).toMatchObject({
      firstName: 'Maria',
      lastName: 'Gomez',
      email: 'maria@example.org',
      address: '12 Oak Street, Victoria, BC V8X 2B2, Canada',
      category: 'resident',
      joinedOn: today(),
      inGoodStanding: true,
      payments: [{ date: today(), amount: 10, method: 'paypal', reference: ids.newA, year: thisYear() }],
    });
    // The payer (Tom) is not the member: his e-mail and address are not Lily's.
    expect(byId.get(lily)).toMatchObject({ firstName: 'Lily', lastName: 'Chen', address: '', inGoodStanding: true });
    expect(byId.get(lily)?.email).toBeUndefined();
    expect(byId.get(jordan.id)?.payments.map((p) => p.reference)).toEqual([ids.jordan]);
    expect(byId.get(priya.id)?.payments.map((p) => p.reference)).toEqual([ids.priya]);
    expect(byId.get(sam.id)?.payments.map((p) => p.reference)).toEqual([imported]);
    expect((await claims()).map((c) => c.id).sort()).toEqual([ids.newA, ids.newB, ids.jordan, ids.priya, imported].sort());

    const audit = await db.collection(COLLECTIONS.auditLog).where('action', '==', 'import').get();
    expect(audit.size).toBe(4);

    const before = await snapshotData();
    const again = await importCsv(csv, false);
    expect(again.status).toBe(200);
    expect(again.json.map((r: PaymentImportRow) => r.outcome)).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'ignored',
    ]);
    expect(again.json.map((r: PaymentImportRow) => r.memberId)).toEqual([maria, lily, jordan.id, priya.id, sam.id, undefined]);
    expect(await snapshotData()).toEqual(before);
  });

  it('needs a choice for every ambiguous row, and applies the choices', async () => {
    const one = await storeMember({ firstName: 'Chris', lastName: 'Wong', email: 'chris.w@example.org' });
    const two = await storeMember({ firstName: 'Chris', lastName: 'Wong', email: 'cwong@example.org' });
    const [a, b, c] = [transactionId(), transactionId(), transactionId()];
    const csv = paypalActivityCsv([
      paypalPayment({ id: a, payerName: 'Chris Wong', payerEmail: 'chris@elsewhere.org', memberName: 'Chris Wong' }),
      paypalPayment({
        id: b,
        payerName: 'Chris Wong',
        payerEmail: 'chris@elsewhere.org',
        memberName: 'Chris Wong',
        date: `${thisYear() - 1}-05-01`,
      }),
      paypalPayment({
        id: c,
        payerName: 'Chris Wong',
        payerEmail: 'chris@elsewhere.org',
        memberName: 'Chris Wong',
        date: `${thisYear() - 1}-03-01`,
      }),
    ]);
    const before = await snapshotData();
    const missing = await importCsv(csv, false, [`${a}:${two.id}`]);
    expect(missing.status).toBe(400);
    expect(missing.json.fieldErrors.choice).toBe('Choose a member, a new member or "leave out" for line 3, line 4');
    const wrong = await importCsv(csv, false, [`${a}:${two.id}`, `${b}:someoneElse`, `${c}:skip`]);
    expect(wrong.status).toBe(400);
    expect(wrong.json.fieldErrors.choice).toBe('Line 3: someoneElse is not one of the members this payment could be');
    const notInFile = await importCsv(csv, false, [`${transactionId()}:new`]);
    expect(notInFile.status).toBe(400);
    expect(await snapshotData()).toEqual(before);

    const res = await importCsv(csv, false, [`${a}:${two.id}`, `${b}:new`, `${c}:skip`]);
    expect(res.status, res.text).toBe(200);
    expect(res.json.map((r: PaymentImportRow) => [r.outcome, r.message])).toEqual([
      ['matched', `Chosen by staff; pays for ${thisYear()}`],
      ['new', `A new member; pays for ${thisYear() - 1}`],
      ['ignored', 'Left out, as chosen'],
    ]);
    const members = await register();
    expect(members).toHaveLength(3);
    expect(members.find((m) => m.id === two.id)?.payments.map((p) => p.reference)).toEqual([a]);
    expect(members.find((m) => m.id === one.id)?.payments).toEqual([]);
    expect((await claims()).map((x) => x.id).sort()).toEqual([a, b].sort());
  });

  it('answers 409 when a choice no longer fits the register, and writes nothing', async () => {
    const one = await storeMember({ firstName: 'Chris', lastName: 'Wong', email: 'chris.w@example.org' });
    const two = await storeMember({ firstName: 'Chris', lastName: 'Wong', email: 'cwong@example.org' });
    const id = transactionId();
    const csv = paypalActivityCsv([paypalPayment({ id, payerName: 'Chris Wong', payerEmail: 'x@example.org', memberName: 'Chris Wong' })]);
    await api.call('DELETE', `/api/members/${one.id}`, { token: admin.token });
    const before = await snapshotData();
    const res = await importCsv(csv, false, [`${id}:${two.id}`]);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(
      `The register changed since the preview: transaction ${id} no longer needs a choice. Preview the file again.`,
    );
    expect(await snapshotData()).toEqual(before);
  });

  it('counts each transaction once when the same file is imported twice at the same time', async () => {
    const { csv, ids, imported } = await sixRowFile();
    const results = await Promise.all([importCsv(csv, false), importCsv(csv, false), importCsv(csv, false)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const members = await register();
    expect(members).toHaveLength(5);
    const references = members.flatMap((m) => m.payments.map((p) => p.reference)).sort();
    expect(references).toEqual([ids.newA, ids.newB, ids.jordan, ids.priya, imported].sort());
    expect(await claims()).toHaveLength(5);
    // Exactly one of the imports wrote the new members; the others found every row already imported.
    const newRows = results.flatMap((r) => r.json as PaymentImportRow[]).filter((r) => r.outcome === 'new');
    expect(newRows).toHaveLength(2);
  });

  it('never counts a transaction recorded by hand again on import', async () => {
    const ann = await storeMember({ firstName: 'Ann', lastName: 'Bell' });
    const id = transactionId();
    const byHand = await api.call('POST', `/api/members/${ann.id}/payments`, {
      body: { date: today(), amount: 10, method: 'paypal', reference: id.toLowerCase(), year: thisYear() },
      token: admin.token,
    });
    expect(byHand.status, byHand.text).toBe(201);
    const csv = paypalActivityCsv([
      paypalPayment({ id, payerName: 'Someone Else', payerEmail: 'else@example.org', memberName: 'Ann Bell' }),
    ]);
    const [row] = (await importCsv(csv, false)).json as PaymentImportRow[];
    expect(row).toMatchObject({ outcome: 'duplicate', memberId: ann.id });
  });
});

describe('the CSV body', () => {
  it('must be sent as text/csv (415 otherwise), in UTF-8', async () => {
    const csv = paypalActivityCsv([paypalPayment({ payerName: 'Ann Bell', payerEmail: 'ann@example.org' })]);
    const bodies = { 'application/json': JSON.stringify({ csv }), 'text/plain': csv, 'multipart/form-data; boundary=x': csv };
    for (const [type, body] of Object.entries(bodies)) {
      const res = await importCsv(body, true, [], { 'Content-Type': type });
      expect(res.status, type).toBe(415);
      expect(res.json.message).toBe('Send the CSV file itself as the body, with Content-Type text/csv');
    }
    const latin = await importCsv(csv, true, [], { 'Content-Type': 'text/csv; charset=iso-8859-1' });
    expect(latin.status).toBe(415);
    expect((await importCsv(csv, true, [], { 'Content-Type': 'text/csv; charset=utf-8' })).status).toBe(200);
  });

  it(`is refused with 413 above ${LIMITS.paymentsImportMaxBytes} bytes`, async () => {
    const csv = paypalActivityCsv([paypalPayment({ payerName: 'Ann Bell', payerEmail: 'ann@example.org' })]);
    const big = csv + ' '.repeat(LIMITS.paymentsImportMaxBytes);
    const before = await snapshotData();
    const res = await importCsv(big, false);
    expect(res.status).toBe(413);
    expect(res.json.message).toBe('The CSV file is larger than 2 MB: download a shorter period and import it in parts');
    expect(await snapshotData()).toEqual(before);
  });

  it('needs dryRun=true or dryRun=false', async () => {
    const csv = paypalActivityCsv([paypalPayment({ payerName: 'Ann Bell', payerEmail: 'ann@example.org' })]);
    for (const query of ['', '?dryRun=yes', '?dryRun=false&choice=nonsense', '?dryRun=true&other=1']) {
      const before = await snapshotData();
      const res = await api.call('POST', `/api/members/import-payments${query}`, {
        rawBody: csv,
        token: admin.token,
        headers: { 'Content-Type': 'text/csv' },
      });
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.json.fieldErrors).length, query).toBeGreaterThan(0);
      expect(await snapshotData()).toEqual(before);
    }
  });
});

describe('through Hosting, as the browser sends it', () => {
  // The platform reads a text/csv body into a Buffer before Express runs (docs/api.md): the same
  // rules must hold there as in-process.
  const viaHosting = (body: string | Uint8Array<ArrayBuffer>, query: string, type = 'text/csv') =>
    fetch(siteUrl(`/api/members/import-payments?${query}`), {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': type },
      body,
    });

  it('previews and imports the provider CSV', async () => {
    const { csv, jordan } = await sixRowFile();
    const before = await snapshotData();
    const preview = await viaHosting(csv, 'dryRun=true');
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(((await preview.json()) as PaymentImportRow[]).map((r) => r.outcome)).toEqual([
      'new',
      'new',
      'matched',
      'matched',
      'duplicate',
      'ignored',
    ]);
    expect(await snapshotData()).toEqual(before);

    const applied = await viaHosting(csv, 'dryRun=false');
    expect(applied.status).toBe(200);
    expect(((await applied.json()) as PaymentImportRow[])[2]).toMatchObject({ outcome: 'matched', memberId: jordan.id });
    expect(await register()).toHaveLength(5);
  });

  it('answers 413 above the limit, 415 for another type, and 400 for a malformed file, writing nothing', async () => {
    const csv = paypalActivityCsv([paypalPayment({ payerName: 'Ann Bell', payerEmail: 'ann@example.org', memberName: 'Ann Bell' })]);
    const before = await snapshotData();
    const big = await viaHosting(csv + ' '.repeat(LIMITS.paymentsImportMaxBytes), 'dryRun=false');
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ message: 'The CSV file is larger than 2 MB: download a shorter period and import it in parts' });
    const plain = await viaHosting(csv, 'dryRun=false', 'text/plain');
    expect(plain.status).toBe(415);
    const notUtf8 = await viaHosting(NOT_UTF8, 'dryRun=false');
    expect(notUtf8.status).toBe(400);
    const malformed = await viaHosting(csv + '"1/2/2026","never closed\r\n', 'dryRun=false');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).fieldErrors).toEqual({ 'line 3': expect.stringContaining('never closed') });
    expect(await snapshotData()).toEqual(before);
  });

  it('refuses anonymous callers with 401', async () => {
    const res = await fetch(siteUrl('/api/members/import-payments?dryRun=true'), {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv' },
      body: 'x',
    });
    expect(res.status).toBe(401);
  });
});
