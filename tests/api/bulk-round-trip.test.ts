import { LIMITS, type Development, type DevelopmentInput } from '@roca/contract';
import { IMPORT_MESSAGES } from '@roca/contract/development-import';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { exportDevelopments } from '../../web/src/features/bulk-actions/lib/export-file';
import { previewRows } from '../../web/src/features/bulk-actions/lib/preview-rows';
import { readImportFile } from '../../web/src/features/bulk-actions/lib/read-import-file';
import { apiTestFile } from '../support/api-test-file';
import { developmentInput } from '../support/builders';

const { api, staff: admin, resetDatabase } = apiTestFile();

/** Updates with everything a spreadsheet can trip on: commas, quotes, line breaks, accents, links. */
const tricky: DevelopmentInput[] = [
  developmentInput({
    projectTitle: 'Café "Le Coin", phase 2',
    subTitle: 'Rezoning, 3 storeys',
    description: 'First line, with a comma.\nSecond line with "quotes" and é, ü, 漢字.',
    date: '2025-06-01',
    status: 'Under Review',
    link1: 'https://example.org/a?x=1&y=2',
    linkText1: 'Application',
    link3: 'https://example.org/c',
  }),
  developmentInput({ projectTitle: 'Oak Street', date: '2025-07-15', status: 'Approved', imagePath: '/images/oak.jpg' }),
  // Text a spreadsheet would run as a formula.
  developmentInput({
    projectTitle: '=HYPERLINK("https://x.io","Go")',
    subTitle: '+1 storey',
    description: '-5 parking spaces\n@council to decide',
    date: '2025-08-01',
    status: 'Proposed',
  }),
];

/** The editable fields of a stored update: what an import can bring back (an imported update's status history starts on import). */
const editable = (dev: Development) => {
  const { id: _id, attachments: _a, statusHistory: _h, createdAt: _c, updatedAt: _u, ...fields } = dev;
  return fields;
};

async function storedDevelopments() {
  return (await api.call('GET', '/api/developments')).json as Development[];
}

/** What the Import Updates dialog does with a chosen file, then the confirm button. */
async function importFile(file: File) {
  const read = await readImportFile(file);
  if (!read.ok) throw new Error(read.message);
  const preview = previewRows(read.rows, await storedDevelopments());
  const fresh = preview.flatMap((r) => (r.status === 'new' ? [r.value] : []));
  const res = fresh.length ? await api.call('POST', '/api/developments/import', { token: admin.token, body: { rows: fresh } }) : null;
  return { preview, result: res?.json };
}

