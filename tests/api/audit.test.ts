import type { AuditEntry, AuditPage } from '@roca/contract/audit';
import { describe, expect, it } from 'vitest';
import { apiTestFile } from '../support/api-test-file';
import { developmentInput, eventInput } from '../support/builders';
import { COLLECTIONS, db } from '../support/db';
import { testBytes, uploadFlow } from '../support/uploads';

const { api, staff: admin, signedInAs } = apiTestFile({ roles: ['Admin', 'Super', 'Read Only'] });

async function auditOf(query = '', token = admin.token): Promise<AuditEntry[]> {
  const res = await api.call('GET', `/api/audit${query}`, { token });
  expect(res.status).toBe(200);
  return (res.json as AuditPage).entries;
}

const entriesFor = async (itemId: string) => (await auditOf()).filter((e) => e.itemId === itemId);

describe('what the audit log records', () => {
  it('development create, update, attach, detach and delete, with who and the states before and after', async () => {
    const created = await api.call('POST', '/api/developments', {
      token: admin.token,
      body: developmentInput({ projectTitle: 'Cedar Lane' }),
    });
    const id = created.json.id;
    await api.call('PUT', `/api/developments/${id}`, {
      token: admin.token,
      body: developmentInput({ projectTitle: 'Cedar Lane', status: 'Approved' }),
    });
    const withFile = await uploadFlow(api).uploadAndAttach(admin.token, id, testBytes(10), 'plan.pdf');
    await api.call('DELETE', `/api/developments/${id}/attachments`, {
      token: admin.token,
      body: { attachmentPath: withFile.attachments[0].path },
    });
    await api.call('DELETE', `/api/developments/${id}`, { token: admin.token });

    const entries = await entriesFor(id);
    expect(entries.map((e) => e.action)).toEqual(['delete', 'detach', 'attach', 'update', 'create']);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        itemType: 'development',
        itemLabel: 'Cedar Lane',
        actor: { id: admin.user.id, username: admin.username, role: 'Admin' },
      });
      expect(Date.parse(entry.at)).not.toBeNaN();
    }
    const [deleted, , , updated] = entries;
    // A new status adds a line to the application's status history (its public page shows it).
    expect(updated.changedFields).toEqual(['status', 'statusHistory']);
    expect(updated.before).toMatchObject({ status: 'Under Review' });
    expect(updated.after).toMatchObject({ status: 'Approved', statusHistory: [{ status: 'Under Review' }, { status: 'Approved' }] });
    expect(deleted.before).toMatchObject({ projectTitle: 'Cedar Lane', status: 'Approved' });
    expect(deleted.after).toBeNull();
  });

  it('event create, visibility switch, update and delete', async () => {
    const created = await api.call('POST', '/api/events', { token: admin.token, body: eventInput({ heading: 'AGM' }) });
    const id = created.json.id;
    await api.call('PUT', `/api/events/${id}`, { token: admin.token, body: { isVisible: false } });
    await api.call('PUT', `/api/events/${id}`, { token: admin.token, body: eventInput({ heading: 'AGM 2026' }) });
    await api.call('DELETE', `/api/events/${id}`, { token: admin.token });

    const entries = await entriesFor(id);
    expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'visibility', 'create']);
    expect(entries[2]).toMatchObject({
      itemType: 'event',
      changedFields: ['isVisible'],
      before: { isVisible: true },
      after: { isVisible: false },
    });
    expect(entries[1]).toMatchObject({ itemLabel: 'AGM 2026', before: { heading: 'AGM' }, after: { heading: 'AGM 2026' } });
  });

  it('user changes, never with a password or its hash', async () => {
    const body = { firstName: 'Pat', lastName: 'Lee', username: 'pat.lee', password: 'first-password-1', role: 'Read Only' };
    const created = await api.call('POST', '/api/users', { token: admin.token, body });
    const id = created.json.id;
    await api.call('PUT', `/api/users/${id}`, { token: admin.token, body: { password: 'second-password-2' } });
    await api.call('PUT', `/api/users/${id}`, { token: admin.token, body: { role: 'Super' } });
    await api.call('DELETE', `/api/users/${id}`, { token: admin.token });

    const entries = await entriesFor(id);
    expect(entries.map((e) => [e.action, e.changedFields])).toEqual([
      ['delete', expect.any(Array)],
      ['update', ['role']],
      ['update', ['password']],
      ['create', expect.arrayContaining(['username', 'password', 'role'])],
    ]);
    const stored = JSON.stringify((await db.collection(COLLECTIONS.auditLog).get()).docs.map((d) => d.data()));
    const served = JSON.stringify(entries);
    for (const text of [stored, served]) {
      expect(text).not.toMatch(/passwordHash|scrypt|first-password-1|second-password-2/);
    }
  });
});

