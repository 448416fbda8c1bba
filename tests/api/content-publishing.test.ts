import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '@roca/contract/audit';
import type { ContentListName } from '@roca/contract/item-kinds';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { PUBLIC_PATHS } from '@roca/contract/public-pages';
import { todayInVancouver } from '@roca/contract/days';
import { apiTestFile } from '../support/api-test-file';
import { siteUrl } from '../support/browser';
import { membershipPageWithoutPayPal, publishRequestNumber, publishStoredContent } from '../support/publishing';
import { pdfBytes, pngBytes, siteFileFlow } from '../support/site-files';
import { clearLocalStorage } from '../support/uploads';

/**
 * Every content save, and every restore of content from the audit log, republishes the pages
 * that show it (docs/content.md, Publishing): saves go through the real API, the publish through
 * the test stack's queue and publish function, and the pages are read from the Hosting emulator
 * as served, before any script runs. A visitor must see a save within 60 seconds.
 */
const { api, staff: admin, signedInAs } = apiTestFile({ roles: ['Admin', 'Read Only'] });
afterAll(() => clearLocalStorage());
// The pages start from the seed, whatever an earlier test file published.
beforeEach(() => publishStoredContent());

const as = (method: string, path: string, body?: unknown) => api.call(method, path, { token: admin.token, body });

/** The HTML of a public page as served, scripts not run. */
const servedHtml = async (path: string) => (await fetch(siteUrl(path))).text();

