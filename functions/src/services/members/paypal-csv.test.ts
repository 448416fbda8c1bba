import { describe, expect, it } from 'vitest';
import { LIMITS } from '@roca/contract';
import { readPaypalCsv, type PaypalCsv } from './paypal-csv';

/** The reader of the provider's activity download, from literal files (docs/members.md, "Import payments"). */

const HEADER =
  'Date,Time,Name,Type,Status,Currency,Gross,From Email Address,Transaction ID,Option 1 Name,Option 1 Value,Reference Txn ID,' +
  'Address Line 1,Address Line 2/District/Neighborhood,Town/City,State/Province/Region/County/Territory/Prefecture/Republic,Zip/Postal Code,Country';

const rowsOf = (csv: PaypalCsv) => {
  if (!csv.ok) throw new Error(`Expected rows, got: ${csv.message}`);
  return csv.rows;
};

describe('a provider download', () => {
  it('reads each payment: dates M/D/YYYY, amounts with thousands, the "Member\'s Name" option and the address', () => {
    const csv = [
      // The download starts with a byte order mark, and the header's case may differ.
      `\uFEFF${HEADER.replace('Gross', 'GROSS')}`,
      "1/5/2026,10:02:11,Tom Chen,Website Payment,Completed,cad,10.00,Tom@Example.org,5tj12345ab6789012,Member's Name,Lily Chen,," +
        '"12 Elm St, Unit 4",,Vancouver,BC,V5K 0A1,Canada',
      '2026-12-31,23:59:00,r.sharma@example.org,Donation Payment,Completed,CAD,"1,010.00",r.sharma@example.org,7XY12345AB6789012,,,,,,,,,',
    ].join('\r\n');
    expect(rowsOf(readPaypalCsv(csv))).toEqual([
      {
        line: 2,
        transactionId: '5TJ12345AB6789012',
        date: '2026-01-05',
        type: 'Website Payment',
        status: 'Completed',
        currency: 'CAD',
        gross: 10,
        payerName: 'Tom Chen',
        payerEmail: 'tom@example.org',
        memberName: 'Lily Chen',
        referenceTransactionId: '',
        address: '12 Elm St, Unit 4, Vancouver, BC V5K 0A1, Canada',
      },
      {
        line: 3,
        transactionId: '7XY12345AB6789012',
        date: '2026-12-31',
        type: 'Donation Payment',
        status: 'Completed',
        currency: 'CAD',
        gross: 1010,
        payerName: 'r.sharma@example.org',
        payerEmail: 'r.sharma@example.org',
        memberName: '',
        referenceTransactionId: '',
        address: '',
      },
    ]);
  });

  it('reads a refund as a negative amount with the transaction it refunds', () => {
    const csv = `${HEADER}\n3/1/2026,09:00:00,Sam Okafor,Payment Refund,Completed,CAD,-10.00,sam@example.org,REF12345AB6789012,,,abc12345ab6789012,,,,,,`;
    const [refund] = rowsOf(readPaypalCsv(csv));
    expect(refund).toMatchObject({ gross: -10, type: 'Payment Refund', referenceTransactionId: 'ABC12345AB6789012' });
  });

  it('names the line and the reason of every row it cannot read, past blank lines and multi-line cells, and reads the others', () => {
    const good = (id: string) => `1/5/2026,10:00:00,Ann Lee,Website Payment,Completed,CAD,10.00,ann@example.org,${id},,,,,,,,,`;
    const csv = [
      HEADER,
      good('AAA12345AB6789012'),
      '',
      '2/30/2026,10:00:00,Ann Lee,Website Payment,Completed,CAD,10.00,ann@example.org,BBB12345AB6789012,,,,,,,,,',
      '1/5/2026,10:00:00,Ann Lee,Website Payment,Completed,CAD,ten,ann@example.org,CCC12345AB6789012,,,,,,,,,',
      '1/5/2026,10:00:00,Ann Lee,Website Payment,Completed,CAD,10.00,ann@example.org,not-an-id,,,,,,,,,',
      '1/5/2026,10:00:00,Ann Lee,Website Payment,Completed,CAD,10.00,ann@example.org,,,,,,,,,,',
      '1/5/2026,10:00:00,Ann Lee,Website Payment,Completed,CAD,10.00',
      // A quoted cell over two lines is one cell: the next row starts two lines further.
      '1/5/2026,10:00:00,Ann Lee,Website Payment,Completed,CAD,10.00,ann@example.org,DDD12345AB6789012,,,,"1 Elm St\nBack door",,,,,',
      good('EEE12345AB6789012'),
    ].join('\n');
    const rows = rowsOf(readPaypalCsv(csv));
    expect(rows.map((row) => [row.line, row.transactionId, 'problem' in row ? row.problem : 'read'])).toEqual([
      [2, 'AAA12345AB6789012', 'read'],
      [4, 'BBB12345AB6789012', 'Date "2/30/2026" is not a date written M/D/YYYY'],
      [5, 'CCC12345AB6789012', 'Gross "ten" is not an amount of dollars'],
      [6, 'NOT-AN-ID', 'Transaction ID "NOT-AN-ID" is not a PayPal transaction id (17 letters and digits)'],
      [7, '', 'Transaction ID is empty'],
      [8, '', 'The line has 7 cells; the header has 18'],
      [9, 'DDD12345AB6789012', 'read'],
      [11, 'EEE12345AB6789012', 'read'],
    ]);
    expect(rows[2]).toMatchObject({ name: 'Ann Lee', amount: null });
  });

  it("refuses a name with a line break, which would become a member's name", () => {
    const csv = `${HEADER}\n1/5/2026,10:00:00,"Ann\nLee",Website Payment,Completed,CAD,10.00,ann@example.org,AAA12345AB6789012,,,,,,,,,`;
    const [row] = rowsOf(readPaypalCsv(csv));
    expect(row).toMatchObject({ line: 2, transactionId: 'AAA12345AB6789012', problem: "The Name or the Member's Name has a line break" });
  });

  it('stops at a quoted cell that is never closed, naming its line', () => {
    const csv = `${HEADER}\n1/5/2026,10:00:00,"Ann Lee,Website Payment,Completed,CAD,10.00,ann@example.org,AAA12345AB6789012,,,,,,,,,`;
    const [row] = rowsOf(readPaypalCsv(csv));
    expect(row).toMatchObject({
      line: 2,
      problem: 'A quoted cell is never closed (a " is missing), so this line and the ones after it cannot be read',
    });
  });

  it("refuses a Member's Name longer than a first and a last name can be", () => {
    const long = 'A'.repeat(2 * LIMITS.memberNamePart + 1);
    const csv = `${HEADER}\n1/5/2026,10:00:00,Ann Lee,Website Payment,Completed,CAD,10.00,ann@example.org,AAA12345AB6789012,Member's Name,${long},,,,,,,`;
    expect(rowsOf(readPaypalCsv(csv))[0]).toMatchObject({
      problem: `The Member's Name is longer than ${2 * LIMITS.memberNamePart} characters`,
    });
  });
});