describe('GET /api/audit', () => {
  it('lists newest first, filters by item type and by user, and pages with limit and cursor', async () => {
    const superUser = signedInAs('Super');
    await api.call('POST', '/api/developments', { token: admin.token, body: developmentInput({ projectTitle: 'First' }) });
    await api.call('POST', '/api/events', { token: superUser.token, body: eventInput({ heading: 'Second' }) });
    await api.call('POST', '/api/developments', { token: superUser.token, body: developmentInput({ projectTitle: 'Third' }) });

    const all = await auditOf('', superUser.token);
    const times = all.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.filter((e) => e.itemType !== 'user').map((e) => e.itemLabel)).toEqual(['Third', 'Second', 'First']);

    expect((await auditOf('?itemType=development')).map((e) => e.itemLabel)).toEqual(['Third', 'First']);
    expect((await auditOf(`?userId=${superUser.user.id}`)).map((e) => e.itemLabel)).toEqual(['Third', 'Second']);
    expect((await auditOf(`?itemType=development&userId=${admin.user.id}`)).map((e) => e.itemLabel)).toEqual(['First']);

    const first = await api.call('GET', '/api/audit?itemType=development&limit=1', { token: admin.token });
    expect(first.json.entries.map((e: AuditEntry) => e.itemLabel)).toEqual(['Third']);
    const second = await api.call('GET', `/api/audit?itemType=development&limit=1&cursor=${first.json.nextCursor}`, { token: admin.token });
    expect(second.json.entries.map((e: AuditEntry) => e.itemLabel)).toEqual(['First']);
    expect(second.json.nextCursor).toBeNull();
  });

  it('pages through entries written in the same transaction (an import) without losing or repeating one', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => developmentInput({ projectTitle: `Row ${i}` }));
    await api.call('POST', '/api/developments/import', { token: admin.token, body: { rows } });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await api.call('GET', `/api/audit?itemType=development&limit=3${cursor ? `&cursor=${cursor}` : ''}`, {
        token: admin.token,
      });
      seen.push(...res.json.entries.map((e: AuditEntry) => e.itemLabel));
      cursor = res.json.nextCursor;
    } while (cursor);
    expect([...seen].sort()).toEqual(rows.map((r) => r.projectTitle).sort());
  });

  it('shows a Super no entry of the handover, the keys held outside the site or a sign-in lockout, and pages past them', async () => {
    const superToken = signedInAs('Super').token;
    await api.call('POST', '/api/developments', { token: admin.token, body: developmentInput({ projectTitle: 'Before the keys' }) });
    for (const name of ['Bank safe deposit box', 'Post office box', 'Hall alarm code']) {
      expect((await api.call('POST', '/api/key-holders', { token: admin.token, body: { name, holder: 'Pat Lee' } })).status).toBe(201);
    }
    // A lockout cleared: its entry names the client's address.
    await db
      .collection(COLLECTIONS.loginThrottle)
      .doc(`client-${'a'.repeat(64)}`)
      .set({
        subject: `client-${'a'.repeat(64)}`,
        kind: 'client',
        label: '203.0.113.9',
        failures: 5,
        lockedUntil: new Date(Date.now() + 600_000),
      });
    expect((await api.call('DELETE', `/api/login/lockouts/client-${'a'.repeat(64)}`, { token: admin.token })).status).toBe(204);

    const hidden = ['keyHolder', 'handover', 'sign-in lockout'];
    const bySuper = await api.call('GET', '/api/audit?limit=1', { token: superToken });
    // The newest entries are the Admin's only; the Super's first page is the development under them.
    expect(bySuper.json.entries.map((e: AuditEntry) => e.itemLabel)).toEqual(['Before the keys']);
    expect(bySuper.text).not.toContain('203.0.113.9');
    const all = await auditOf('', superToken);
    expect(all.filter((e) => hidden.includes(e.itemType))).toEqual([]);
    expect((await api.call('GET', '/api/audit?itemType=keyHolder', { token: superToken })).status).toBe(403);
    // An Admin sees them all.
    const byAdmin = await auditOf();
    expect(byAdmin.map((e) => e.itemType)).toEqual(expect.arrayContaining(['development', 'keyHolder', 'sign-in lockout']));
  });

  it('anonymous 401, Read Only 403, bad filters 400', async () => {
    expect((await api.call('GET', '/api/audit')).status).toBe(401);
    const readOnly = signedInAs('Read Only');
    expect((await api.call('GET', '/api/audit', { token: readOnly.token })).status).toBe(403);
    const bad = await api.call('GET', '/api/audit?itemType=planet', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors.itemType).toBeDefined();
  });
});

