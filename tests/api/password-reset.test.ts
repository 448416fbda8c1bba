import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { LIMITS } from '@roca/contract';
import { PASSWORD_RESET_REQUESTED } from '@roca/contract/account-links';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { accountLinkIn } from '../support/account-links';
import { apiTestFile } from '../support/api-test-file';
import { signIn } from '../support/auth';
import { createStaffUser, giveRecoveryEmail, TEST_PASSWORD } from '../support/builders';
import { COLLECTIONS, db } from '../support/db';
import { captureFunctionLog } from '../support/function-log';
import { outboxMessages, settledMessages, smtpInboxForFile } from '../support/mail';
import { expectRefusedWithNothingStored, snapshotData } from '../support/snapshot';

/**
 * Self-service password reset through the real API, the outbox and a real SMTP server in this
 * process: the answer that never tells whether an account exists, the link as received, the
 * password it sets and the sessions it ends, and every way a link is refused with nothing changed.
 */
const { api } = apiTestFile();
const mail = smtpInboxForFile();
const log = captureFunctionLog();

const NEW_PASSWORD = 'a-brand-new-passphrase';
/** A client behind Hosting's CDN, as the proxies forward it (docs/security.md, "Client addresses"). */
const fromAddress = (address: string) => ({ 'X-Forwarded-For': `${address}, 130.211.0.1` });

const ask = (username: string, headers?: Record<string, string>) =>
  api.call('POST', '/api/password-reset/request', { body: { username }, headers });

async function treasurerWithEmail() {
  const staff = await createStaffUser('Super', { username: 'treasurer.jo' });
  await giveRecoveryEmail(staff.user.id, 'treasurer@example.org');
  return staff;
}

/** Asks for a link and reads it from the message that arrives. */
async function linkFor(username: string) {
  const count = mail.inbox.messages.length + 1;
  expect((await ask(username)).status).toBe(202);
  const received = await mail.inbox.waitFor(count);
  // Sent, and the outbox settled: what a test compares before and after stays still.
  await settledMessages(undefined);
  return accountLinkIn(received[count - 1], STAFF_PATHS.resetPassword);
}

describe('asking for a link', () => {
  it('answers the same for an account with a recovery e-mail, one without, and a name that does not exist; only the first gets mail', async () => {
    await treasurerWithEmail();
    await createStaffUser('Read Only', { username: 'no.email' });
    const before = await snapshotData();
    for (const username of ['nobody.here', 'no.email']) {
      const res = await ask(username);
      expect(res.status).toBe(202);
      expect(res.json).toEqual({ message: PASSWORD_RESET_REQUESTED });
    }
    // Nothing stored for either (the throttle's counts aside), and nothing queued.
    expect(await snapshotData()).toEqual(before);

    const res = await ask('Treasurer.Jo');
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ message: PASSWORD_RESET_REQUESTED });
    const [received] = await mail.inbox.waitFor(1);
    expect(received.envelopeTo).toEqual(['treasurer@example.org']);
    expect(received.parsed.subject).toMatch(/^Choose a new password for /);
    expect(received.parsed.text).toContain('"treasurer.jo"');
    expect(accountLinkIn(received, STAFF_PATHS.resetPassword).token).toHaveLength(43);
    // Give the other requests time to have sent anything, had they been going to.
    await settledMessages(undefined);
    expect(mail.inbox.messages).toHaveLength(1);
  });

  it('keeps no working link in the outbox, and none, nor the address or password, in the function log', async () => {
    await treasurerWithEmail();
    const { token } = await linkFor('treasurer.jo');
    const [message] = await settledMessages(undefined);
    const stored = (await db.collection(COLLECTIONS.outbox).doc(message.id).get()).data()!;
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.oneTimeLink).toBeNull();
    // Only the code's SHA-256 is stored.
    const links = await db.collection(COLLECTIONS.accountLinks).get();
    expect(JSON.stringify(links.docs.map((doc) => [doc.id, doc.data()]))).not.toContain(token);

    await api.call('POST', '/api/password-reset', { body: { token, password: NEW_PASSWORD } });
    expect(log.text()).not.toMatch(new RegExp(`${token}|${NEW_PASSWORD}|treasurer@example\\.org`));
  });

  it('refuses a name no account could have with 400, before counting or storing anything', async () => {
    const before = await snapshotData();
    await expectRefusedWithNothingStored(await ask('a/b'), before, 400, /Username/);
    await expectRefusedWithNothingStored(
      await api.call('POST', '/api/password-reset/request', { body: {} }),
      before,
      400,
      /Username is required/,
    );
  });

  it(`limits what one client asks for one account (${LIMITS.passwordResetAccountHourlyRequests} an hour) and over all names; a stranger never keeps the owner from a link`, async () => {
    await treasurerWithEmail();
    const hourly = LIMITS.passwordResetAccountHourlyRequests;
    // A stranger at one address uses up what that address may ask for the account...
    for (let i = 0; i < hourly; i++) expect((await ask('treasurer.jo', fromAddress('203.0.113.1'))).status).toBe(202);
    const refused = await ask('treasurer.jo', fromAddress('203.0.113.1'));
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(
      /^Too many reset links asked for\. Use the link already sent, or wait \d+ minutes? and try again\.$/,
    );
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // ...and asks more from other addresses: none of it holds back the owner, asking from home.
    for (const n of [2, 3]) expect((await ask('treasurer.jo', fromAddress(`203.0.113.${n}`))).status).toBe(202);
    expect((await ask('treasurer.jo', fromAddress('198.51.100.20'))).status).toBe(202);
    const received = await mail.inbox.waitFor(hourly + 3);
    const owners = accountLinkIn(received[hourly + 2], STAFF_PATHS.resetPassword);
    expect((await api.call('POST', '/api/password-reset/check', { body: { token: owners.token } })).status).toBe(200);

    // The same for a name that does not exist: the limit never tells which names are real.
    for (let i = 0; i < hourly; i++) await ask('ghost.account', fromAddress('198.51.100.7'));
    expect((await ask('ghost.account', fromAddress('198.51.100.7'))).status).toBe(429);

    // One client, many names.
    for (let i = 0; i < LIMITS.passwordResetClientRequests; i++)
      expect((await ask(`name-${i}`, fromAddress('192.0.2.7'))).status).toBe(202);
    expect((await ask('yet-another', fromAddress('192.0.2.7'))).status).toBe(429);
    // Each answer takes at least 1.5 s (the same time whether a link went out or not).
  }, 90_000);
});

