import { describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { LIMITS } from '@roca/contract';
import { storeDevelopment } from '../support/builders';
import { COLLECTIONS, db } from '../support/db';
import { browserTestFile } from '../support/browser';
import {
  alterNextRequestBody,
  expectFieldError,
  expectToast,
  openAdminScreen,
  openHomeAsVisitor,
  signInAs,
  toastRegion,
} from './admin-support';

// Slow machines (2 cores, several emulators): a generous limit, never a timing assertion.
vi.setConfig({ testTimeout: 90_000 });

const { browser } = browserTestFile();

const newForm = (page: Page) => page.getByRole('form', { name: 'New development update' });

async function storedTitles() {
  const snap = await db.collection(COLLECTIONS.developments).get();
  return snap.docs.map((doc) => doc.get('projectTitle') as string).sort();
}

describe.each(['Admin', 'Super'] as const)('signed in as %s', (role) => {
  it('creates, edits, cancels and deletes a development, and the home page shows it', async () => {
    const { page } = await signInAs(browser, role);
    await openAdminScreen(page, 'Developments');
    await page.getByText('No development updates found.').waitFor();
    await page.getByRole('button', { name: 'Create First Development Update' }).click();

    // Saving without the required fields shows the validation toast and stores nothing.
    const form = newForm(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Required fields missing', 'Project Title, Description, Date, and Status are required');
    await expect(page.getByRole('button', { name: 'Add Development' }).isDisabled()).resolves.toBe(true);

    // Inputs stop at the limit and the counter shows it.
    const title = form.getByLabel('Project Title *');
    await title.fill('x'.repeat(LIMITS.projectTitle + 5));
    await expect(title.inputValue()).resolves.toHaveLength(LIMITS.projectTitle);
    await form.getByText(`${LIMITS.projectTitle}/${LIMITS.projectTitle}`).waitFor();

    await title.fill(`Willow Row ${role}`);
    await form.getByLabel('Subtitle').fill('12 homes');
    await form.getByLabel('Description *').fill('Twelve rowhouses on Willow Street.');
    await form.getByLabel('Date *').fill('2025-10-05');
    await form.getByLabel('Status *').fill('Approved');
    await form.getByLabel('Link 1 URL').fill('https://example.org/willow');
    await form.getByLabel('Link 1 text').fill('Application');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Development created successfully');
    // The validation toast was replaced: at most one toast at a time.
    await expect(toastRegion(page).getByRole('listitem').count()).resolves.toBe(1);
    await page.getByRole('heading', { name: `Willow Row ${role}` }).waitFor();
    await expect(page.getByRole('button', { name: 'Add Development' }).isDisabled()).resolves.toBe(false);
    expect(await storedTitles()).toEqual([`Willow Row ${role}`]);

    const home = await openHomeAsVisitor(browser, `Willow Row ${role}`);
    await home.page.getByRole('link', { name: 'Application', exact: true }).waitFor();
    await home.close();

    // Edit, then Cancel: nothing changes.
    await page.getByRole('button', { name: `Edit Willow Row ${role}` }).click();
    const editForm = page.getByRole('form', { name: `Edit Willow Row ${role}` });
    await editForm.getByLabel('Status *').fill('Cancelled');
    await expect(page.getByRole('button', { name: 'Add Development' }).isDisabled()).resolves.toBe(true);
    await editForm.getByRole('button', { name: 'Cancel' }).click();
    await editForm.waitFor({ state: 'detached' });
    await page.getByText('Approved', { exact: true }).waitFor();

    // Edit and Save.
    await page.getByRole('button', { name: `Edit Willow Row ${role}` }).click();
    await editForm.getByLabel('Project Title *').fill(`Willow Court ${role}`);
    await editForm.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Development updated successfully');
    await page.getByRole('heading', { name: `Willow Court ${role}` }).waitFor();
    expect(await storedTitles()).toEqual([`Willow Court ${role}`]);

    // Delete goes through the confirmation dialog; Cancel there keeps it.
    await page.getByRole('button', { name: `Delete Willow Court ${role}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Development' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await storedTitles()).toEqual([`Willow Court ${role}`]);
    await page.getByRole('button', { name: `Delete Willow Court ${role}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Development deleted successfully');
    await page.getByText('No development updates found.').waitFor();
    expect(await storedTitles()).toEqual([]);
    await page.close();
  });
});

it('only one development is edited at a time', async () => {
  await storeDevelopment({ projectTitle: 'Alder Place' });
  await storeDevelopment({ projectTitle: 'Beech Gardens' });
  const { page } = await signInAs(browser, 'Admin');
  await openAdminScreen(page, 'Developments');
  await page.getByRole('button', { name: 'Edit Alder Place' }).click();
  await expect(page.getByRole('button', { name: 'Edit Beech Gardens' }).isDisabled()).resolves.toBe(true);
  await expect(page.getByRole('button', { name: 'Delete Beech Gardens' }).isDisabled()).resolves.toBe(true);
  await expect(page.getByRole('button', { name: 'Add Development' }).isDisabled()).resolves.toBe(true);
  await page.close();
});

it('a link that is not a web address is refused before saving', async () => {
  const { page } = await signInAs(browser, 'Admin');
  await openAdminScreen(page, 'Developments');
  await page.getByRole('button', { name: 'Add Development' }).click();
  const form = newForm(page);
  await form.getByLabel('Project Title *').fill('Bad link');
  await form.getByLabel('Description *').fill('A link that could run code.');
  await form.getByLabel('Date *').fill('2025-10-05');
  await form.getByLabel('Status *').fill('Proposed');
  await form.getByLabel('Link 1 URL').fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByText('Must be a web address starting with http:// or https://').waitFor();
  expect(await storedTitles()).toEqual([]);
  await page.close();
});

it('when the server refuses a field, its message shows under that field', async () => {
  const { page } = await signInAs(browser, 'Admin');
  await openAdminScreen(page, 'Developments');
  await page.getByRole('button', { name: 'Add Development' }).click();
  const form = newForm(page);
  await form.getByLabel('Project Title *').fill('Refused link');
  await form.getByLabel('Description *').fill('The server checks links too.');
  await form.getByLabel('Date *').fill('2025-10-05');
  await form.getByLabel('Status *').fill('Proposed');
  await form.getByLabel('Link 2 URL').fill('https://example.org/plan');
  // A link the server refuses, as a screen from before that rule would send it.
  const { answer } = await alterNextRequestBody(page, 'POST', '/api/developments', { link2: 'ftp://example.org/plan' });
  await form.getByRole('button', { name: 'Save' }).click();
  const response = await answer;
  const body = await response.json();
  expect(response.status()).toBe(400);
  await expectFieldError(form.getByLabel('Link 2 URL'), body.fieldErrors.link2);
  await expectToast(page, 'Failed to create development', body.message);
  await form.waitFor();
  expect(await storedTitles()).toEqual([]);
  await page.close();
});

it('when the server refuses a change, the failure toast shows its message', async () => {
  const { page, user } = await signInAs(browser, 'Super');
  await openAdminScreen(page, 'Developments');
  // The role is read from the database on every request: demoted after signing in.
  await db.collection(COLLECTIONS.users).doc(user.id).update({ role: 'Read Only' });
  await page.getByRole('button', { name: 'Add Development' }).click();
  const form = newForm(page);
  await form.getByLabel('Project Title *').fill('Too late');
  await form.getByLabel('Description *').fill('Refused by the server.');
  await form.getByLabel('Date *').fill('2025-10-05');
  await form.getByLabel('Status *').fill('Proposed');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Failed to create development', 'Your role does not allow this');
  await form.waitFor();
  expect(await storedTitles()).toEqual([]);
  await page.close();
});

it('Read Only staff see the developments with every change control disabled or absent', async () => {
  await storeDevelopment({ projectTitle: 'Cedar Lane' });
  const { page } = await signInAs(browser, 'Read Only');
  await openAdminScreen(page, 'Developments');
  await page.getByRole('heading', { name: 'Cedar Lane' }).waitFor();
  await page.getByText('View Only Access').waitFor();
  await expect(page.getByRole('button', { name: 'Add Development' }).isDisabled()).resolves.toBe(true);
  await expect(page.getByRole('button', { name: 'Edit Cedar Lane' }).count()).resolves.toBe(0);
  await expect(page.getByRole('button', { name: 'Delete Cedar Lane' }).count()).resolves.toBe(0);
  await expect(page.getByRole('button', { name: 'Import Updates' }).isDisabled()).resolves.toBe(true);
  await page.getByRole('button', { name: 'Export All (1)' }).waitFor();
  await page.close();
});
