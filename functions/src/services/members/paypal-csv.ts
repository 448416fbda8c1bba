import Papa from 'papaparse';
import { LIMITS, isOneLine } from '@roca/contract';
import { PAYPAL_TRANSACTION_ID } from '@roca/contract/membership';

/**
 * Reads the CSV of the payment provider's activity download (docs/members.md, "Import payments").
 * Its columns are PayPal's documented download fields; the ones read here are below. A row that
 * cannot be read is reported with its line and the reason, never silently dropped.
 */
const PAYPAL_COLUMNS = {
  date: 'Date',
  name: 'Name',
  type: 'Type',
  status: 'Status',
  currency: 'Currency',
  gross: 'Gross',
  fromEmail: 'From Email Address',
  transactionId: 'Transaction ID',
  referenceTransactionId: 'Reference Txn ID',
  option1Name: 'Option 1 Name',
  option1Value: 'Option 1 Value',
  option2Name: 'Option 2 Name',
  option2Value: 'Option 2 Value',
  addressLine1: 'Address Line 1',
  addressLine2: 'Address Line 2/District/Neighborhood',
  city: 'Town/City',
  province: 'State/Province/Region/County/Territory/Prefecture/Republic',
  postalCode: 'Zip/Postal Code',
  country: 'Country',
} as const;

type Column = keyof typeof PAYPAL_COLUMNS;
const REQUIRED_COLUMNS: Column[] = ['date', 'name', 'type', 'status', 'gross', 'transactionId'];

/** The hosted button's option field that carries the member's name (`os0` on /membership). */
const MEMBER_NAME_OPTION = "Member's Name";

export type PaypalRow = {
  line: number;
  transactionId: string;
  date: string;
  type: string;
  status: string;
  currency: string;
  gross: number;
  payerName: string;
  payerEmail: string;
  /** The "Member's Name" option, when the payment came from the membership button. */
  memberName: string;
  referenceTransactionId: string;
  address: string;
};

/** A row that cannot be read: what little could be, and why not. */
export type UnreadableRow = { line: number; transactionId: string; name: string; amount: number | null; problem: string };

export type PaypalCsv = { ok: true; rows: (PaypalRow | UnreadableRow)[] } | { ok: false; message: string };

export const isUnreadable = (row: PaypalRow | UnreadableRow): row is UnreadableRow => 'problem' in row;

/** PayPal writes dates M/D/YYYY (its download specification); yyyy-mm-dd is read too. */
function readDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]].map(Number) : us ? [us[3], us[1], us[2]].map(Number) : [NaN, NaN, NaN];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** "10.00", "1,010.00" or "-10.00": dollars and cents. */
function readAmount(text: string): number | null {
  const plain = text.replace(/[\s,]/g, '');
  return /^-?\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : null;
}

/** The line a row starts on: the first character after the previous row, past skipped blank lines. */
function lineCounter(text: string) {
  let position = 0;
  let line = 1;
  return (rowStart: number) => {
    let start = rowStart;
    while (start < text.length && /\s/.test(text[start])) start++;
    for (; position < start; position++) if (text[position] === '\n') line++;
    return line;
  };
}

function describeQuoteError(code: string) {
  return code === 'MissingQuotes'
    ? 'A quoted cell is never closed (a " is missing), so this line and the ones after it cannot be read'
    : 'A cell has a stray quote (")';
}

