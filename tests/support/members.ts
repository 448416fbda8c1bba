import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { MemberInput, PaymentInput } from '@roca/contract/members';
import { currentMembershipYear } from '@roca/contract/membership';
import { todayInVancouver } from '@roca/contract/days';
import { COLLECTIONS, db } from '../../functions/src/lib/firebase';

/** Builders for the register of members: bodies of its calls, stored members and provider CSV files. */

const unique = () => randomUUID().slice(0, 8);
export const thisYear = () => currentMembershipYear();
export const today = () => todayInVancouver();

export function memberInput(overrides: Partial<MemberInput> = {}): MemberInput {
  return {
    firstName: 'Alex',
    lastName: `Member${unique()}`,
    email: `alex.${unique()}@example.org`,
    phone: '604 555 0100',
    address: '100 Cedar Lane, Victoria BC V8X 1A1',
    category: 'resident',
    isAdult: true,
    joinedOn: `${thisYear()}-01-05`,
    consent: { given: true, date: `${thisYear()}-01-05`, source: 'Membership form' },
    notes: 'Volunteers at the spring clean-up.',
    ...overrides,
  };
}

export function paymentInput(overrides: Partial<PaymentInput> = {}): PaymentInput {
  return { date: `${thisYear()}-01-05`, amount: 10, method: 'cash', year: thisYear(), ...overrides };
}

type StoredPaymentOverrides = Partial<{ date: string; amount: number; method: string; reference: string; year: number }>;

/**
 * Stores a member directly with the Admin SDK, with payments (a PayPal payment with a reference
 * also claims its transaction id, as the service does).
 */
export async function storeMember(overrides: Partial<MemberInput> = {}, payments: StoredPaymentOverrides[] = []) {
  const input = memberInput(overrides);
  const ref = db.collection(COLLECTIONS.members).doc();
  const now = Timestamp.now();
  const stored = payments.map((p) => ({
    id: db.collection(COLLECTIONS.members).doc().id,
    date: `${thisYear()}-01-05`,
    amount: 10,
    method: 'cash',
    reference: '',
    year: thisYear(),
    ...p,
  }));
  await ref.set({
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email ?? '',
    phone: input.phone ?? '',
    address: input.address,
    category: input.category,
    isAdult: true,
    joinedOn: input.joinedOn,
    consent: input.consent ? { given: input.consent.given, date: input.consent.date ?? '', source: input.consent.source ?? '' } : null,
    notes: input.notes ?? '',
    payments: stored,
    createdAt: now,
    updatedAt: now,
  });
  for (const p of stored) {
    if (p.method === 'paypal' && p.reference) {
      await db.collection(COLLECTIONS.paymentTransactions).doc(p.reference).set({ memberId: ref.id, paymentId: p.id });
    }
  }
  return { id: ref.id, paymentIds: stored.map((p) => p.id), ...input };
}

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
/** A PayPal-shaped transaction id: 17 letters and digits. */
export const transactionId = () => Array.from({ length: 17 }, () => ALPHANUMERIC[Math.floor(Math.random() * ALPHANUMERIC.length)]).join('');

/**
 * The columns of the provider's activity download (PayPal "Download activity", CSV, all fields),
 * in its order. The membership button's `os0` field arrives as Option 1 Name / Option 1 Value.
 */
const PAYPAL_ACTIVITY_COLUMNS = [
  'Date',
  'Time',
  'TimeZone',
  'Name',
  'Type',
  'Status',
  'Currency',
  'Gross',
  'Fee',
  'Net',
  'From Email Address',
  'To Email Address',
  'Transaction ID',
  'Shipping Address',
  'Address Status',
  'Item Title',
  'Item ID',
  'Shipping and Handling Amount',
  'Insurance Amount',
  'Sales Tax',
  'Option 1 Name',
  'Option 1 Value',
  'Option 2 Name',
  'Option 2 Value',
  'Reference Txn ID',
  'Invoice Number',
  'Custom Number',
  'Quantity',
  'Receipt ID',
  'Balance',
  'Address Line 1',
  'Address Line 2/District/Neighborhood',
  'Town/City',
  'State/Province/Region/County/Territory/Prefecture/Republic',
  'Zip/Postal Code',
  'Country',
  'Contact Phone Number',
  'Subject',
  'Note',
  'Country Code',
  'Balance Impact',
] as const;

type PaypalColumn = (typeof PAYPAL_ACTIVITY_COLUMNS)[number];

/** yyyy-mm-dd as PayPal writes it: M/D/YYYY. */
const paypalDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${m}/${d}/${y}`;
};

/** One completed $10.00 membership payment through the hosted button, as the activity download lists it. */
export function paypalPayment(p: {
  payerName: string;
  payerEmail: string;
  memberName?: string;
  id?: string;
  date?: string;
  gross?: string;
  status?: string;
  type?: string;
  currency?: string;
  referenceTxnId?: string;
}): Partial<Record<PaypalColumn, string>> {
  const gross = p.gross ?? '10.00';
  const fee = gross.startsWith('-') ? '0.00' : '-0.59';
  return {
    Date: paypalDate(p.date ?? today()),
    Time: '14:03:27',
    TimeZone: 'PST',
    Name: p.payerName,
    Type: p.type ?? 'Website Payment',
    Status: p.status ?? 'Completed',
    Currency: p.currency ?? 'CAD',
    Gross: gross,
    Fee: fee,
    Net: (Number(gross) + Number(fee)).toFixed(2),
    'From Email Address': p.payerEmail,
    'To Email Address': 'treasurer@example.org',
    'Transaction ID': p.id ?? transactionId(),
    'Address Status': 'Confirmed',
    'Item Title': 'ROCA Membership',
    'Item ID': 'MEMBERSHIP',
    'Shipping and Handling Amount': '0.00',
    'Insurance Amount': '',
    'Sales Tax': '0.00',
    ...(p.memberName !== undefined ? { 'Option 1 Name': "Member's Name", 'Option 1 Value': p.memberName } : {}),
    'Reference Txn ID': p.referenceTxnId ?? '',
    Quantity: '1',
    Balance: '125.40',
    'Address Line 1': '12 Oak Street',
    'Town/City': 'Victoria',
    'State/Province/Region/County/Territory/Prefecture/Republic': 'BC',
    'Zip/Postal Code': 'V8X 2B2',
    Country: 'Canada',
    'Country Code': 'CA',
    'Balance Impact': gross.startsWith('-') ? 'Debit' : 'Credit',
  };
}

/** The CSV file the provider's activity download produces: a header and every cell quoted. */
export function paypalActivityCsv(rows: Partial<Record<PaypalColumn, string>>[]): string {
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
  const lines = [PAYPAL_ACTIVITY_COLUMNS.map(quote).join(',')];
  for (const row of rows) lines.push(PAYPAL_ACTIVITY_COLUMNS.map((column) => quote(row[column] ?? '')).join(','));
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}
