import { describe, expect, it } from 'vitest';
import { MEMBER_AUDIT_RETENTION, REMOVED_MEMBER_LABEL, type AuditEntry, type AuditPage } from '@roca/contract/audit';
import { removeExpiredMemberData } from '../../functions/src/services/members';
import { apiTestFile } from '../support/api-test-file';
import { memberInput, paymentInput } from '../support/members';

/**
 * A deleted member's whole record (e-mail, phone, address, notes) stayed in
 * the audit log for ever, readable by every Super. The retention job (the scheduled function
 * forgetMemberPersonalData, and `npm start`'s check) removes it once its time is up
 * (docs/decisions/009). The job takes "now" as an argument, so the test runs it as it would run
 * months later, over entries the real API wrote.
 */
const { api, staff } = apiTestFile();

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

async function entriesFor(memberId: string): Promise<AuditEntry[]> {
  const res = await api.call('GET', '/api/audit?itemType=member', { token: staff.token });
  expect(res.status).toBe(200);
  return (res.json as AuditPage).entries.filter((entry) => entry.itemId === memberId);
}

async function createMember(overrides = {}) {
  const res = await api.call('POST', '/api/members', { token: staff.token, body: memberInput(overrides) });
  expect(res.status, res.text).toBe(201);
  return res.json.id as string;
}

describe("members' personal data in the audit log", () => {
  it(`is removed from every entry of a deleted member ${MEMBER_AUDIT_RETENTION.afterDeletionDays} days after the deletion, not before; who did what stays`, async () => {
    const id = await createMember({ firstName: 'Robin', lastName: 'Private', email: 'robin.private@example.org', notes: 'Lives alone.' });
    expect((await api.call('POST', `/api/members/${id}/payments`, { token: staff.token, body: paymentInput() })).status).toBe(201);
    expect((await api.call('DELETE', `/api/members/${id}`, { token: staff.token })).status).toBe(204);
    const before = await entriesFor(id);
    expect(before.map((entry) => entry.action)).toEqual(['delete', 'add-payment', 'create']);
    expect(JSON.stringify(before)).toContain('robin.private@example.org');

    // Within the restore window nothing changes, and the member can still be brought back.
    expect(await removeExpiredMemberData(daysFromNow(MEMBER_AUDIT_RETENTION.afterDeletionDays - 1))).toBe(0);
    expect(await entriesFor(id)).toEqual(before);

    expect(await removeExpiredMemberData(daysFromNow(MEMBER_AUDIT_RETENTION.afterDeletionDays + 1))).toBe(3);
    const after = await entriesFor(id);
    const text = JSON.stringify(after);
    for (const personal of ['Robin', 'Private', 'robin.private@example.org', 'Lives alone', '604 555 0100', 'Cedar Lane']) {
      expect(text).not.toContain(personal);
    }
    for (const [i, entry] of after.entries()) {
      expect(entry).toMatchObject({
        action: before[i].action,
        at: before[i].at,
        actor: { id: staff.user.id },
        changedFields: before[i].changedFields,
        itemLabel: REMOVED_MEMBER_LABEL,
        before: null,
        after: null,
        personalDataRemovedAt: expect.stringMatching(/^\d{4}-/),
      });
    }
    // Nothing left to bring back; running again changes nothing.
    const restore = await api.call('POST', `/api/audit/${after[0].id}/restore`, { token: staff.token });
    expect(restore.status).toBe(409);
    expect(await removeExpiredMemberData(daysFromNow(MEMBER_AUDIT_RETENTION.afterDeletionDays + 2))).toBe(0);
  });

  it(`stays for a member still on the register, up to ${MEMBER_AUDIT_RETENTION.atMostDays} days after each change`, async () => {
    const id = await createMember({ email: 'still.here@example.org' });
    expect(await removeExpiredMemberData(daysFromNow(MEMBER_AUDIT_RETENTION.afterDeletionDays + 1))).toBe(0);
    expect(JSON.stringify(await entriesFor(id))).toContain('still.here@example.org');

    expect(await removeExpiredMemberData(daysFromNow(MEMBER_AUDIT_RETENTION.atMostDays + 1))).toBe(1);
    const [created] = await entriesFor(id);
    expect(created).toMatchObject({ action: 'create', before: null, after: null, itemLabel: REMOVED_MEMBER_LABEL });
    // The register itself keeps the member.
    const register = (await api.call('GET', '/api/members', { token: staff.token })).json as { id: string; email?: string }[];
    expect(register.find((member) => member.id === id)?.email).toBe('still.here@example.org');
  });

  it('keeps the entries of a member who was deleted and then restored', async () => {
    const id = await createMember();
    expect((await api.call('DELETE', `/api/members/${id}`, { token: staff.token })).status).toBe(204);
    const [deleted] = await entriesFor(id);
    expect((await api.call('POST', `/api/audit/${deleted.id}/restore`, { token: staff.token })).status).toBe(200);
    expect(await removeExpiredMemberData(daysFromNow(MEMBER_AUDIT_RETENTION.afterDeletionDays + 1))).toBe(0);
  });
});
