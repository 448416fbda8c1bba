import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { APPLICATIONS_PER_PAGE } from '@roca/contract/applications';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { todayInVancouver } from '@roca/contract/days';
import { calendarEventsCollection, executiveDoc, localStoreOr404, siteFilesCollection } from '../../functions/src/services/content';
import { newObjectPath } from '../../functions/src/storage/object-paths';
import { requestPublish } from '../../functions/src/services/core';
import { PUBLISHING_COLLECTION, db } from '../../functions/src/lib/firebase';
import { apiTestFile } from '../support/api-test-file';
import { developmentInput, eventInput, storeDevelopment } from '../support/builders';
import { siteUrl } from '../support/browser';
import { publishStoredContent } from '../support/publishing';

/**
 * Publishing through the real local stack (docs/decisions/008): saves go through the real API,
 * the publish through the Cloud Tasks emulator and the publishSite function, and the pages are
 * read from the Hosting emulator as a visitor's browser gets them, before any script runs.
 */
const { api, staff: admin, signedInAs } = apiTestFile({ roles: ['Admin', 'Read Only', 'Super'] });

/** The HTML of a public page as served, scripts not run. */
const servedHtml = async (path: string) => (await fetch(siteUrl(path))).text();

/** Polls until the check passes; a visitor must see a save within 60 seconds. */
async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('a save publishes the pages that show it', () => {
  it('a development saved through the API is in the HTML of / within 60 seconds, and deleting it takes it out', async () => {
    const saved = Date.now();
    const res = await api.call('POST', '/api/developments', {
      token: admin.token,
      body: developmentInput({ projectTitle: 'Willow Row Duplexes' }),
    });
    expect(res.status).toBe(201);
    await eventually(async () => (await servedHtml('/')).includes('Willow Row Duplexes'), 'the new update on the home page');
    expect(Date.now() - saved).toBeLessThan(60_000);

    expect((await api.call('DELETE', `/api/developments/${res.json.id}`, { token: admin.token })).status).toBe(204);
    await eventually(async () => !(await servedHtml('/')).includes('Willow Row Duplexes'), 'the deleted update gone from the home page');
  });

  it('an event alert appears on the home page when shown and goes when hidden', async () => {
    const res = await api.call('POST', '/api/events', {
      token: admin.token,
      body: eventInput({ heading: 'Road closure on Oak Street', isVisible: true }),
    });
    await eventually(async () => (await servedHtml('/')).includes('Road closure on Oak Street'), 'the visible alert on the home page');
    await api.call('PUT', `/api/events/${res.json.id}`, { token: admin.token, body: { isVisible: false } });
    await eventually(async () => !(await servedHtml('/')).includes('Road closure on Oak Street'), 'the hidden alert gone');
  });

  it('the applications list takes the pages its updates fill: a page is published when they fill it and taken down when they no longer do', async () => {
    const count = APPLICATIONS_PER_PAGE + 1;
    // The oldest update is alone on page 2; the home page shows the newest it is set to.
    const day = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const ids = await Promise.all(
      Array.from({ length: count }, (_, i) => storeDevelopment({ projectTitle: `Paged update ${i}`, date: day(i) })),
    );
    await publishStoredContent();

    const home = await servedHtml('/');
    expect(home.match(/Paged update \d+/g)).toHaveLength(SEED_CONTENT.settings.homeUpdates);
    expect(home).toContain(`All ${count} development updates`);
    const first = await servedHtml('/applications');
    expect(first.match(/Paged update \d+/g)).toHaveLength(APPLICATIONS_PER_PAGE);
    expect(first).toContain(`Paged update ${count - 1}<`);
    const second = await fetch(siteUrl('/applications/page/2'));
    expect(second.status).toBe(200);
    expect((await second.text()).match(/Paged update \d+/g)).toEqual(['Paged update 0']);
    // Each row of the list links to its application's own page, published beside the list's pages.
    expect(first).toContain(`href="/applications/${ids[count - 1]}"`);
    expect(await servedHtml(`/applications/${ids[0]}`)).toContain('Paged update 0');

    // Deleting the newest update leaves one page: the second is taken down, its address the 404
    // page, and so is the deleted update's own page; the other updates' pages stay.
    expect((await api.call('DELETE', `/api/developments/${ids[count - 1]}`, { token: admin.token })).status).toBe(204);
    await eventually(async () => (await fetch(siteUrl('/applications/page/2'))).status === 404, 'page 2 taken down');
    expect((await fetch(siteUrl(`/applications/${ids[count - 1]}`))).status).toBe(404);
    expect((await servedHtml('/applications')).match(/Paged update \d+/g)).toHaveLength(APPLICATIONS_PER_PAGE);
    expect(await servedHtml(`/applications/${ids[0]}`)).toContain('Paged update 0');
  });

  it('two saves at the same moment both end up published', async () => {
    const [first, second] = await Promise.all([
      api.call('POST', '/api/developments', { token: admin.token, body: developmentInput({ projectTitle: 'First of two at once' }) }),
      api.call('POST', '/api/developments', { token: admin.token, body: developmentInput({ projectTitle: 'Second of two at once' }) }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    await eventually(async () => {
      const html = await servedHtml('/');
      return html.includes('First of two at once') && html.includes('Second of two at once');
    }, 'both updates on the home page');
  });

  it('writes only the files whose bytes changed', async () => {
    await publishStoredContent();
    const dir = process.env.ROCA_PUBLIC_DIR!;
    const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('index.html'));
    const modified = () => Object.fromEntries(pages.map((file) => [file, statSync(join(dir, file)).mtimeMs]));
    const before = modified();

    await storeDevelopment({ projectTitle: 'Only the pages of the updates change' });
    await publishStoredContent(); // renders every page
    const after = modified();
    // The home page and the list of every update, /applications: the pages that show the updates.
    expect(pages.filter((file) => after[file] !== before[file]).sort()).toEqual(['applications/index.html', 'index.html']);
    expect(await servedHtml('/')).toContain('Only the pages of the updates change');
  });
});

describe('pages derived from the data', () => {
  /** A day as a UTC date, and back: calendar arithmetic in the test, independent of the page's library. */
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const monthsFrom = (isoDate: string, months: number) => {
    const date = day(isoDate);
    return iso(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)));
  };

  /** The next third Tuesdays of the month from today in Vancouver. */
  function nextThirdTuesdays(count: number): string[] {
    const today = todayInVancouver();
    const found: string[] = [];
    for (let month = monthsFrom(today, 0); found.length < count; month = monthsFrom(month, 1)) {
      const first = day(month);
      const firstTuesday = 1 + ((2 - first.getUTCDay() + 7) % 7);
      const third = iso(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), firstTuesday + 14)));
      if (third >= today) found.push(third);
    }
    return found;
  }
  const longDate = (isoDate: string) =>
    day(isoDate).toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

  it('/calendar lists a repeating event by its next occurrences, and a past event never as upcoming', async () => {
    const threeMonthsAgo = monthsFrom(todayInVancouver(), -3);
    const inTwoYears = monthsFrom(todayInVancouver(), 24);
    await calendarEventsCollection()
      .doc('monthly-meeting')
      .set({
        title: 'Monthly Residents Meeting',
        date: threeMonthsAgo,
        time: '19:00',
        location: 'Community Hall',
        type: 'Meeting',
        description: 'Every third Tuesday.',
        repeat: `FREQ=MONTHLY;BYDAY=3TU;UNTIL=${inTwoYears.replaceAll('-', '')}`,
      });
    await calendarEventsCollection()
      .doc('past-picnic')
      .set({
        title: 'Summer Picnic That Already Happened',
        date: `${threeMonthsAgo.slice(0, 8)}10`,
        time: '12:00',
        location: 'Riverside Park',
        type: 'Community Event',
        description: 'It was lovely.',
      });
    await publishStoredContent();

    const html = await servedHtml('/calendar');
    const upcoming = html.slice(html.indexOf('id="upcoming-heading"'), html.indexOf('id="past-heading"'));
    const past = html.slice(html.indexOf('id="past-heading"'));
    expect(upcoming.length).toBeGreaterThan(0);
    for (const date of nextThirdTuesdays(3)) expect(upcoming).toContain(`${longDate(date)} at 7:00 PM`);
    const upcomingDates = [...upcoming.matchAll(/<time dateTime="(\d{4}-\d{2}-\d{2})T/g)].map((m) => m[1]);
    expect(upcomingDates).toEqual([...upcomingDates].sort());
    expect(upcomingDates.every((date) => date >= todayInVancouver())).toBe(true);
    expect(upcoming).not.toContain('Summer Picnic That Already Happened');
    // The seed's one-off events are long past (its weekly work party repeats into the future).
    for (const seeded of SEED_CONTENT.calendarEvents.filter((event) => !event.repeat)) expect(upcoming).not.toContain(seeded.title);
    expect(past).toContain('Summer Picnic That Already Happened');

    // The feed carries the same event once, with its rule, in Vancouver time.
    const feed = new ICAL.Component(ICAL.parse((await api.call('GET', '/calendar.ics')).text));
    const meeting = feed
      .getAllSubcomponents('vevent')
      .find((vevent) => vevent.getFirstPropertyValue('summary') === 'Monthly Residents Meeting')!;
    expect(String(meeting.getFirstPropertyValue('rrule'))).toMatch(/^FREQ=MONTHLY;.*BYDAY=3TU/);
    expect(meeting.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/Vancouver');
  });

  it("/executive's team year, AGM date and vacancy notice follow the stored executive", async () => {
    const officers = SEED_CONTENT.executive.officers.map((officer) =>
      officer.position === 'Secretary'
        ? { ...officer, name: 'Sam Secretary', email: 'secretary@example.org', vacant: false }
        : officer.position === 'Treasurer' || officer.position === 'Registrar'
          ? { ...officer, name: '', email: '', vacant: true }
          : officer,
    );
    await executiveDoc().set({ ...SEED_CONTENT.executive, confirmedOn: '2026-05-20', officers });
    await publishStoredContent();

    const html = await servedHtml('/executive');
    expect(html).toContain('2026 Executive Team');
    expect(html).toContain('The 2026 team was confirmed at the Annual General Meeting on May 20, 2026.');
    expect(html).toContain('The Treasurer and Registrar positions are currently vacant.');
    expect(html).toContain('Sam Secretary');
    expect(html).not.toContain('2025 Executive Team');
    expect(html).not.toContain('Secretary position');
  });
});

describe('files staff replaced', () => {
  /** A file as the Content area stores it: its bytes in the object store, described in siteFiles/{slot}. */
  async function storeConstitution(text: string) {
    const bytes = Buffer.from(`%PDF-1.7\n${text}\n%%EOF\n`);
    const { objectPath } = newObjectPath();
    await localStoreOr404().write(objectPath, Readable.from([bytes]), { contentType: 'application/pdf', maxBytes: bytes.length });
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await siteFilesCollection()
      .doc('constitution')
      .set({ url: `/api/objects/${objectPath}`, contentType: 'application/pdf', size: bytes.length, objectPath, sha256 });
    return { bytes, sha256 };
  }
  const constitutionLink = (html: string) => /href="(\/files\/constitution-[0-9a-f]{16}\.pdf)"/.exec(html)?.[1];

  it('are copied into the site under a path named by their content, and the pages link to the current one', async () => {
    const first = await storeConstitution('The constitution as amended in 2026');
    await publishStoredContent();
    const html = await servedHtml('/constitution-bylaws');
    const firstPath = constitutionLink(html);
    expect(firstPath).toBe(`/files/constitution-${first.sha256.slice(0, 16)}.pdf`);
    expect(html).not.toContain('/public-objects/roca-constitution-bylaws.pdf');
    const served = await fetch(siteUrl(firstPath!));
    expect(served.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(first.bytes);

    const second = await storeConstitution('The constitution as amended again');
    await publishStoredContent();
    const secondPath = constitutionLink(await servedHtml('/constitution-bylaws'));
    expect(secondPath).toBe(`/files/constitution-${second.sha256.slice(0, 16)}.pdf`);
    expect(Buffer.from(await (await fetch(siteUrl(secondPath!))).arrayBuffer())).toEqual(second.bytes);
    // The old file is taken down: its address now gets the 404 page, not the PDF.
    const removed = await fetch(siteUrl(firstPath!));
    expect(removed.status).toBe(404);
    expect(removed.headers.get('content-type')).toMatch(/^text\/html/);
  });
});

describe('when a page cannot be rendered', () => {
  afterEach(async () => {
    // Never leave a broken record for the next test's publishes.
    await executiveDoc().set(SEED_CONTENT.executive);
  });

  it("the rest still publishes, that page stays as it was, and staff see it named; only Admin and Super see the renderer's message", async () => {
    await publishStoredContent();
    const executiveBefore = await servedHtml('/executive');

    // A record the page cannot render (written around the API, which would refuse it).
    await executiveDoc().set({ ...SEED_CONTENT.executive, officers: null });
    await requestPublish({ reason: 'executive saved', kinds: ['executive'] });
    await api.call('POST', '/api/developments', {
      token: admin.token,
      body: developmentInput({ projectTitle: 'Saved while a page fails' }),
    });

    await eventually(async () => (await servedHtml('/')).includes('Saved while a page fails'), 'the update on the home page');
    expect(await servedHtml('/executive')).toBe(executiveBefore);

    const problem = {
      item: 'The Executive Members page (/executive)',
      reason:
        'It could not be made from the stored content, so visitors still see it as it was. Check the site settings and the executive.',
      screen: '/admin/content/executive',
    };
    await eventually(
      async () => (await api.call('GET', '/api/publish-status', { token: admin.token })).json.problems !== undefined,
      'the problem named',
    );
    const forAdmin = (await api.call('GET', '/api/publish-status', { token: admin.token })).json;
    expect(forAdmin).toMatchObject({
      state: 'idle',
      problems: [{ ...problem, detail: expect.stringMatching(/Cannot read properties of null/) }],
    });

    const readOnly = signedInAs('Read Only');
    const forReadOnly = await api.call('GET', '/api/publish-status', { token: readOnly.token });
    expect(forReadOnly.json.problems).toEqual([problem]);
    expect(forReadOnly.text).not.toMatch(/Cannot read properties|TypeError|null \(reading/);

    await executiveDoc().set(SEED_CONTENT.executive);
    await requestPublish({ reason: 'executive fixed', kinds: ['executive'] });
    await eventually(
      async () => (await api.call('GET', '/api/publish-status', { token: admin.token })).json.problems === undefined,
      'no problem left',
    );
  });
});

describe('GET /api/publish-status', () => {
  afterEach(async () => {
    await db.collection(PUBLISHING_COLLECTION).doc('site').set({ error: null }, { merge: true });
  });

  it('answers any staff member with the state and when the pages were last published', async () => {
    await publishStoredContent();
    const readOnly = signedInAs('Read Only');
    const res = await api.call('GET', '/api/publish-status', { token: readOnly.token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ state: 'idle', publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
  });

  it('tells Read Only staff that a publish failed, and only Admin and Super what Hosting answered', async () => {
    await publishStoredContent();
    const hostingAnswer = 'Firebase Hosting answered 403: PERMISSION_DENIED on projects/demo-roca/sites/demo-roca/versions';
    await db.collection(PUBLISHING_COLLECTION).doc('site').set({ error: hostingAnswer, failedRequest: Date.now() }, { merge: true });
    const failed = 'The public pages could not be published, so visitors still see them as they were';

    const readOnly = signedInAs('Read Only');
    const forReadOnly = await api.call('GET', '/api/publish-status', { token: readOnly.token });
    expect(forReadOnly.json).toEqual({ state: 'failed', publishedAt: expect.any(String), error: failed });
    expect(forReadOnly.text).not.toMatch(/Hosting answered|PERMISSION_DENIED/);

    const forAdmin = (await api.call('GET', '/api/publish-status', { token: admin.token })).json;
    expect(forAdmin).toEqual({ state: 'failed', publishedAt: expect.any(String), error: failed, detail: hostingAnswer });
    const superUser = signedInAs('Super');
    expect((await api.call('GET', '/api/publish-status', { token: superUser.token })).json.detail).toBe(hostingAnswer);
  });

  it('answers 401 to an anonymous caller, through Hosting', async () => {
    const res = await fetch(siteUrl('/api/publish-status'));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: expect.any(String) });
  });
});
