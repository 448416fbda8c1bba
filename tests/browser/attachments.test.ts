import { readFile } from 'node:fs/promises';
import { afterAll, expect, it } from 'vitest';
import { objectStore } from '../../functions/src/storage/select-store';
import { storeDevelopment } from '../support/builders';
import { COLLECTIONS, db } from '../support/db';
import { browserTestFile, watchConsole } from '../support/browser';
import { clearLocalStorage, testBytes } from '../support/uploads';
import { expectToast, openAdminScreen, openHomeAsVisitor, signInAs } from './admin-support';

const { browser } = browserTestFile();
afterAll(() => clearLocalStorage());

it('staff upload a file through Uppy in the edit view, visitors download the same bytes, staff delete it', async () => {
  const id = await storeDevelopment({ projectTitle: 'Riverside Park' });
  const fileName = 'Site plan (été) 2025.pdf';
  const bytes = Buffer.from(testBytes(300_000));

  const { page } = await signInAs(browser, 'Admin');
  const errors = watchConsole(page);
  await openAdminScreen(page, 'Developments');
  await page.getByRole('button', { name: 'Edit Riverside Park' }).click();
  await page.getByText('No files attached.').waitFor();
  await page.getByRole('button', { name: 'Upload File' }).click();

  // The Uppy dashboard modal (its dialog has no accessible name): choose the file, then upload.
  const dashboard = page.locator('.uppy-Dashboard-inner[role="dialog"]');
  await dashboard.waitFor();
  await dashboard.locator('input[type="file"]').first().setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: bytes });
  await dashboard.getByRole('button', { name: /Upload 1 file/i }).click();
  await expectToast(page, 'File attached successfully');
  await page.getByRole('link', { name: `Attachment 1 - ${fileName}` }).waitFor();
  expect(errors).toEqual([]);

  const [stored] = (await db.collection(COLLECTIONS.developments).doc(id).get()).get('attachments');
  expect(stored).toMatchObject({ fileName, contentType: 'application/pdf', size: bytes.length });

  // An anonymous visitor downloads it from the home page's development table.
  const visitor = await openHomeAsVisitor(browser, 'Riverside Park');
  const [download] = await Promise.all([
    visitor.page.waitForEvent('download'),
    visitor.page.getByRole('link', { name: `Attachment 1 - ${fileName}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  expect(Buffer.compare(await readFile((await download.path())!), bytes)).toBe(0);
  await visitor.close();

  // Deleting asks first, then removes the file from the list and from storage.
  await page.getByRole('button', { name: `Delete ${fileName}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete Attachment' }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Attachment deleted successfully');
  await page.getByText('No files attached.').waitFor();
  expect(await objectStore().stat(stored.path)).toBeNull();
  // A long flow (sign-in, upload, a second browser context, delete): more time than one step.
}, 90_000);
