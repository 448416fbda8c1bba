import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeDevelopment } from '../support/builders';
import { COLLECTIONS, db } from '../support/db';
import { browserTestFile, siteUrl } from '../support/browser';
import { expectToast, openAdminScreen, signInAs } from './admin-support';

const { browser } = browserTestFile();

async function storedTitles() {
  const snap = await db.collection(COLLECTIONS.developments).get();
  return snap.docs.map((doc) => doc.get('projectTitle') as string).sort();
}

describe('Bulk Actions on /admin/developments', () => {
  it('Export All downloads every update as a CSV a spreadsheet opens', async () => {
    await storeDevelopment({ projectTitle: 'Cedar Lane', description: 'Line one, with a comma.\nLine two: café.' });
    await storeDevelopment({ projectTitle: 'Oak Street' });
    const { page } = await signInAs(browser, 'Read Only');
    await openAdminScreen(page, 'Developments');
    await page.getByRole('button', { name: 'Export All (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export All' });
    await dialog.getByRole('radio', { name: /CSV/ }).check();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^roca-development-updates-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF"id","date","projectTitle"')).toBe(true);
    expect(csv).toContain('"Line one, with a comma.\nLine two: café."');
    expect(csv).toContain('"Oak Street"');
    await expectToast(page, 'Export downloaded', '2 development updates saved as CSV.');
  });

  it('Import Updates previews each row as new, duplicate or invalid, then imports the new ones', async () => {
    await storeDevelopment({ projectTitle: 'Stored', date: '2025-01-10' });
    const file = join(mkdtempSync(join(tmpdir(), 'roca-import-')), 'updates.csv');
    writeFileSync(
      file,
      [
        'projectTitle,description,date,status',
        'Willow Row,Twelve rowhouses.,2025-10-05,Approved',
        'Stored,Same date and title.,2025-01-10,Approved',
        'No status,Missing a status.,2025-02-02,',
      ].join('\n'),
    );
    const { page } = await signInAs(browser, 'Super');
    await openAdminScreen(page, 'Developments');
    await page.getByRole('button', { name: 'Import Updates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Updates' });
    await dialog.getByLabel('File to import').setInputFiles(file);
    await dialog.getByText('3 rows: 1 new, 1 duplicate, 1 invalid.').waitFor();
    await dialog.getByText('Status is required').waitFor();
    await dialog.getByRole('button', { name: 'Import 1 new update' }).click();
    await expectToast(page, 'Import complete', '1 update imported; 0 duplicates and 1 invalid row skipped.');
    await page.getByRole('heading', { name: 'Willow Row' }).waitFor();
    expect(await storedTitles()).toEqual(['Stored', 'Willow Row']);
  });

  it('Import Updates is not offered to Read Only users', async () => {
    const { page } = await signInAs(browser, 'Read Only');
    await openAdminScreen(page, 'Developments');
    await expect(page.getByRole('button', { name: 'Import Updates' }).isDisabled()).resolves.toBe(true);
  });

  it('Generate Report shows the updates grouped by status and prints without the admin chrome', async () => {
    await storeDevelopment({ projectTitle: 'Cedar Lane', status: 'Approved', date: '2025-03-01' });
    await storeDevelopment({ projectTitle: 'Oak Street', status: 'Approved', date: '2025-05-20' });
    await storeDevelopment({ projectTitle: 'Willow Row', status: 'Under Review', date: '2024-11-02' });
    const { page } = await signInAs(browser, 'Read Only');
    await openAdminScreen(page, 'Developments');
    await page.getByRole('link', { name: 'Generate Report' }).click();
    await page.getByRole('heading', { name: 'Development Updates Report' }).waitFor();
    await page.getByRole('heading', { name: 'Approved (2)' }).waitFor();
    await page.getByRole('heading', { name: 'Under Review (1)' }).waitFor();
    await page.getByText('November 2, 2024 to May 20, 2025').waitFor();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Administration' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: 'Print / Save as PDF' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('heading', { name: 'Approved (2)' }).isVisible()).resolves.toBe(true);
    const pdf = await page.pdf({ format: 'Letter' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('Audit Log', () => {
  it('shows who deleted a development, and an Admin restores it', async () => {
    await storeDevelopment({ projectTitle: 'Cedar Lane' });
    const { page } = await signInAs(browser, 'Admin');
    await openAdminScreen(page, 'Developments');
    await page.getByRole('button', { name: 'Delete Cedar Lane' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Development deleted successfully');
    expect(await storedTitles()).toEqual([]);

    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Audit Log', exact: true }).click();
    await page.getByRole('heading', { name: 'Audit Log', level: 1 }).waitFor();
    await page.getByLabel('Item type').selectOption('development');
    const entry = page.getByRole('listitem').filter({ hasText: 'Deleted development' }).filter({ hasText: 'Cedar Lane' });
    await entry.waitFor();
    await entry.getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await expectToast(page, 'Development restored');
    expect(await storedTitles()).toEqual(['Cedar Lane']);
    await page.getByRole('listitem').filter({ hasText: 'Restored development' }).waitFor();
  });

  it('Super users see the log without Restore', async () => {
    const { page } = await signInAs(browser, 'Super');
    await openAdminScreen(page, 'Developments');
    await page.getByRole('button', { name: 'Add Development' }).click();
    const form = page.getByRole('form', { name: 'New development update' });
    await form.getByLabel('Project Title *').fill('Willow Row');
    await form.getByLabel('Description *').fill('Twelve rowhouses.');
    await form.getByLabel('Date *').fill('2025-10-05');
    await form.getByLabel('Status *').fill('Approved');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Development created successfully');

    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Audit Log', exact: true }).click();
    await page.getByRole('listitem').filter({ hasText: 'Created development' }).filter({ hasText: 'Willow Row' }).waitFor();
    await expect(page.getByRole('button', { name: 'Restore' }).count()).resolves.toBe(0);
    await page.close();
  });

  it('Read Only users are told the log is not for them', async () => {
    const { page } = await signInAs(browser, 'Read Only');
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Audit Log', exact: true }).click();
    await page.getByText('Only Admin and Super users can see the audit log.').waitFor();
    await page.close();
  });
});

describe('Calendar feed', () => {
  it("/calendar offers 'Add to calendar', and Hosting serves /calendar.ics", async () => {
    const page = await browser.newPage();
    await page.goto(siteUrl('/calendar'));
    const link = page.getByRole('link', { name: 'Add to calendar (.ics)' });
    expect(await link.getAttribute('href')).toBe('/calendar.ics');
    const subscribe = page.getByRole('link', { name: 'Subscribe in your calendar app' });
    expect(await subscribe.getAttribute('href')).toBe(`webcal://${new URL(siteUrl('/')).host}/calendar.ics`);
    await page.close();

    const res = await fetch(siteUrl('/calendar.ics'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await res.text()).toContain('BEGIN:VTIMEZONE');
  });
});
