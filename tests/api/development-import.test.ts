import { LIMITS, type Development, type DevelopmentInput } from '@roca/contract';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../support/auth';
import { developmentInput, storeDevelopment } from '../support/builders';
import { apiTestFile } from '../support/api-test-file';

const { api, staff: admin } = apiTestFile();

const importRows = (rows: unknown[], token = admin.token) => api.call('POST', '/api/developments/import', { token, body: { rows } });
const stored = async () => (await api.call('GET', '/api/developments')).json as Development[];

describe('POST /api/developments/import', () => {
  it('creates the new valid rows, counts duplicates and invalid rows, and adds nothing the second time', async () => {
    await storeDevelopment({ projectTitle: 'Already stored', date: '2025-01-10' });
    const rows: unknown[] = [
      developmentInput({ projectTitle: 'Cedar Lane', date: '2025-02-01', link1: 'https://example.org/cedar', linkText1: 'Application' }),
      developmentInput({ projectTitle: 'Already stored', date: '2025-01-10' }),
      developmentInput({ projectTitle: 'Oak Street', date: '2025-03-01' }),
      developmentInput({ projectTitle: 'Cedar Lane', date: '2025-02-01' }),
      { ...developmentInput(), projectTitle: 'x'.repeat(LIMITS.projectTitle + 1) },
      { ...developmentInput(), link1: 'javascript:alert(1)' },
      { ...developmentInput(), password: 'nope' },
    ];

    const first = await importRows(rows);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ created: 2, duplicates: 2, invalid: 3 });
    expect(first.json.invalidRows.map((r: { row: number }) => r.row)).toEqual([5, 6, 7]);
    expect(first.json.invalidRows[0].reason).toContain(`at most ${LIMITS.projectTitle} characters`);
    expect(first.json.invalidRows[2].reason).toContain("Unknown field 'password'");
    expect((await stored()).map((d) => d.projectTitle)).toEqual(['Oak Street', 'Cedar Lane', 'Already stored']);
    expect((await stored())[1]).toMatchObject({ link1: 'https://example.org/cedar', linkText1: 'Application', attachments: [] });

    const second = await importRows(rows);
    expect(second.json).toMatchObject({ created: 0, duplicates: 4, invalid: 3 });
    expect(await stored()).toHaveLength(3);
  });

  it('two imports of one file at once still add each update once', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => developmentInput({ projectTitle: `Row ${i}`, date: '2025-04-01' }));
    const results = await Promise.all([importRows(rows), importRows(rows)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.reduce((sum, r) => sum + r.json.created, 0)).toBe(30);
    expect(await stored()).toHaveLength(30);
  });

  it(`refuses more than ${LIMITS.importMaxRows} rows with a clear message, writing nothing`, async () => {
    const rows = Array.from({ length: LIMITS.importMaxRows + 1 }, (_, i) => developmentInput({ projectTitle: `Row ${i}` }));
    const res = await importRows(rows);
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('At most 2,000 rows can be imported at once');
    expect(await stored()).toEqual([]);
  });

  it('records an audit entry for every imported update', async () => {
    const res = await importRows([developmentInput({ projectTitle: 'Imported' })]);
    const audit = await api.call('GET', '/api/audit?itemType=development', { token: admin.token });
    expect(audit.json.entries).toEqual([
      expect.objectContaining({
        action: 'import',
        itemLabel: 'Imported',
        itemId: (await stored())[0].id,
        actor: expect.objectContaining({ id: admin.user.id }),
      }),
    ]);
    expect(res.json.created).toBe(1);
  });

  it('anonymous 401, Read Only 403; Super may import', async () => {
    const rows: DevelopmentInput[] = [developmentInput()];
    expect((await api.call('POST', '/api/developments/import', { body: { rows } })).status).toBe(401);
    const readOnly = await loginAs(api, 'Read Only');
    expect((await importRows(rows, readOnly.token)).status).toBe(403);
    const superUser = await loginAs(api, 'Super');
    expect((await importRows(rows, superUser.token)).json.created).toBe(1);
  });
});