/** Polls until the check passes, within the 60 seconds a visitor may wait for a save. */
async function eventually(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not within 60 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const pageShows = (path: string, text: string) => async () => (await servedHtml(path)).includes(text);
const pageLacks = (path: string, text: string) => async () => !(await servedHtml(path)).includes(text);

async function auditEntries(itemType: string): Promise<AuditEntry[]> {
  return ((await as('GET', `/api/audit?itemType=${itemType}`)).json as AuditPage).entries;
}

const LISTS: { list: ContentListName; page: string; item: Record<string, string>; shows: string }[] = [
  {
    list: 'business-directory',
    page: '/business-directory',
    item: { name: 'Oak Street Bakery', category: 'Food', description: 'Bread and pastries.' },
    shows: 'Oak Street Bakery',
  },
  {
    list: 'community-links',
    page: '/community-links',
    item: { category: 'Parks', name: 'Riverside Park Society', url: 'https://parks.example.org', description: 'Volunteer stewards.' },
    shows: 'Riverside Park Society',
  },
  {
    list: 'volunteer-needs',
    page: '/volunteer',
    item: { area: 'Newsletter Layout', description: 'Lay out the quarterly newsletter.', urgency: 'high' },
    shows: 'Newsletter Layout',
  },
];

describe('a save publishes the pages that show it', () => {
  it('site settings: the new e-mail is in the footer of every public page and of the 404 page, the button id in the hosted button; the old ones are gone', async () => {
    const old = SEED_CONTENT.settings;
    const res = await as('PUT', '/api/site-settings', { email: 'office@riverside-oaks.example', paymentButtonId: 'NEWBUTTON2026' });
    expect(res.status, res.text).toBe(200);

    await eventually(async () => {
      const pages = await Promise.all([...PUBLIC_PATHS, '/no-such-page'].map(servedHtml));
      return pages.every((html) => html.includes('mailto:office@riverside-oaks.example') && !html.includes(`mailto:${old.email}`));
    }, 'the new e-mail in every footer');
    const notFound = await fetch(siteUrl('/no-such-page'));
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain('<h1 class="text-3xl font-bold text-brand-900">Page Not Found</h1>');
    // The button id is on /membership of a site that keeps the hosted button (no PayPal REST app).
    const membership = await membershipPageWithoutPayPal();
    expect(membership).toMatch(/name="hosted_button_id" value="NEWBUTTON2026"/);
    expect(membership).not.toContain(old.paymentButtonId);
  });

  it("executive: the President's new name is on /executive", async () => {
    const officers = SEED_CONTENT.executive.officers.map((o) =>
      o.position === 'President' ? { ...o, name: 'Jordan Example', vacant: false } : o,
    );
    expect((await as('PUT', '/api/executive', { ...SEED_CONTENT.executive, officers })).status).toBe(200);
    await eventually(pageShows('/executive', 'Jordan Example'), 'the President on /executive');
  });

  it('calendar events: an added event is on /calendar and in /calendar.ics; a change and a delete follow', async () => {
    // The 12th of next month (Date.UTC takes the month from 0, so this month's number is next month's index).
    const [year, month] = todayInVancouver().split('-').map(Number);
    const event = {
      title: 'Neighbourhood Tree Planting',
      date: new Date(Date.UTC(year, month, 12)).toISOString().slice(0, 10),
      time: '10:00',
      location: 'Riverside Park',
      type: 'Community Event',
      description: 'Bring gloves.',
    };
    const created = await as('POST', '/api/calendar-events', event);
    expect(created.status, created.text).toBe(201);
    await eventually(pageShows('/calendar', 'Neighbourhood Tree Planting'), 'the event on /calendar');
    const feed = new ICAL.Component(ICAL.parse((await api.call('GET', '/calendar.ics')).text));
    expect(feed.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('summary'))).toContain('Neighbourhood Tree Planting');

    expect((await as('PUT', `/api/calendar-events/${created.json.id}`, { ...event, title: 'Tree Planting Day' })).status).toBe(200);
    await eventually(async () => {
      const html = await servedHtml('/calendar');
      return html.includes('Tree Planting Day') && !html.includes('Neighbourhood Tree Planting');
    }, 'the renamed event');

    expect((await as('DELETE', `/api/calendar-events/${created.json.id}`)).status).toBe(204);
    await eventually(pageLacks('/calendar', 'Tree Planting Day'), 'the deleted event gone');
  });

  it.each(LISTS)('$list: an added item is on $page, and gone after its delete', async ({ list, page, item, shows }) => {
    const created = await as('POST', `/api/content/${list}`, item);
    expect(created.status, created.text).toBe(201);
    await eventually(pageShows(page, shows), `the item on ${page}`);
    expect((await as('DELETE', `/api/content/${list}/${created.json.id}`)).status).toBe(204);
    await eventually(pageLacks(page, shows), `the item gone from ${page}`);
  });

  it("files: the plan's View and Download buttons point at the replaced PDF, which the site serves", async () => {
    const bytes = pdfBytes('The plan as amended in 2026');
    const res = await siteFileFlow(api).replace(admin.token, 'communityPlan', bytes, 'OCP 2026.pdf', 'application/pdf');
    expect(res.status).toBe(200);
    const path = `/files/communityPlan-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.pdf`;

    await eventually(pageShows('/official-community-plan', path), 'the new plan on its page');
    const html = await servedHtml('/official-community-plan');
    expect(html.match(new RegExp(`href="${path}"`, 'g'))).toHaveLength(2); // View and Download
    expect(html).not.toContain(SEED_CONTENT.files.communityPlan.url);
    const served = await fetch(siteUrl(path));
    expect(served.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
  });

  it("files: a replaced home page slide and its alt text are in the home page's HTML", async () => {
    const bytes = pngBytes(32, 18);
    const res = await siteFileFlow(api).replace(admin.token, 'heroSlide1', bytes, 'slide.png', 'image/png', {
      alt: 'Neighbours planting oak saplings by the river',
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const path = `/files/heroSlide1-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.png`;
    await eventually(async () => {
      const html = await servedHtml('/');
      return html.includes(path) && html.includes('Neighbours planting oak saplings by the river');
    }, 'the new slide on the home page');
    expect(Buffer.from(await (await fetch(siteUrl(path))).arrayBuffer())).toEqual(bytes);
  });
});

describe('a restore from the audit log publishes what it brings back', () => {
  it('the site settings put back: the earlier e-mail is in the footer again', async () => {
    await as('PUT', '/api/site-settings', { email: 'interim@riverside-oaks.example' });
    await eventually(pageShows('/contact', 'interim@riverside-oaks.example'), 'the changed e-mail');

    const [change] = await auditEntries('siteSettings');
    expect((await as('POST', `/api/audit/${change.id}/restore`)).status).toBe(200);
    await eventually(async () => {
      const html = await servedHtml('/contact');
      return html.includes(`mailto:${SEED_CONTENT.settings.email}`) && !html.includes('interim@riverside-oaks.example');
    }, 'the earlier e-mail back');
  });

  it('a deleted volunteer need comes back on /volunteer', async () => {
    const need = SEED_CONTENT.volunteerNeeds[0];
    expect((await as('DELETE', `/api/content/volunteer-needs/${need.id}`)).status).toBe(204);
    await eventually(pageLacks('/volunteer', need.area), 'the need gone');

    const [deletion] = await auditEntries('volunteerNeed');
    expect((await as('POST', `/api/audit/${deletion.id}/restore`)).status).toBe(200);
    await eventually(pageShows('/volunteer', need.area), 'the need back');
  });
});

// Bad input publishes nothing either: tests/api/content.test.ts, its catalogue of bad input.
it('a change refused to a Read Only or anonymous caller asks for no publish', async () => {
  const before = await publishRequestNumber();
  const readOnly = signedInAs('Read Only');
  for (const caller of [readOnly.token, undefined]) {
    const statuses = [
      (await api.call('PUT', '/api/site-settings', { token: caller, body: { email: 'ro@example.org' } })).status,
      (await api.call('POST', '/api/content/volunteer-needs', { token: caller, body: LISTS[2].item })).status,
      (await api.call('DELETE', `/api/calendar-events/${SEED_CONTENT.calendarEvents[0].id}`, { token: caller })).status,
    ];
    expect(statuses).toEqual(caller ? [403, 403, 403] : [401, 401, 401]);
  }
  expect(await publishRequestNumber()).toBe(before);
});
