import { expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { LIMITS } from '@roca/contract';
import { createStaffUser } from '../support/builders';
import { COLLECTIONS, db } from '../support/db';
import { browserTestFile, siteUrl } from '../support/browser';
import { alterNextRequestBody, expectFieldError, expectToast, openAdminScreen, signInAs } from './admin-support';

// Slow machines (2 cores, several emulators): a generous limit, never a timing assertion.
vi.setConfig({ testTimeout: 90_000 });

const { browser } = browserTestFile();

async function storedUser(username: string) {
  const snap = await db.collection(COLLECTIONS.users).where('username', '==', username).get();
  return snap.docs[0]?.data();
}

const card = (page: Page, username: string) => page.getByRole('listitem').filter({ hasText: `@${username}` });

async function fillUserForm(
  page: Page,
  values: { firstName?: string; lastName?: string; username?: string; password?: string; role?: string },
) {
  const dialog = page.getByRole('dialog');
  if (values.firstName !== undefined) await dialog.getByLabel('First Name').fill(values.firstName);
  if (values.lastName !== undefined) await dialog.getByLabel('Last Name').fill(values.lastName);
  if (values.username !== undefined) await dialog.getByLabel('Username').fill(values.username);
  if (values.password !== undefined) await dialog.getByLabel(/Password/).fill(values.password);
  if (values.role !== undefined) await dialog.getByLabel('Role').selectOption(values.role);
}

it('an Admin creates, edits (blank password kept) and deletes a user', async () => {
  const { page } = await signInAs(browser, 'Admin');
  await openAdminScreen(page, 'Manage Users');
  await page.getByRole('button', { name: 'Add New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New User' });
  await expect(dialog.getByLabel('Role').locator('option').allTextContents()).resolves.toEqual(['Admin', 'Super', 'Read Only']);

  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expectToast(page, 'Please fill in all required fields');

  await fillUserForm(page, { firstName: 'Jo', lastName: 'Park', username: 'jpark', password: 'first-password-1', role: 'Super' });
  await dialog.getByRole('button', { name: 'Show password' }).click();
  await expect(dialog.getByLabel(/Password/).getAttribute('type')).resolves.toBe('text');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expectToast(page, 'User created');
  await dialog.waitFor({ state: 'detached' });
  await card(page, 'jpark').getByText('Super', { exact: true }).waitFor();
  const created = await storedUser('jpark');
  expect(created).toMatchObject({ firstName: 'Jo', lastName: 'Park', role: 'Super' });

  // Edit with a blank password: the password is left as it was.
  await card(page, 'jpark').getByRole('button', { name: 'Edit jpark' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(editDialog.getByLabel('First Name').inputValue()).resolves.toBe('Jo');
  await expect(editDialog.getByLabel(/Password/).inputValue()).resolves.toBe('');
  await fillUserForm(page, { firstName: 'Joanne', role: 'Read Only' });
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'User updated');
  await card(page, 'jpark').getByText('Joanne Park').waitFor();
  const edited = await storedUser('jpark');
  expect(edited).toMatchObject({ firstName: 'Joanne', role: 'Read Only', passwordHash: created!.passwordHash });

  // Delete through the Delete User dialog.
  await card(page, 'jpark').getByRole('button', { name: 'Delete jpark' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'User deleted');
  await card(page, 'jpark').waitFor({ state: 'detached' });
  expect(await storedUser('jpark')).toBeUndefined();
  await page.close();
});

it('a duplicate username shows Failed to create user with the server message', async () => {
  await createStaffUser('Read Only', { username: 'taken-name' });
  const { page } = await signInAs(browser, 'Admin');
  await openAdminScreen(page, 'Manage Users');
  await page.getByRole('button', { name: 'Add New User' }).click();
  await fillUserForm(page, { firstName: 'Sam', lastName: 'Lee', username: 'taken-name', password: 'first-password-1' });
  await page.getByRole('dialog').getByRole('button', { name: 'Create User' }).click();
  await expectToast(page, 'Failed to create user', "The username 'taken-name' is already taken");
  // The dialog stays open with the same message inside it, for screen readers and to fix it.
  await page
    .getByRole('dialog', { name: 'Create New User' })
    .getByRole('alert')
    .getByText("The username 'taken-name' is already taken")
    .waitFor();
  await page.close();
});

it('when the server refuses a field, its message shows under that field in the dialog', async () => {
  const { page } = await signInAs(browser, 'Admin');
  await openAdminScreen(page, 'Manage Users');
  await page.getByRole('button', { name: 'Add New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New User' });
  await fillUserForm(page, { firstName: 'Sam', lastName: 'Lee', username: 'slee', password: 'first-password-1' });
  // A username the server refuses, as a screen from before that rule would send it.
  const { answer } = await alterNextRequestBody(page, 'POST', '/api/users', { username: 's lee' });
  await dialog.getByRole('button', { name: 'Create User' }).click();
  const response = await answer;
  const body = await response.json();
  expect(response.status()).toBe(400);
  await expectFieldError(dialog.getByLabel('Username'), body.fieldErrors.username);
  await expectToast(page, 'Failed to create user', body.message);
  expect(await storedUser('s lee')).toBeUndefined();
  expect(await storedUser('slee')).toBeUndefined();
  await page.close();
});

it('a Super creates and edits non-Admin users, sees "Admin User" on Admin rows, and cannot delete', async () => {
  const admin = await createStaffUser('Admin');
  const { page } = await signInAs(browser, 'Super');
  await openAdminScreen(page, 'Manage Users');
  await card(page, admin.username).getByText('Admin User', { exact: true }).waitFor();
  await expect(card(page, admin.username).getByRole('button').count()).resolves.toBe(0);

  await page.getByRole('button', { name: 'Add New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New User' });
  await expect(dialog.getByLabel('Role').locator('option').allTextContents()).resolves.toEqual(['Super', 'Read Only']);
  await fillUserForm(page, { firstName: 'Ana', lastName: 'Ruiz', username: 'aruiz', password: 'first-password-1', role: 'Read Only' });
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expectToast(page, 'User created');

  await card(page, 'aruiz').getByRole('button', { name: 'Edit aruiz' }).click();
  await fillUserForm(page, { lastName: 'Ruiz-Diaz' });
  await page.getByRole('dialog', { name: 'Edit User' }).getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'User updated');
  await expect.poll(async () => (await storedUser('aruiz'))?.lastName, { timeout: 20_000 }).toBe('Ruiz-Diaz');
  await expect(page.getByRole('button', { name: /^Delete / }).count()).resolves.toBe(0);
  await page.close();
});

it('Read Only staff see the users with View Only Access and no change controls', async () => {
  const other = await createStaffUser('Super');
  const { page } = await signInAs(browser, 'Read Only');
  await openAdminScreen(page, 'Manage Users');
  await card(page, other.username).waitFor();
  await page.getByText('View Only Access').waitFor();
  await expect(page.getByRole('button', { name: 'Add New User' }).count()).resolves.toBe(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / }).count()).resolves.toBe(0);
  await expect(page.getByRole('heading', { name: 'Sign-in Lockouts' }).count()).resolves.toBe(0);
  await page.close();
});