describe('a file that is not a provider download', () => {
  it.each([
    ['an empty file', '', 'The file is empty.'],
    ['a byte order mark alone', '\uFEFF\n\n', 'The file is empty.'],
    [
      'a file without the provider columns',
      'Name,Amount\nAnn Lee,10.00',
      "This is not the provider's activity download: the first line lacks the columns Date, Type, Status, Gross, Transaction ID.",
    ],
    [
      'a file lacking one column',
      HEADER.replace(',Status', ''),
      "This is not the provider's activity download: the first line lacks the column Status.",
    ],
    ['a header without payments', `${HEADER}\n`, 'The file holds no payments, only its header line.'],
  ])('refuses %s, saying why', (_name, csv, message) => {
    expect(readPaypalCsv(csv)).toEqual({ ok: false, message });
  });

  it(`refuses more than ${LIMITS.paymentsImportMaxRows} rows before reading any`, () => {
    const row = '1/5/2026,10:00:00,Ann Lee,Website Payment,Completed,CAD,10.00,ann@example.org,AAA12345AB6789012,,,,,,,,,';
    const csv = [HEADER, ...Array.from({ length: LIMITS.paymentsImportMaxRows + 1 }, () => row)].join('\n');
    expect(readPaypalCsv(csv)).toEqual({
      ok: false,
      message: `The file holds ${LIMITS.paymentsImportMaxRows + 1} rows; at most ${LIMITS.paymentsImportMaxRows} can be imported at once.`,
    });
  });
});
