import type { Member, Payment } from '@roca/contract/members';
import { MEMBER_CATEGORY_LABELS, MEMBER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '@roca/contract/membership';
import { csvFile } from '#web/lib/csv-file';

/**
 * The register's files: the export (CSV and JSON) and the AGM voter list (CSV). CSV goes through
 * the product's one CSV writer (lib/csv-file.ts), so a name or address typed as "=HYPERLINK(...)",
 * on one line or several, stays text in a spreadsheet.
 */

export const dollars = (amount: number) => `${amount < 0 ? '-' : ''}$${Math.abs(amount).toFixed(2)}`;

/** "2026-01-05 $10.00 Cash for 2026 (ref 204)": one payment on one line of a cell. */
export const describePayment = (p: Payment) =>
  `${p.date} ${dollars(p.amount)} ${PAYMENT_METHOD_LABELS[p.method]} for ${p.year}${p.reference ? ` (ref ${p.reference})` : ''}`;

const REGISTER_COLUMNS = [
  'id',
  'lastName',
  'firstName',
  'email',
  'phone',
  'address',
  'category',
  'isAdult',
  'joinedOn',
  'consentGiven',
  'consentDate',
  'consentSource',
  'notes',
  'status',
  'payments',
  'createdAt',
  'updatedAt',
];

export type ExportFormat = 'csv' | 'json';

/** The whole register with every payment: one member per row in CSV, payments one per line of their cell. */
export function exportRegister(members: Member[], format: ExportFormat, year: number) {
  if (format === 'json') return { content: JSON.stringify(members, null, 2), mimeType: 'application/json' };
  const rows = members.map((m) => ({
    id: m.id,
    lastName: m.lastName,
    firstName: m.firstName,
    email: m.email ?? '',
    phone: m.phone ?? '',
    address: m.address,
    category: MEMBER_CATEGORY_LABELS[m.category],
    isAdult: m.isAdult ? 'yes' : 'no',
    joinedOn: m.joinedOn,
    consentGiven: m.consent ? (m.consent.given ? 'yes' : 'no') : '',
    consentDate: m.consent?.date ?? '',
    consentSource: m.consent?.source ?? '',
    notes: m.notes ?? '',
    status: `${MEMBER_STATUS_LABELS[m.status]} (${year})`,
    payments: m.payments.map(describePayment).join('\n'),
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
  }));
  return csvFile(rows, REGISTER_COLUMNS);
}

/** The AGM voter list: who may vote on the day, in the order of the printed list. */
export function exportVoters(voters: Member[], date: string) {
  const year = Number(date.slice(0, 4));
  const rows = voters.map((m, i) => ({
    number: i + 1,
    lastName: m.lastName,
    firstName: m.firstName,
    address: m.address,
    paidOn: m.payments.find((p) => p.year === year && p.date <= date)?.date ?? '',
  }));
  return csvFile(rows, ['number', 'lastName', 'firstName', 'address', 'paidOn']);
}

/** e.g. roca-members-2026-11-21.csv */
export const registerFileName = (format: ExportFormat, today: string) => `roca-members-${today}.${format}`;
export const voterFileName = (date: string) => `roca-agm-voters-${date}.csv`;