describe('using the link', () => {
  it('shows whose password it sets, sets it, ends every session, and works once', async () => {
    const staff = await treasurerWithEmail();
    const session = await signIn(api, staff.username, staff.password);
    expect((await api.call('GET', '/api/users', { token: session.token })).status).toBe(200);
    const { token } = await linkFor('treasurer.jo');

    const before = await snapshotData();
    const check = await api.call('POST', '/api/password-reset/check', { body: { token } });
    expect(check.status).toBe(200);
    expect(check.json).toEqual({ username: 'treasurer.jo', expiresAt: expect.any(String) });
    const minutes = (Date.parse(check.json.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(LIMITS.passwordResetLinkMinutes - 2);
    expect(minutes).toBeLessThanOrEqual(LIMITS.passwordResetLinkMinutes);
    // Checking changes nothing.
    expect(await snapshotData()).toEqual(before);

    const reset = await api.call('POST', '/api/password-reset', { body: { token, password: NEW_PASSWORD } });
    expect(reset.status, reset.text).toBe(200);
    expect(reset.json).toEqual({ username: 'treasurer.jo' });

    // The old session ends; the new password signs in, the old one no longer does.
    expect((await api.call('GET', '/api/users', { token: session.token })).status).toBe(401);
    expect((await api.call('POST', '/api/login', { body: { username: 'treasurer.jo', password: TEST_PASSWORD } })).status).toBe(401);
    await signIn(api, 'treasurer.jo', NEW_PASSWORD);

    // The audit log: the user's own change of their password, never the password or a hash.
    const audit = (await db.collection(COLLECTIONS.auditLog).where('itemId', '==', staff.user.id).get()).docs.map((doc) => doc.data());
    const change = audit.find((entry) => entry.action === 'update');
    expect(change).toMatchObject({ itemType: 'user', changedFields: ['password'], actor: { username: 'treasurer.jo' } });
    expect(JSON.stringify(audit)).not.toMatch(/scrypt|passwordHash|treasurer@example/);

    // The second time, and its check, are refused with nothing changed (the notice of the change sent first).
    await settledMessages(undefined);
    const after = await snapshotData();
    await expectRefusedWithNothingStored(
      await api.call('POST', '/api/password-reset', { body: { token, password: 'yet-another-one' } }),
      after,
      410,
      /used already/,
    );
    await expectRefusedWithNothingStored(
      await api.call('POST', '/api/password-reset/check', { body: { token } }),
      after,
      410,
      /used already/,
    );
  });

  it('dies with any other password change, and says so', async () => {
    const staff = await treasurerWithEmail();
    const { token } = await linkFor('treasurer.jo');
    const admin = await signIn(api, ...(await adminCredentials()));
    expect(
      (await api.call('PUT', `/api/users/${staff.user.id}`, { token: admin.token, body: { password: 'set-by-an-admin' } })).status,
    ).toBe(200);
    // The notice of the change has gone out (the recovery e-mail is told): the outbox stands still.
    await mail.inbox.waitFor(2);
    await settledMessages(undefined);
    const before = await snapshotData();
    await expectRefusedWithNothingStored(
      await api.call('POST', '/api/password-reset', { body: { token, password: NEW_PASSWORD } }),
      before,
      410,
      /the password or the recovery e-mail was changed after it was sent/,
    );
  });

  it('refuses an expired link, a forged or changed one and a deactivated account, with nothing changed', async () => {
    const staff = await treasurerWithEmail();
    const { token } = await linkFor('treasurer.jo');
    const forged = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    let before = await snapshotData();
    const forgedRes = await api.call('POST', '/api/password-reset', { body: { token: forged, password: NEW_PASSWORD } });
    await expectRefusedWithNothingStored(forgedRes, before, 400, /not valid/);
    expect(forgedRes.json.fieldErrors).toHaveProperty('token');
    await expectRefusedWithNothingStored(
      await api.call('POST', '/api/password-reset', { body: { token: 'short', password: NEW_PASSWORD } }),
      before,
      400,
      /token/,
    );
    await expectRefusedWithNothingStored(
      await api.call('POST', '/api/password-reset', { body: { token, password: 'short' } }),
      before,
      400,
      /Password must be at least/,
    );
    await expectRefusedWithNothingStored(
      await api.call('POST', '/api/password-reset', { body: { token, password: NEW_PASSWORD, role: 'Admin' } }),
      before,
      400,
      /Unknown field 'role'/,
    );

    // An hour later.
    const links = await db.collection(COLLECTIONS.accountLinks).get();
    for (const doc of links.docs) await doc.ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    before = await snapshotData();
    await expectRefusedWithNothingStored(
      await api.call('POST', '/api/password-reset', { body: { token, password: NEW_PASSWORD } }),
      before,
      410,
      /has expired/,
    );
    for (const doc of links.docs) await doc.ref.update({ expiresAt: Timestamp.fromMillis(Date.now() + 60_000) });

    await db.collection(COLLECTIONS.users).doc(staff.user.id).update({ active: false });
    before = await snapshotData();
    await expectRefusedWithNothingStored(
      await api.call('POST', '/api/password-reset', { body: { token, password: NEW_PASSWORD } }),
      before,
      410,
      /deactivated/,
    );
  });

  it('checks the code before the password: a made-up code is refused as such, whatever the password, and costs no hashing', async () => {
    const madeUp = 'A'.repeat(43);
    const res = await api.call('POST', '/api/password-reset', { body: { token: madeUp, password: 'password1234' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fieldErrors)).toEqual(['token']);
  });

  it('refuses a common or breached password, naming the field, with the link still unused', async () => {
    await treasurerWithEmail();
    const { token } = await linkFor('treasurer.jo');
    const before = await snapshotData();
    for (const common of ['password1234', 'Qwerty123456', '1q2w3e4r5t6y']) {
      const res = await api.call('POST', '/api/password-reset', { body: { token, password: common } });
      await expectRefusedWithNothingStored(res, before, 400, 'This password is on a list of common or breached passwords: choose another');
      expect(res.json.fieldErrors).toEqual({ password: 'This password is on a list of common or breached passwords: choose another' });
    }
    expect((await api.call('POST', '/api/password-reset', { body: { token, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it(`answers at most ${LIMITS.accountLinkCallsPer15Minutes} calls of one client in 15 minutes`, async () => {
    const madeUp = { token: 'B'.repeat(43) };
    const from = fromAddress('203.0.113.200');
    for (let i = 0; i < LIMITS.accountLinkCallsPer15Minutes; i++) {
      expect((await api.call('POST', '/api/password-reset/check', { body: madeUp, headers: from })).status).toBe(400);
    }
    const held = await api.call('POST', '/api/invitations/accept', {
      body: { ...madeUp, firstName: 'A', lastName: 'B', username: 'ab', password: NEW_PASSWORD },
      headers: from,
    });
    expect(held.status).toBe(429);
    expect(held.json.message).toBe('Too many tries from this address. Wait 15 minutes, then open the link from the e-mail again.');
    // Another client is not held back.
    expect((await api.call('POST', '/api/password-reset/check', { body: madeUp, headers: fromAddress('203.0.113.201') })).status).toBe(400);
  });

  it('sends nothing to a deactivated account', async () => {
    const staff = await treasurerWithEmail();
    await db.collection(COLLECTIONS.users).doc(staff.user.id).update({ active: false });
    expect((await ask('treasurer.jo')).json).toEqual({ message: PASSWORD_RESET_REQUESTED });
    expect(await outboxMessages()).toEqual([]);
  });
});

/** A second Admin, to change a password the way an Admin does. */
async function adminCredentials(): Promise<[string, string]> {
  const admin = await createStaffUser('Admin');
  return [admin.username, admin.password];
}