it('an Admin sees a client address locked out of signing in and clears it, which the audit log records', async () => {
  // Five failed sign-ins from one address, as production's proxies deliver it (tests/abuse/sign-in.test.ts).
  const attempt = (i: number) =>
    fetch(siteUrl('/api/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.9, 192.0.2.10' },
      body: JSON.stringify({ username: `guess-${i}`, password: 'wrong-password' }),
    });
  for (let i = 0; i < LIMITS.loginClientMaxFailures; i++) expect((await attempt(i)).status).toBe(401);
  expect((await attempt(99)).status).toBe(429);

  const { page } = await signInAs(browser, 'Admin');
  await openAdminScreen(page, 'Manage Users');
  const lockouts = page.getByRole('region', { name: 'Sign-in Lockouts' });
  await lockouts.getByText('Address 203.0.113.9').waitFor();
  if (process.env.ROCA_SCREENSHOTS) {
    await lockouts.screenshot({ path: `${process.env.ROCA_SCREENSHOTS}/lockouts-1280.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await lockouts.screenshot({ path: `${process.env.ROCA_SCREENSHOTS}/lockouts-375.png` });
  }
  await lockouts.getByRole('button', { name: 'Clear lockout of 203.0.113.9' }).click();
  await expectToast(page, 'Lockout cleared', '203.0.113.9 can sign in again.');
  await lockouts.getByText('Nobody is locked out of signing in.').waitFor();
  expect((await attempt(100)).status).toBe(401);

  const audit = await db.collection(COLLECTIONS.auditLog).where('action', '==', 'clear').get();
  expect(audit.docs.map((doc) => doc.get('itemLabel'))).toEqual(['203.0.113.9']);
  await page.close();
});

it('the user dialogs work from the keyboard: focus moves in, stays in, and returns on Escape', async () => {
  const { page } = await signInAs(browser, 'Admin');
  await openAdminScreen(page, 'Manage Users');
  const addButton = page.getByRole('button', { name: 'Add New User' });
  await addButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create New User' });
  await dialog.waitFor();
  const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
  expect(await focusInDialog()).toBe(true);
  // Tabbing past the last control wraps around inside the dialog.
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  expect(await focusInDialog()).toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect(addButton.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  await page.close();
});
