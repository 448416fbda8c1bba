import { describe, expect, it } from 'vitest';
import { SUGGESTED_KEYS, type Handover } from '@roca/contract/handover';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { accountLinkIn } from '../support/account-links';
import { apiTestFile } from '../support/api-test-file';
import { signIn } from '../support/auth';
import { createStaffUser, giveRecoveryEmail } from '../support/builders';
import { COLLECTIONS, db } from '../support/db';
import { settledMessages, smtpInboxForFile } from '../support/mail';
import { expectRefusedWithNothingStored, snapshotData } from '../support/snapshot';

/**
 * The AGM handover through the API (docs/handover.md): a treasurer handed over step by step, each
 * step's preconditions, the audit log of every step, and the checklist of keys held outside the
 * site. Admins only (the role matrix has every route for every caller).
 */
const { api, staff: admin } = apiTestFile();
const mail = smtpInboxForFile();

const call = (method: string, path: string, body?: unknown) => api.call(method, path, { body, token: admin.token });

const handoverInput = (overrides: Record<string, unknown> = {}) => ({
  position: 'Treasurer',
  role: 'Super',
  outgoingUserId: '',
  incomingUserId: '',
  email: 'new.treasurer@example.org',
  firstName: 'Sam',
  lastName: 'Lee',
  ...overrides,
});

describe('handing over a position', () => {
  it('invites the incoming treasurer, gives them the role, retires the outgoing one once they signed in, and records each step', async () => {
    const outgoing = await createStaffUser('Super', { username: 'old.treasurer', position: 'Treasurer' });
    const created = await call('POST', '/api/handovers', handoverInput({ outgoingUserId: outgoing.user.id }));
    expect(created.status, created.text).toBe(201);
    const handover = created.json as Handover;
    expect(handover).toMatchObject({
      position: 'Treasurer',
      role: 'Super',
      outgoing: { userId: outgoing.user.id, username: 'old.treasurer', position: 'Treasurer' },
      incoming: { firstName: 'Sam', lastName: 'Lee', state: 'invited', email: 'new.treasurer@example.org' },
      steps: { transferred: false },
      completed: false,
    });
    const [invitation] = await mail.inbox.waitFor(1);
    await settledMessages(undefined);
    expect(invitation.envelopeTo).toEqual(['new.treasurer@example.org']);

    // Nothing happens to the outgoing account before the incoming one has signed in.
    let before = await snapshotData();
    await expectRefusedWithNothingStored(
      await call('POST', `/api/handovers/${handover.id}/outgoing`, { action: 'demote' }),
      before,
      409,
      /Transfer the role/,
    );
    await expectRefusedWithNothingStored(await call('POST', `/api/handovers/${handover.id}/transfer`), before, 409, /no account yet/);

    const { token } = accountLinkIn(invitation, STAFF_PATHS.acceptInvitation);
    const accepted = await api.call('POST', '/api/invitations/accept', {
      body: { token, firstName: 'Sam', lastName: 'Lee', username: 'sam.lee', password: 'sams-password' },
    });
    expect(accepted.status).toBe(201);
    // The invitation carried the role and the position: the transfer is done.
    const list = await call('GET', '/api/handovers');
    expect(list.json[0]).toMatchObject({ incoming: { username: 'sam.lee', state: 'account', role: 'Super', position: 'Treasurer' } });
    expect(list.json[0].steps.transferred).toBe(true);
    expect(list.json[0].incoming.lastSignInAt).toBeUndefined();
    before = await snapshotData();
    await expectRefusedWithNothingStored(
      await call('POST', `/api/handovers/${handover.id}/outgoing`, { action: 'demote' }),
      before,
      409,
      /not signed in yet/,
    );

    await signIn(api, 'sam.lee', 'sams-password');
    // Transfer again: the outgoing treasurer gives up the position.
    const transferred = await call('POST', `/api/handovers/${handover.id}/transfer`);
    expect(transferred.json.outgoing.position).toBeUndefined();
    expect(transferred.json.steps.transferredAt).toEqual(expect.any(String));

    const demoted = await call('POST', `/api/handovers/${handover.id}/outgoing`, { action: 'demote' });
    expect(demoted.status, demoted.text).toBe(200);
    expect(demoted.json.outgoing).toMatchObject({ username: 'old.treasurer', role: 'Read Only' });
    expect(demoted.json.steps.outgoing).toEqual({ action: 'demote', at: expect.any(String) });
    before = await snapshotData();
    await expectRefusedWithNothingStored(
      await call('POST', `/api/handovers/${handover.id}/outgoing`, { action: 'delete' }),
      before,
      409,
      /dealt with already/,
    );

    const done = await call('POST', `/api/handovers/${handover.id}/executive`);
    expect(done.json).toMatchObject({ completed: true, steps: { executiveUpdatedAt: expect.any(String) } });

    // The audit log: each step, as the handover's changed field and the accounts' changes.
    const audit = (await db.collection(COLLECTIONS.auditLog).get()).docs.map((doc) => doc.data()).filter((entry) => entry.actor !== null);
    const steps = audit
      .filter((entry) => entry.itemType === 'handover')
      .map((entry) => (entry.action === 'create' ? 'create' : `${entry.action} ${entry.changedFields.join(',')}`))
      .sort();
    expect(steps).toEqual([
      'create',
      'update executiveUpdatedAt',
      'update incoming,transferredAt',
      'update outgoingAction,outgoingActionAt',
    ]);
    expect(audit.filter((entry) => entry.itemType === 'handover').every((entry) => entry.itemLabel === 'Treasurer')).toBe(true);
    const oldTreasurer = audit.filter((entry) => entry.itemType === 'user' && entry.itemId === outgoing.user.id);
    expect(oldTreasurer.map((entry) => entry.changedFields.join(','))).toEqual(expect.arrayContaining(['position', 'role']));
    expect(JSON.stringify(audit)).not.toContain('new.treasurer@example.org');
  });

  it('hands over to an existing account, and keeps the two-Admins rule when the outgoing one is an Admin', async () => {
    const president = await createStaffUser('Admin', { username: 'old.president', position: 'President' });
    await giveRecoveryEmail(president.user.id, 'president@example.org');
    const director = await createStaffUser('Read Only', { username: 'director.kim', position: 'Director' });
    await giveRecoveryEmail(director.user.id, 'director@example.org');
    const created = await call(
      'POST',
      '/api/handovers',
      handoverInput({ position: 'President', role: 'Admin', outgoingUserId: president.user.id, incomingUserId: director.user.id }),
    );
    expect(created.json.incoming).toMatchObject({ state: 'account', username: 'director.kim' });
    expect(mail.inbox.messages).toEqual([]);
    const transferred = await call('POST', `/api/handovers/${created.json.id}/transfer`);
    expect(transferred.json.incoming).toMatchObject({ role: 'Admin', position: 'President' });

    // Two active Admins now: the old and the new president (the signed-in Admin has no recovery e-mail).
    const before = await snapshotData();
    await expectRefusedWithNothingStored(
      await call('POST', `/api/handovers/${created.json.id}/outgoing`, { action: 'deactivate' }),
      before,
      409,
      /two-Admins rule/,
    );
  });

  it('refuses bad input and unknown accounts with nothing stored or sent', async () => {
    const before = await snapshotData();
    for (const [body, field] of [
      [handoverInput({ position: 'Chair' }), 'position'],
      [handoverInput({ email: '' }), 'email'],
      [handoverInput({ email: 'nope' }), 'email'],
      [handoverInput({ firstName: '' }), 'firstName'],
      [handoverInput({ outgoingUserId: 'no/such' }), 'outgoingUserId'],
      [handoverInput({ outgoingUserId: 'nobody' }), 'outgoingUserId'],
      [handoverInput({ incomingUserId: 'nobody' }), 'incomingUserId'],
      [handoverInput({ incomingUserId: admin.user.id, outgoingUserId: admin.user.id }), 'incomingUserId'],
      [{ ...handoverInput(), extra: 1 }, 'extra'],
    ] as const) {
      const res = await call('POST', '/api/handovers', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.fieldErrors, res.text).toHaveProperty([field]);
    }
    await expectRefusedWithNothingStored(await call('POST', '/api/handovers/nobody/transfer'), before, 404, /No handover/);
    await expectRefusedWithNothingStored(
      await call('POST', '/api/handovers/nobody/outgoing', { action: 'retire' }),
      before,
      400,
      /Action must be one of/,
    );
    await expectRefusedWithNothingStored(await call('DELETE', '/api/handovers/nobody'), before, 404, /No handover/);
    expect(await snapshotData()).toEqual(before);
    expect(mail.inbox.messages).toEqual([]);
  });

  it('withdraws the pending invitation when the handover is deleted', async () => {
    const created = await call('POST', '/api/handovers', handoverInput());
    await mail.inbox.waitFor(1);
    await settledMessages(undefined);
    expect((await call('DELETE', `/api/handovers/${created.json.id}`)).status).toBe(204);
    expect((await call('GET', '/api/invitations')).json).toEqual([]);
    expect((await call('GET', '/api/handovers')).json).toEqual([]);
  });
});

