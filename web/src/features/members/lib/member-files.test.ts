import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Member } from '@roca/contract/members';
import { exportRegister, exportVoters } from './member-files';

const ann: Member = {
  id: 'ann',
  firstName: '=HYPERLINK("http://evil.example","Ann")',
  lastName: 'Bell',
  email: 'ann@example.org',
  phone: '+1 250 555 0100',
  address: '12 Oak Street, Victoria',
  category: 'property-owner',
  isAdult: true,
  joinedOn: '2025-02-01',
  consent: { given: true, date: '2025-02-01', source: '@form' },
  notes: '-2+3',
  payments: [
    { id: 'p1', date: '2025-02-01', amount: 10, method: 'paypal', reference: '5TY05013RG002845M', year: 2025 },
    { id: 'p2', date: '2026-01-10', amount: 10, method: 'cash', year: 2026 },
  ],
  inGoodStanding: true,
  status: 'in-good-standing',
  createdAt: '2025-02-01T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
};

const parse = (content: string) => Papa.parse<Record<string, string>>(content.replace(/^\uFEFF/, ''), { header: true }).data;

describe('the register export', () => {
  it('writes one member per row with every payment, and neutralises formulas', () => {
    const { content, mimeType } = exportRegister([ann], 'csv', 2026);
    expect(mimeType).toBe('text/csv;charset=utf-8');
    expect(content.startsWith('\uFEFF"id","lastName","firstName"')).toBe(true);
    const [row] = parse(content);
    expect(row.firstName).toBe(`'=HYPERLINK("http://evil.example","Ann")`);
    expect(row.phone).toBe("'+1 250 555 0100");
    expect(row.consentSource).toBe("'@form");
    expect(row.notes).toBe("'-2+3");
    expect(row.category).toBe('Property owner');
    expect(row.status).toBe('In good standing (2026)');
    expect(row.payments).toBe('2025-02-01 $10.00 PayPal for 2025 (ref 5TY05013RG002845M)\n2026-01-10 $10.00 Cash for 2026');
  });

  it('neutralises a formula that goes on over several lines, in the address and the notes', () => {
    const address = '=HYPERLINK("http://evil.example","Click")\n12 Oak Street';
    const notes = "+cmd|' /C calc'!A0\r\nsecond line";
    const [row] = parse(exportRegister([{ ...ann, address, notes }], 'csv', 2026).content);
    expect(row.address).toBe(`'${address}`);
    expect(row.notes).toBe(`'${notes}`);
  });

  it('keeps every field in JSON', () => {
    expect(JSON.parse(exportRegister([ann], 'json', 2026).content)).toEqual([ann]);
  });
});

describe('the voter list', () => {
  it('numbers the voters and names the payment that makes each one a voter', () => {
    const rows = parse(exportVoters([ann], '2026-05-15').content);
    expect(rows).toEqual([
      {
        number: '1',
        lastName: 'Bell',
        firstName: `'=HYPERLINK("http://evil.example","Ann")`,
        address: '12 Oak Street, Victoria',
        paidOn: '2026-01-10',
      },
    ]);
  });

  it('neutralises a multi-line formula in an address', () => {
    const address = "@SUM(1+1)*cmd|' /C calc'!A0\n12 Oak Street";
    const [row] = parse(exportVoters([{ ...ann, address }], '2026-05-15').content);
    expect(row.address).toBe(`'${address}`);
  });
});
