import { describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_REQUESTED } from '@roca/contract/account-links';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { accountLinkIn } from '../support/account-links';
import { createStaffUser, giveRecoveryEmail } from '../support/builders';
import { COLLECTIONS, db } from '../support/db';
import { browserTestFile, siteUrl, watchConsole } from '../support/browser';
import { smtpInboxForFile } from '../support/mail';
import { expectAccessible, expectToast, openAdminScreen, signInAs, submitLogin, untilSignInFormHydrated } from './admin-support';

/**
 * The AGM handover as the people in it live it, in Chromium through Hosting and the Functions
 * emulator, with the messages arriving at the local SMTP server (never mocked): an Admin hands
 * the treasurer's position to someone new, who accepts the invitation and signs in; the outgoing
 * treasurer is demoted; the new treasurer forgets the password, resets it from the e-mailed link,
 * and the old session ends; the link fails the second time. And the recovery e-mail confirmed by
 * its link, from My Account. No serious or critical axe finding on the new screens at 375 and 1280 px.
 */

// Slow machines (2 cores, several emulators): a generous limit, never a timing assertion.
vi.setConfig({ testTimeout: 180_000 });

const { browser } = browserTestFile();
const mail = smtpInboxForFile();

const storedUser = async (username: string) =>
  (await db.collection(COLLECTIONS.users).where('username', '==', username).get()).docs[0]?.data();

/** A person with no session, opening a page of the site. */
async function visitor(path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(siteUrl(path));
  return { page, close: () => context.close() };
}

