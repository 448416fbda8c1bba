import { describe, expect, it, vi } from 'vitest';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { todayInVancouver } from '@roca/contract/days';
import { apiTestFile } from '../support/api-test-file';
import { developmentInput, eventInput } from '../support/builders';
import { siteUrl } from '../support/browser';
import { waitForPublishedChanges } from '../support/publishing';

/**
 * Free text staff save reaches the public pages, which are static HTML a
 * function renders (docs/decisions/008). Markup typed into any of it must arrive as text: escaped in
 * the HTML Hosting serves, never an element a visitor's browser would build or run.
 */
const { api, staff } = apiTestFile();
vi.setConfig({ testTimeout: 120_000 });

/** Markup that would run, or change the page, were it not escaped; `tag` is what must never appear raw. */
const MARKUP = [
  { text: '<script>alert(1)</script>', tag: '<script>alert(1)' },
  { text: '<img src=x onerror=alert(2)>', tag: '<img src=x' },
  { text: '"><svg onload=alert(3)>', tag: '<svg onload' },
];
/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

const as = (method: string, path: string, body: unknown) => api.call(method, path, { token: staff.token, body });
const servedHtml = async (path: string) => (await fetch(siteUrl(path))).text();

const nextMonth = () => {
  const [year, month] = todayInVancouver().split('-').map(Number);
  return new Date(Date.UTC(year, month, 12)).toISOString().slice(0, 10);
};

describe('markup saved in free text reaches the published pages as text', () => {
  it.each(MARKUP)('$text', async ({ text, tag }) => {
    const saves = await Promise.all([
      as(
        'POST',
        '/api/developments',
        developmentInput({ projectTitle: 'Markup test', subTitle: text.slice(0, 32), description: `Before ${text} after` }),
      ),
      as('POST', '/api/events', eventInput({ heading: `Alert ${text}`.slice(0, 100), description: text, isVisible: true })),
      as('POST', '/api/calendar-events', {
        title: `Meeting ${text}`,
        date: nextMonth(),
        time: '19:00',
        location: text,
        type: 'Meeting',
        description: text,
      }),
      as('POST', '/api/content/business-directory', {
        name: 'Markup Bakery',
        category: text.slice(0, 60),
        description: text,
        address: text,
      }),
      as('POST', '/api/content/community-links', {
        category: 'Parks',
        name: 'Markup Link',
        url: 'https://parks.example.org',
        description: text,
      }),
      as('POST', '/api/content/volunteer-needs', { area: 'Markup Need', description: text, urgency: 'high' }),
      as('PUT', '/api/executive', {
        ...SEED_CONTENT.executive,
        directors: [{ name: `Director ${text}`.slice(0, 100), responsibilities: [text] }],
      }),
      as('PUT', '/api/site-settings', { postalAddress: `PO Box 1 ${text}` }),
    ]);
    for (const res of saves) expect(res.status, res.text).toBeLessThan(300);
    await waitForPublishedChanges();

    for (const path of ['/', '/calendar', '/business-directory', '/community-links', '/volunteer', '/executive', '/contact']) {
      const html = await servedHtml(path);
      expect(html, path).toContain(escaped(text).slice(0, 20));
      expect(html, path).not.toContain(tag);
    }
  });
});