describe('POST /api/audit/{id}/restore', () => {
  async function deletionEntry(itemId: string) {
    return (await entriesFor(itemId)).find((e) => e.action === 'delete')!;
  }

  it('brings a deleted development back with its original id, and records the restore', async () => {
    const created = await api.call('POST', '/api/developments', {
      token: admin.token,
      body: developmentInput({ projectTitle: 'Oak Street' }),
    });
    const original = created.json;
    await api.call('DELETE', `/api/developments/${original.id}`, { token: admin.token });
    const entry = await deletionEntry(original.id);

    const res = await api.call('POST', `/api/audit/${entry.id}/restore`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ itemType: 'development', itemId: original.id, droppedAttachments: [] });
    const list = await api.call('GET', '/api/developments');
    expect(list.json).toEqual([original]);
    expect((await entriesFor(original.id))[0]).toMatchObject({ action: 'restore', itemLabel: 'Oak Street', actor: { id: admin.user.id } });

    const again = await api.call('POST', `/api/audit/${entry.id}/restore`, { token: admin.token });
    expect(again.status).toBe(409);
  });

  it('brings a deleted event back', async () => {
    const created = await api.call('POST', '/api/events', { token: admin.token, body: eventInput({ heading: 'Clean-up' }) });
    await api.call('DELETE', `/api/events/${created.json.id}`, { token: admin.token });
    const res = await api.call('POST', `/api/audit/${(await deletionEntry(created.json.id)).id}/restore`, { token: admin.token });
    expect(res.status).toBe(200);
    const events = await api.call('GET', '/api/events');
    expect(events.json).toEqual([created.json]);
  });

  it('only Admins restore, and only deletions of developments or events', async () => {
    const created = await api.call('POST', '/api/events', { token: admin.token, body: eventInput() });
    await api.call('DELETE', `/api/events/${created.json.id}`, { token: admin.token });
    const entry = await deletionEntry(created.json.id);
    expect((await api.call('POST', `/api/audit/${entry.id}/restore`)).status).toBe(401);
    for (const role of ['Super', 'Read Only'] as const) {
      const { token } = signedInAs(role);
      expect((await api.call('POST', `/api/audit/${entry.id}/restore`, { token })).status).toBe(403);
    }
    const creation = (await entriesFor(created.json.id)).find((e) => e.action === 'create')!;
    expect((await api.call('POST', `/api/audit/${creation.id}/restore`, { token: admin.token })).status).toBe(400);
    expect((await api.call('POST', '/api/audit/no-such-entry/restore', { token: admin.token })).status).toBe(404);
  });
});