describe('the AGM handover', () => {
  it('hands the treasurer position to someone new, retires the old account, and the new treasurer resets a forgotten password', async () => {
    await createStaffUser('Super', { username: 'old.treasurer', position: 'Treasurer' });
    const { page: admin } = await signInAs(browser, 'Admin');
    const adminErrors = watchConsole(admin);

    // 1. The Admin starts the handover: the outgoing treasurer is chosen for them, and the incoming one is invited.
    await openAdminScreen(admin, 'Handover');
    await admin.getByRole('heading', { name: 'AGM Handover' }).waitFor();
    await admin.getByText('No handovers yet.').waitFor();
    await admin.getByRole('heading', { name: 'PayPal account owner' }).waitFor();
    await expectAccessible(admin, 'Handover screen');
    await admin.getByRole('button', { name: 'Start a Handover' }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog.getByLabel('Position').inputValue()).resolves.toBe('Treasurer');
    await expect(dialog.getByLabel('Role the incoming person gets').inputValue()).resolves.toBe('Super');
    await expect(dialog.getByLabel('Outgoing person').locator('option:checked').textContent()).resolves.toMatch(/old\.treasurer/);
    await dialog.getByLabel('E-mail').fill('new.treasurer@example.org');
    await dialog.getByLabel('First Name').fill('Sam');
    await dialog.getByLabel('Last Name').fill('Lee');
    await expectAccessible(admin, 'Start a Handover dialog');
    await dialog.getByRole('button', { name: 'Start Handover' }).click();
    await expectToast(admin, 'Handover started', 'Treasurer: an invitation went to new.treasurer@example.org.');
    const handover = admin.getByRole('article', { name: 'Treasurer: Test Super to Sam Lee' });
    await handover.getByText('Waiting for Sam to accept it', { exact: false }).waitFor();

    // The invitation arrives; Sam chooses a username and password and signs in.
    const [invitation] = await mail.inbox.waitFor(1);
    expect(invitation.envelopeTo).toEqual(['new.treasurer@example.org']);
    const sam = await visitor(accountLinkIn(invitation, STAFF_PATHS.acceptInvitation).path);
    const samErrors = watchConsole(sam.page);
    await sam.page.getByRole('heading', { name: 'Accept your invitation' }).waitFor();
    await sam.page.getByText('as Super, Treasurer', { exact: false }).waitFor();
    await expect(sam.page.getByLabel('First Name').inputValue()).resolves.toBe('Sam');
    await expectAccessible(sam.page, 'Accept your invitation');
    await sam.page.getByLabel('Username').fill('sam.lee');
    await sam.page.getByLabel(/^New password \(at least/).fill('sams-first-password');
    await sam.page.getByLabel('New password again').fill('sams-first-password');
    await sam.page.getByRole('button', { name: 'Create my account' }).click();
    await sam.page.getByRole('status').getByText('Your account sam.lee is ready', { exact: false }).waitFor();
    await sam.page.getByRole('link', { name: 'Go to Login' }).click();
    await submitLogin(sam.page, 'sam.lee', 'sams-first-password');
    await sam.page.waitForURL(siteUrl('/control-panel'));

    // 2. The role is transferred; 3. the outgoing treasurer is demoted, now that Sam has signed in.
    await admin.reload();
    await handover.getByText('Sam Lee (sam.lee) has an account.').waitFor();
    await handover.getByRole('button', { name: 'Transfer Role' }).click();
    await expectToast(admin, 'Role transferred', 'Sam Lee is now Super, Treasurer.');
    expect(await storedUser('old.treasurer')).toMatchObject({ role: 'Super', position: null });
    await handover.getByRole('button', { name: 'Demote to Read Only' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Demote to Read Only' }).click();
    await expectToast(admin, 'Outgoing account updated', 'old.treasurer was demoted to Read Only.');
    expect(await storedUser('old.treasurer')).toMatchObject({ role: 'Read Only' });
    expect(await storedUser('sam.lee')).toMatchObject({ role: 'Super', position: 'Treasurer', recoveryEmail: 'new.treasurer@example.org' });

    // 4. The executive page: a link to it, then the step recorded; the handover is complete.
    await expect(handover.getByRole('link', { name: 'Content, Executive' }).getAttribute('href')).resolves.toBe(
      STAFF_PATHS.contentExecutive,
    );
    await handover.getByRole('button', { name: 'Mark as Done' }).click();
    await handover.getByText('Complete', { exact: true }).waitFor();
    await expectAccessible(admin, 'Handover screen with a completed handover');
    const steps = (await db.collection(COLLECTIONS.auditLog).where('itemType', '==', 'handover').get()).docs.map((doc) =>
      doc.get('action'),
    );
    expect(steps.sort()).toEqual(['create', 'update', 'update', 'update']);

    // The new treasurer forgets the password: the answer is the same as for a name nobody has.
    const forgot = await visitor(STAFF_PATHS.login);
    await forgot.page.getByRole('link', { name: 'Forgot your password? Reset link' }).click();
    await forgot.page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await untilSignInFormHydrated(forgot.page);
    await expectAccessible(forgot.page, 'Forgot password');
    await forgot.page.getByLabel('Username').fill('nobody.here');
    await forgot.page.getByRole('button', { name: 'Send reset link' }).click();
    await forgot.page.getByRole('status').getByText(PASSWORD_RESET_REQUESTED).waitFor();
    await forgot.page.reload();
    await forgot.page.getByLabel('Username').fill('sam.lee');
    await forgot.page.getByRole('button', { name: 'Send reset link' }).click();
    await forgot.page.getByRole('status').getByText(PASSWORD_RESET_REQUESTED).waitFor();
    const [, resetMail] = await mail.inbox.waitFor(2);
    expect(resetMail.envelopeTo).toEqual(['new.treasurer@example.org']);
    expect(mail.inbox.messages).toHaveLength(2);

    const resetLink = accountLinkIn(resetMail, STAFF_PATHS.resetPassword).path;
    await forgot.page.goto(siteUrl(resetLink));
    await forgot.page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await forgot.page.getByText('For the account sam.lee.', { exact: false }).waitFor();
    await expectAccessible(forgot.page, 'Choose a new password');
    await forgot.page.getByLabel(/^New password \(at least/).fill('sams-new-password');
    await forgot.page.getByLabel('New password again').fill('sams-typo-password');
    await forgot.page.getByRole('button', { name: 'Save new password' }).click();
    await forgot.page.getByText('The two passwords are not the same').waitFor();
    await forgot.page.getByLabel('New password again').fill('sams-new-password');
    await forgot.page.getByRole('button', { name: 'Save new password' }).click();
    await forgot.page.getByRole('status').getByText('The password of sam.lee is changed', { exact: false }).waitFor();
    await forgot.page.getByRole('link', { name: 'Go to Login' }).click();
    await submitLogin(forgot.page, 'sam.lee', 'sams-new-password');
    await forgot.page.waitForURL(siteUrl('/control-panel'));

    // The session Sam had before the reset has ended: the next screen asks the API and is sent to Login.
    await openAdminScreen(sam.page, 'Analytics');
    await sam.page.getByRole('heading', { name: 'Login' }).waitFor();

    // The link works once.
    await forgot.page.goto(siteUrl(resetLink));
    await forgot.page.getByRole('alert').getByText('This reset link has been used already', { exact: false }).waitFor();
    await expect(forgot.page.getByLabel(/^New password/).count()).resolves.toBe(0);
    await expectAccessible(forgot.page, 'A used reset link');

    expect([...adminErrors, ...samErrors].filter((error) => !/401|Failed to load resource/.test(error))).toEqual([]);
    await Promise.all([sam.close(), forgot.close(), admin.close()]);
  });
});

describe('staff accounts', () => {
  it('a staff member sets a recovery e-mail in My Account and confirms it from the link; the Control Panel stops warning', async () => {
    const other = await createStaffUser('Admin');
    await giveRecoveryEmail(other.user.id, 'president@example.org');
    // The one signed in has no recovery e-mail yet: one active Admin of two.
    const { page, user, username, password } = await signInAs(browser, 'Admin');
    const warnings = page.getByRole('region', { name: 'Warnings' });
    await warnings.getByText('Fewer than two active Admins: only one', { exact: false }).waitFor();
    await warnings.getByText('Your account has no recovery e-mail', { exact: false }).waitFor();
    await expectAccessible(page, 'Control Panel with its warnings');
    // Opened afresh, the panel shows its warnings with the cards, not above them later: a card
    // stays where it first appeared, and a click aimed at it lands on it.
    await page.reload();
    const card = page.getByRole('link', { name: 'Manage Developments' });
    await card.waitFor();
    const firstSeenAt = await card.boundingBox();
    await warnings.waitFor();
    expect(await card.boundingBox()).toEqual(firstSeenAt);

    await warnings.getByRole('link', { name: 'My Account' }).click();
    await page.getByRole('heading', { name: 'My Account' }).waitFor();
    await expectAccessible(page, 'My Account');
    await page.getByLabel('New recovery e-mail').fill('not-an-address');
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page.getByLabel('New recovery e-mail').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(mail.inbox.messages).toEqual([]);
    // One's own recovery e-mail changes only with the current password: a borrowed session cannot move it.
    await page.getByLabel('New recovery e-mail').fill('webmaster@example.org');
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(
      page.getByRole('region', { name: 'Recovery e-mail' }).getByLabel('Your current password').getAttribute('aria-invalid'),
    ).resolves.toBe('true');
    await page.getByRole('region', { name: 'Recovery e-mail' }).getByLabel('Your current password').fill('not the password');
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await page.getByText('This is not your current password', { exact: false }).first().waitFor();
    expect(mail.inbox.messages).toEqual([]);
    await page.getByRole('region', { name: 'Recovery e-mail' }).getByLabel('Your current password').fill(password);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expectToast(page, 'Confirmation link sent');
    await page.getByText('Waiting for confirmation: webmaster@example.org', { exact: false }).first().waitFor();

    const [confirmation] = await mail.inbox.waitFor(1);
    expect(confirmation.envelopeTo).toEqual(['webmaster@example.org']);
    const link = await visitor(accountLinkIn(confirmation, STAFF_PATHS.confirmRecoveryEmail).path);
    await link.page.getByRole('heading', { name: 'Confirm your recovery e-mail' }).waitFor();
    await link.page.getByText('Use w••••@example.org as the recovery e-mail', { exact: false }).waitFor();
    // Opening the link changed nothing: a mail scanner that follows links confirms nothing.
    expect((await db.collection(COLLECTIONS.users).doc(user.id).get()).get('recoveryEmail')).toBeUndefined();
    await expectAccessible(link.page, 'Confirm your recovery e-mail');
    await link.page.getByRole('button', { name: 'Confirm this address' }).click();
    await link.page.getByRole('status').getByText('is now the recovery e-mail of', { exact: false }).waitFor();
    expect((await db.collection(COLLECTIONS.users).doc(user.id).get()).get('recoveryEmail')).toBe('webmaster@example.org');
    await link.close();

    await page.reload();
    await page.getByText('webmaster@example.org', { exact: true }).first().waitFor();
    await openAdminScreen(page, 'Dashboard');
    await page.getByText('Quick Stats').waitFor();
    await expect(page.getByRole('region', { name: 'Warnings' }).count()).resolves.toBe(0);

    // Whoever holds the session and the password moves the recovery e-mail on: the address it
    // replaces is told, with a link that puts it back and signs every device out.
    await page.goto(siteUrl(STAFF_PATHS.account));
    await page.getByLabel('New recovery e-mail').fill('somebody.else@example.net');
    await page.getByRole('region', { name: 'Recovery e-mail' }).getByLabel('Your current password').fill(password);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expectToast(page, 'Confirmation link sent');
    const sent = await mail.inbox.waitFor(3);
    const notice = sent.find((m) => /^The recovery e-mail of your .+ account is changing$/.test(m.parsed.subject ?? ''))!;
    expect(notice.envelopeTo).toEqual(['webmaster@example.org']);
    expect(notice.parsed.text).toContain('s••••@example.net');
    const undo = await visitor(accountLinkIn(notice, STAFF_PATHS.undoRecoveryEmail).path);
    await undo.page.getByRole('heading', { name: 'Undo the change of your recovery e-mail' }).waitFor();
    await expectAccessible(undo.page, 'Undo the change of your recovery e-mail');
    await undo.page.getByRole('button', { name: 'Undo the change and sign everyone out' }).click();
    await undo.page.getByText(new RegExp(`is the recovery e-mail of ${username} again`)).waitFor();
    await expectAccessible(undo.page, 'The change undone');
    await undo.close();
    const stored = (await db.collection(COLLECTIONS.users).doc(user.id).get()).data()!;
    expect({ recoveryEmail: stored.recoveryEmail, pending: stored.pendingRecoveryEmail }).toEqual({
      recoveryEmail: 'webmaster@example.org',
      pending: null,
    });
    // The session that asked for the change was signed out with every other.
    await page.reload();
    await page.waitForURL(siteUrl('/login**'));
    await page.close();
  });

  it('a staff member changes their own password in My Account: the current one first, then a notice to the recovery e-mail, and every session ends', async () => {
    const { page, user, username, password } = await signInAs(browser, 'Read Only');
    await giveRecoveryEmail(user.id, 'reader@example.org');
    await page.goto(siteUrl(STAFF_PATHS.account));
    const form = page.getByRole('region', { name: 'Password' });
    await form.waitFor();
    await expectAccessible(page, 'My Account with the password form');
    const newPassword = 'a long new passphrase 2026';
    await form.getByLabel('Your current password').fill('not the password');
    await form.getByLabel(/^New password \(at least/).fill(newPassword);
    await form.getByLabel('New password again').fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('This is not your current password', { exact: false }).first().waitFor();
    await form.getByLabel('Your current password').fill(password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL(siteUrl('/login**'));
    const [notice] = await mail.inbox.waitFor(1);
    expect(notice.envelopeTo).toEqual(['reader@example.org']);
    expect(notice.parsed.subject).toMatch(/^The password of your .+ account was changed$/);
    expect(notice.parsed.text).toContain(`"${username}"`);
    await submitLogin(page, username, newPassword);
    await page.waitForURL(siteUrl('/control-panel'));
    await page.close();
  });

  it('an Admin invites by e-mail from Manage Users, sees the invitation pending, and the invitee signs in; users show their last sign-in', async () => {
    const { page } = await signInAs(browser, 'Admin');
    await openAdminScreen(page, 'Manage Users');
    await page.getByRole('button', { name: 'Invite by E-mail' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill('registrar@example.org');
    await dialog.getByLabel('First Name').fill('Rae');
    await dialog.getByLabel('Last Name').fill('Park');
    await dialog.getByLabel('Role').selectOption('Read Only');
    await dialog.getByLabel('Position').selectOption('Registrar');
    await expectAccessible(page, 'Invite by E-mail dialog');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expectToast(page, 'Invitation sent', 'An invitation went to registrar@example.org.');
    const pending = page.getByRole('region', { name: 'Pending Invitations' });
    await pending.getByText('Rae Park · registrar@example.org').waitFor();
    await expectAccessible(page, 'Manage Users with an invitation');

    const [invitation] = await mail.inbox.waitFor(1);
    const rae = await visitor(accountLinkIn(invitation, STAFF_PATHS.acceptInvitation).path);
    await rae.page.getByLabel('Username').fill('rae.park');
    await rae.page.getByLabel(/^New password \(at least/).fill('raes-password');
    await rae.page.getByLabel('New password again').fill('raes-password');
    await rae.page.getByRole('button', { name: 'Create my account' }).click();
    await rae.page.getByRole('link', { name: 'Go to Login' }).click();
    await submitLogin(rae.page, 'rae.park', 'raes-password');
    await rae.page.waitForURL(siteUrl('/control-panel'));

    // The same link again: the invitation was used.
    await rae.page.goto(siteUrl(accountLinkIn(invitation, STAFF_PATHS.acceptInvitation).path));
    await rae.page.getByRole('alert').getByText('This invitation has been used already', { exact: false }).waitFor();
    await rae.close();

    await page.reload();
    const card = page.getByRole('listitem').filter({ hasText: '@rae.park' });
    await card.getByText('Registrar', { exact: true }).waitFor();
    await expect(card.getByText('Never').count()).resolves.toBe(0);
    await expect(page.getByRole('region', { name: 'Pending Invitations' }).getByText('No invitations waiting.').count()).resolves.toBe(1);

    // Edit User shows the recovery e-mail of the account to an Admin.
    await card.getByRole('button', { name: 'Edit rae.park' }).click();
    await page.getByRole('dialog').getByText('registrar@example.org').first().waitFor();
    await expectAccessible(page, 'Edit User with the recovery e-mail');
    await page.close();
  });
});