describe('Export All then Import Updates', () => {
  for (const format of ['csv', 'json'] as const) {
    it(`gives back the same updates through a ${format.toUpperCase()} file into an empty store`, async () => {
      for (const input of tricky) await api.call('POST', '/api/developments', { token: admin.token, body: input });
      const before = await storedDevelopments();
      const { content } = exportDevelopments(before, format);

      await resetDatabase();
      const { preview, result } = await importFile(new File([content], `export.${format}`));
      expect(preview.map((r) => r.status)).toEqual(['new', 'new', 'new']);
      expect(result).toMatchObject({ created: 3, duplicates: 0, invalid: 0 });
      expect((await storedDevelopments()).map(editable)).toEqual(before.map(editable));

      const again = await importFile(new File([content], `export.${format}`));
      expect(again.preview.map((r) => r.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);
      expect(await storedDevelopments()).toHaveLength(3);
    });
  }

  it('writes CSV a spreadsheet opens cleanly: UTF-8 byte-order mark, every field quoted', async () => {
    await api.call('POST', '/api/developments', { token: admin.token, body: tricky[0] });
    const { content, mimeType } = exportDevelopments(await storedDevelopments(), 'csv');
    expect(mimeType).toBe('text/csv;charset=utf-8');
    expect(content.startsWith('\uFEFF"id","date","projectTitle"')).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(content.slice(1), { header: true });
    expect(parsed.data[0].description).toBe(tricky[0].description);
  });

  it('neutralises formulas in CSV: a cell that would run in a spreadsheet starts with an apostrophe', async () => {
    await api.call('POST', '/api/developments', { token: admin.token, body: tricky[2] });
    const { content } = exportDevelopments(await storedDevelopments(), 'csv');
    expect(content).toContain('"\'=HYPERLINK(""https://x.io"",""Go"")"');
    const [row] = Papa.parse<Record<string, string>>(content.slice(1), { header: true }).data;
    expect(row).toMatchObject({
      projectTitle: `'${tricky[2].projectTitle}`,
      subTitle: "'+1 storey",
      description: `'${tricky[2].description}`,
      date: '2025-08-01',
    });
  });
});

describe('Import Updates preview', () => {
  it('reads the legacy development_updates shape, and marks duplicates and invalid rows with reasons', async () => {
    await api.call('POST', '/api/developments', {
      token: admin.token,
      body: developmentInput({ projectTitle: 'Stored', date: '2024-05-05' }),
    });
    const legacy = [
      {
        id: 'old-1',
        date: '2024-01-10',
        title: 'Hall roof',
        subtitle: 'Repairs',
        description: 'New roof.',
        status: 'Approved',
        links: [{ url: 'https://example.org/roof', text: 'Notice' }, 'https://example.org/plan'],
        createdAt: '2024-01-10T00:00:00Z',
      },
      { date: '2024-05-05', title: 'Stored', description: 'Same date and title as a stored update.', status: 'Approved' },
      { date: '2024-02-30', title: 'Bad date', description: 'x', status: 'Approved' },
      { date: '2024-03-01', title: 'No status', description: 'Legacy rows may lack one.' },
      {
        date: '2024-03-02',
        title: 'Too many links',
        description: 'x',
        status: 'Approved',
        links: ['https://a.org', 'https://b.org', 'https://c.org', 'https://d.org', 'https://e.org'],
      },
    ];
    const { preview, result } = await importFile(new File([JSON.stringify({ development_updates: legacy })], 'legacy.json'));
    expect(preview.map((r) => r.status)).toEqual(['new', 'duplicate', 'invalid', 'invalid', 'invalid']);
    const reasons = preview.flatMap((r) => (r.status === 'invalid' ? [r.reason] : []));
    expect(reasons[0]).toMatch(/date/i);
    expect(reasons[1]).toBe('Status is required (this legacy row has none)');
    expect(reasons[2]).toBe('At most 4 links can be imported; this row has 5');
    expect(result).toMatchObject({ created: 1 });
    const roof = (await storedDevelopments()).find((d) => d.projectTitle === 'Hall roof')!;
    expect(roof).toMatchObject({
      subTitle: 'Repairs',
      link1: 'https://example.org/roof',
      linkText1: 'Notice',
      link2: 'https://example.org/plan',
    });
  });

  it('reads a legacy CSV with links separated by |', async () => {
    const csv =
      'date,title,subtitle,description,status,links\n2024-04-01,Park path,,"Paving, lighting",In Progress,https://example.org/p1 | https://example.org/p2\n';
    const { preview } = await importFile(new File([csv], 'legacy.csv'));
    expect(preview).toEqual([
      {
        row: 1,
        status: 'new',
        value: expect.objectContaining({ projectTitle: 'Park path', link1: 'https://example.org/p1', link2: 'https://example.org/p2' }),
      },
    ]);
  });

  it(`refuses a file over 5 MB or over ${LIMITS.importMaxRows} rows with a clear message`, async () => {
    const big = new File(['x'.repeat(LIMITS.importMaxBytes + 1)], 'big.csv');
    expect(await readImportFile(big)).toEqual({ ok: false, message: IMPORT_MESSAGES.tooLarge });
    expect(IMPORT_MESSAGES.tooLarge).toBe('The file is larger than 5 MB. Split it into smaller files and import them one by one.');

    const rows = Array.from({ length: LIMITS.importMaxRows + 1 }, (_, i) => ({ ...developmentInput(), projectTitle: `Row ${i}` }));
    const many = await readImportFile(new File([JSON.stringify(rows)], 'many.json'));
    expect(many).toEqual({
      ok: false,
      message: 'The file holds 2,001 rows; at most 2,000 can be imported at once. Split it into smaller files.',
    });
  });
});