/** Parses the CSV text: either every row (readable or not), or why the file as a whole is not a provider download. */
export function readPaypalCsv(csv: string): PaypalCsv {
  const text = csv.replace(/^\uFEFF/, '');
  const lineOf = lineCounter(text);
  const records: { line: number; cells: string[]; quoteError?: string }[] = [];
  let previousCursor = 0;
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    step: (result) => {
      const line = lineOf(previousCursor);
      previousCursor = result.meta.cursor;
      const quotes = result.errors.find((e) => e.type === 'Quotes');
      records.push({ line, cells: result.data, quoteError: quotes ? describeQuoteError(quotes.code) : undefined });
    },
  });
  const [header, ...body] = records;
  if (!header) return { ok: false, message: 'The file is empty.' };
  const headings = header.cells.map((h) => h.trim().toLowerCase());
  const indexOf = Object.fromEntries(
    (Object.keys(PAYPAL_COLUMNS) as Column[]).map((key) => [key, headings.indexOf(PAYPAL_COLUMNS[key].toLowerCase())]),
  ) as Record<Column, number>;
  const missing = REQUIRED_COLUMNS.filter((key) => indexOf[key] < 0).map((key) => PAYPAL_COLUMNS[key]);
  if (missing.length) {
    return {
      ok: false,
      message: `This is not the provider's activity download: the first line lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`,
    };
  }
  if (body.length === 0) return { ok: false, message: 'The file holds no payments, only its header line.' };
  if (body.length > LIMITS.paymentsImportMaxRows) {
    return { ok: false, message: `The file holds ${body.length} rows; at most ${LIMITS.paymentsImportMaxRows} can be imported at once.` };
  }
  return { ok: true, rows: body.map((record) => readRow(record, header.cells.length, indexOf)) };
}

function readRow(
  { line, cells, quoteError }: { line: number; cells: string[]; quoteError?: string },
  columnCount: number,
  indexOf: Record<Column, number>,
): PaypalRow | UnreadableRow {
  const cell = (key: Column) => (indexOf[key] < 0 ? '' : (cells[indexOf[key]] ?? '').trim());
  const transactionId = cell('transactionId').toUpperCase();
  const gross = readAmount(cell('gross'));
  const payerName = cell('name');
  const option = [1, 2]
    .map((n) => ({ name: cell(`option${n}Name` as Column), value: cell(`option${n}Value` as Column) }))
    .find((o) => o.name.toLowerCase() === MEMBER_NAME_OPTION.toLowerCase());
  const memberName = option?.value ?? '';
  const unreadable = (problem: string): UnreadableRow => ({ line, transactionId, name: memberName || payerName, amount: gross, problem });

  if (quoteError) return unreadable(quoteError);
  if (cells.length !== columnCount) return unreadable(`The line has ${cells.length} cells; the header has ${columnCount}`);
  if (!transactionId) return unreadable('Transaction ID is empty');
  if (!PAYPAL_TRANSACTION_ID.test(transactionId))
    return unreadable(`Transaction ID "${transactionId.slice(0, 40)}" is not a PayPal transaction id (17 letters and digits)`);
  const date = readDate(cell('date'));
  if (!date) return unreadable(`Date "${cell('date').slice(0, 40)}" is not a date written M/D/YYYY`);
  if (gross === null) return unreadable(`Gross "${cell('gross').slice(0, 40)}" is not an amount of dollars`);
  if (memberName.length > 2 * LIMITS.memberNamePart)
    return unreadable(`The Member's Name is longer than ${2 * LIMITS.memberNamePart} characters`);
  // A quoted cell may hold a line break; a name with one would become a member's name (nameText).
  if (!isOneLine(memberName) || !isOneLine(payerName)) return unreadable("The Name or the Member's Name has a line break");

  const address = [
    cell('addressLine1'),
    cell('addressLine2'),
    cell('city'),
    [cell('province'), cell('postalCode')].filter(Boolean).join(' '),
    cell('country'),
  ]
    .filter(Boolean)
    .join(', ');
  return {
    line,
    transactionId,
    date,
    type: cell('type'),
    status: cell('status'),
    currency: cell('currency').toUpperCase(),
    gross,
    payerName,
    payerEmail: cell('fromEmail').toLowerCase(),
    memberName,
    referenceTransactionId: cell('referenceTransactionId').toUpperCase(),
    address: address.slice(0, LIMITS.postalAddress),
  };
}