describe('the keys held outside the site', () => {
  it('starts with the usual keys, records who holds each and when it was checked, and refuses anything else', async () => {
    const list = await call('GET', '/api/key-holders');
    expect(list.json.map((key: { id: string }) => key.id).sort()).toEqual(SUGGESTED_KEYS.map((key) => key.id).sort());
    expect(list.json.find((key: { id: string }) => key.id === 'paypal')).toEqual({ id: 'paypal', name: 'PayPal account owner' });

    const saved = await call('PUT', '/api/key-holders/paypal', {
      name: 'PayPal account owner',
      holder: 'Jo Treasurer',
      position: 'Treasurer',
      lastCheckedOn: '2026-05-15',
    });
    expect(saved.json).toEqual({
      id: 'paypal',
      name: 'PayPal account owner',
      holder: 'Jo Treasurer',
      position: 'Treasurer',
      lastCheckedOn: '2026-05-15',
    });
    const added = await call('POST', '/api/key-holders', { name: 'Post office box key', holder: 'Sam Secretary' });
    expect(added.status).toBe(201);

    const before = await snapshotData();
    for (const [body, field] of [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(81) }, 'name'],
      [{ name: 'Bank', lastCheckedOn: '2026-02-30' }, 'lastCheckedOn'],
      [{ name: 'Bank', position: 'Chair' }, 'position'],
      [{ name: 'Bank', password: 'hunter2' }, 'password'],
    ] as const) {
      const res = await call('POST', '/api/key-holders', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.fieldErrors).toHaveProperty([field]);
    }
    await expectRefusedWithNothingStored(await call('PUT', '/api/key-holders/nothing', { name: 'X' }), before, 404, /No key/);
    expect(await snapshotData()).toEqual(before);

    expect((await call('DELETE', `/api/key-holders/${added.json.id}`)).status).toBe(204);
    const audit = (await db.collection(COLLECTIONS.auditLog).where('itemType', '==', 'keyHolder').get()).docs.map((doc) => doc.data());
    expect(audit.map((entry) => `${entry.action} ${entry.itemLabel}`).sort()).toEqual([
      'create Post office box key',
      'delete Post office box key',
      'update PayPal account owner',
    ]);
  });
});
