import { afterAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '@roca/contract/audit';
import type { CalendarEventInput } from '@roca/contract/content/calendar-events';
import type { Executive } from '@roca/contract/content/executive';
import type { ContentListName } from '@roca/contract/item-kinds';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import type { SiteFile } from '@roca/contract/content/site-files';
import { objectStore } from '../../functions/src/storage/select-store';
import { apiAt } from '../support/api';
import { siteUrl } from '../support/browser';
import { COLLECTIONS, db } from '../support/db';
import { publishRequestNumber } from '../support/publishing';
import { pdfBytes, pngBytes, siteFileFlow } from '../support/site-files';
import { snapshotData } from '../support/snapshot';
import { clearLocalStorage } from '../support/uploads';
import { apiTestFile } from '../support/api-test-file';

/**
 * The Content API (docs/api.md, Content): site settings, executive, calendar events, the three
 * lists and the file slots. What each call stores, what it refuses (storing nothing), what the
 * audit log records and what a restore brings back. Who may call what: tests/api/role-matrix.test.ts.
 */
// Each test starts from the seed content (clearDatabase stores it), with the signed-in Admin put back.
const { api, staff: admin } = apiTestFile();
afterAll(() => clearLocalStorage());

const as = (method: string, path: string, body?: unknown) => api.call(method, path, { token: admin.token, body });

async function auditEntries(itemType: string): Promise<AuditEntry[]> {
  const res = await as('GET', `/api/audit?itemType=${itemType}`);
  expect(res.status).toBe(200);
  return (res.json as AuditPage).entries;
}

async function restore(entry: AuditEntry) {
  const res = await as('POST', `/api/audit/${entry.id}/restore`);
  expect(res.status, res.text).toBe(200);
  return res.json;
}

const monthlyMeeting = (overrides: Partial<CalendarEventInput> = {}): CalendarEventInput => ({
  title: 'Monthly Community Meeting',
  date: '2026-12-15',
  time: '19:00',
  endTime: '21:00',
  location: 'Community Hall',
  type: 'Meeting',
  description: 'Development updates and an open floor.',
  repeat: 'FREQ=MONTHLY;BYDAY=3TU;UNTIL=20270630',
  ...overrides,
});

const withPresident = (name: string): Executive => ({
  ...SEED_CONTENT.executive,
  officers: SEED_CONTENT.executive.officers.map((o) => (o.position === 'President' ? { ...o, name, vacant: false } : o)),
});

describe('site settings', () => {
  it('answers the seed, and a PUT changes only the fields it sends, inside links too', async () => {
    expect((await as('GET', '/api/site-settings')).json).toEqual(SEED_CONTENT.settings);
    const res = await as('PUT', '/api/site-settings', {
      email: ' office@example.org ',
      paymentButtonId: 'NEWBUTTON2026',
      links: { zoningBylaw: 'https://example.org/bylaw-2026' },
    });
    const expected = {
      ...SEED_CONTENT.settings,
      email: 'office@example.org',
      paymentButtonId: 'NEWBUTTON2026',
      links: { ...SEED_CONTENT.settings.links, zoningBylaw: 'https://example.org/bylaw-2026' },
    };
    expect(res.status).toBe(200);
    expect(res.json).toEqual(expected);
    expect((await as('GET', '/api/site-settings')).json).toEqual(expected);
  });

  it('keeps how many updates the home page shows: 1 to 50, 10 for settings stored before the field', async () => {
    const res = await as('PUT', '/api/site-settings', { homeUpdates: 5 });
    expect(res.status).toBe(200);
    expect(res.json.homeUpdates).toBe(5);
    for (const homeUpdates of [0, 51, 2.5, '7']) {
      const refused = await as('PUT', '/api/site-settings', { homeUpdates });
      expect(refused.status, String(homeUpdates)).toBe(400);
      expect(refused.json.message, String(homeUpdates)).toMatch(/Updates on the home page/);
    }
    // Settings stored before the field existed read as the default, and a PUT of another field keeps it so.
    // (Deleted first: the Node emulator's set keeps fields the document had.)
    const { homeUpdates: _, ...older } = SEED_CONTENT.settings;
    await db.collection(COLLECTIONS.siteContent).doc('settings').delete();
    await db.collection(COLLECTIONS.siteContent).doc('settings').set(older);
    expect((await as('GET', '/api/site-settings')).json.homeUpdates).toBe(10);
    expect((await as('PUT', '/api/site-settings', { email: 'office@example.org' })).json.homeUpdates).toBe(10);
  });

  it('records before and after, and a restore puts the earlier settings back', async () => {
    await as('PUT', '/api/site-settings', { email: 'first@example.org' });
    await as('PUT', '/api/site-settings', { email: 'second@example.org' });
    const [second, first] = await auditEntries('siteSettings');
    expect(first).toMatchObject({
      action: 'update',
      itemId: 'settings',
      itemLabel: 'Site settings',
      changedFields: ['email'],
      before: { email: SEED_CONTENT.settings.email },
      after: { email: 'first@example.org' },
      actor: { id: admin.user.id },
    });
    expect(second.before).toMatchObject({ email: 'first@example.org' });

    await restore(first);
    expect((await as('GET', '/api/site-settings')).json).toEqual(SEED_CONTENT.settings);
    const [restored] = await auditEntries('siteSettings');
    expect(restored).toMatchObject({
      action: 'restore',
      before: { email: 'second@example.org' },
      after: { email: SEED_CONTENT.settings.email },
    });
  });

  it('tells anyone the stored names, and nothing else, for the sign-in screen', async () => {
    await as('PUT', '/api/site-settings', { associationName: 'Riverside Owners Association', shortName: 'RIVOA' });
    const res = await api.call('GET', '/api/site-settings/names');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ associationName: 'Riverside Owners Association', shortName: 'RIVOA' });
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
  });

  it('writes nothing when a save changes nothing', async () => {
    const before = await snapshotData();
    expect((await as('PUT', '/api/site-settings', { email: SEED_CONTENT.settings.email })).status).toBe(200);
    expect(await snapshotData()).toEqual(before);
  });
});

describe('executive', () => {
  it('answers { confirmedOn, officers, directors } and a PUT replaces the team', async () => {
    const seeded = (await as('GET', '/api/executive')).json;
    expect(Object.keys(seeded).sort()).toEqual(['confirmedOn', 'directors', 'officers']);
    const team = { ...withPresident('Jordan Example'), confirmedOn: '2026-05-14', directors: [] };
    const res = await as('PUT', '/api/executive', team);
    expect(res.status).toBe(200);
    expect((await as('GET', '/api/executive')).json).toEqual(team);
  });

  it('records the change, and a restore puts the earlier team back', async () => {
    await as('PUT', '/api/executive', withPresident('Jordan Example'));
    const [entry] = await auditEntries('executive');
    expect(entry).toMatchObject({ action: 'update', itemLabel: 'Executive', changedFields: ['officers'] });
    expect((entry.after as Executive).officers[0].name).toBe('Jordan Example');
    await restore(entry);
    expect((await as('GET', '/api/executive')).json).toEqual(SEED_CONTENT.executive);
  });
});

describe('calendar events', () => {
  it('adds, lists by date, replaces and deletes an event', async () => {
    const created = await as('POST', '/api/calendar-events', monthlyMeeting());
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ id: expect.any(String), ...monthlyMeeting() });
    const list = (await as('GET', '/api/calendar-events')).json as { id: string; date: string }[];
    expect(list.map((e) => e.date)).toEqual([...SEED_CONTENT.calendarEvents.map((e) => e.date), '2026-12-15']);

    // PUT is the whole event: the end time and the repetition not sent are gone.
    const { endTime: _e, repeat: _r, ...oneOff } = monthlyMeeting({ title: 'Special Meeting' });
    const updated = await as('PUT', `/api/calendar-events/${created.json.id}`, oneOff);
    expect(updated.json).toEqual({ id: created.json.id, ...oneOff });

    expect((await as('DELETE', `/api/calendar-events/${created.json.id}`)).status).toBe(204);
    expect((await as('GET', '/api/calendar-events')).json).toHaveLength(SEED_CONTENT.calendarEvents.length);
    expect((await as('DELETE', `/api/calendar-events/${created.json.id}`)).status).toBe(404);
  });

  it('records each change, and a deleted event comes back from the audit log', async () => {
    const created = await as('POST', '/api/calendar-events', monthlyMeeting());
    await as('DELETE', `/api/calendar-events/${created.json.id}`);
    const [deleted, added] = await auditEntries('calendarEvent');
    expect(added).toMatchObject({ action: 'create', itemId: created.json.id, itemLabel: 'Monthly Community Meeting' });
    expect(deleted).toMatchObject({ action: 'delete', before: { repeat: monthlyMeeting().repeat } });
    expect(await restore(deleted)).toEqual({ itemType: 'calendarEvent', itemId: created.json.id, droppedAttachments: [] });
    expect((await as('GET', '/api/calendar-events')).json).toContainEqual(created.json);
  });
});

const LIST_SAMPLES: Record<ContentListName, { input: Record<string, string>; change: Record<string, string>; itemType: string }> = {
  'business-directory': {
    input: { name: 'Sample Bakery', category: 'Food & Drink', description: 'Bread and pastries.', website: 'https://example.org/bakery' },
    change: { description: 'Bread, pastries and coffee.' },
    itemType: 'business',
  },
  'community-links': {
    input: { category: 'Municipal Services', name: 'Permits', url: 'https://example.org/permits', description: 'Building permits.' },
    change: { name: 'Permits and Licences' },
    itemType: 'communityLink',
  },
  'volunteer-needs': {
    input: { area: 'Newsletter', description: 'Write and fold the spring newsletter.', urgency: 'medium' },
    change: { urgency: 'high' },
    itemType: 'volunteerNeed',
  },
};

describe.each(Object.entries(LIST_SAMPLES))('/api/content/%s', (list, sample) => {
  it('adds, changes and deletes an item; the deletion can be restored', async () => {
    const seededCount = ((await as('GET', `/api/content/${list}`)).json as unknown[]).length;
    const created = await as('POST', `/api/content/${list}`, sample.input);
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ id: expect.any(String), ...sample.input });
    const changed = await as('PUT', `/api/content/${list}/${created.json.id}`, { ...sample.input, ...sample.change });
    expect(changed.json).toEqual({ id: created.json.id, ...sample.input, ...sample.change });
    expect((await as('DELETE', `/api/content/${list}/${created.json.id}`)).status).toBe(204);
    expect((await as('GET', `/api/content/${list}`)).json).toHaveLength(seededCount);

    const [deleted, updated] = await auditEntries(sample.itemType);
    expect(updated).toMatchObject({ action: 'update', changedFields: Object.keys(sample.change) });
    expect(deleted.action).toBe('delete');
    await restore(deleted);
    expect((await as('GET', `/api/content/${list}`)).json).toContainEqual(changed.json);
  });
});

it('a full list refuses another item and stores nothing', async () => {
  const batch = db.batch();
  const existing = SEED_CONTENT.businesses.length;
  for (let i = existing; i < 100; i++) {
    batch.set(db.collection(COLLECTIONS.businessDirectory).doc(), { ...LIST_SAMPLES['business-directory'].input, name: `Shop ${i}` });
  }
  await batch.commit();
  const before = await snapshotData();
  const res = await as('POST', '/api/content/business-directory', LIST_SAMPLES['business-directory'].input);
  expect(res.status).toBe(400);
  expect(res.json.message).toMatch(/at most 100 items/);
  expect(await snapshotData()).toEqual(before);
});

describe('bad input gets a 400 naming the field, and stores and publishes nothing', () => {
  const officersSwapped = () => ({ ...SEED_CONTENT.executive, officers: [...SEED_CONTENT.executive.officers].reverse() });
  const CATALOGUE: { call: string; body?: () => unknown; field: string }[] = [
    { call: 'PUT /api/site-settings', body: () => ({ email: 'not-an-email' }), field: 'email' },
    { call: 'PUT /api/site-settings', body: () => ({ associationName: '  ' }), field: 'associationName' },
    { call: 'PUT /api/site-settings', body: () => ({ links: { zoningBylaw: 'javascript:alert(1)' } }), field: 'links.zoningBylaw' },
    { call: 'PUT /api/site-settings', body: () => ({ paymentButtonId: 'ABC 123"><script>' }), field: 'paymentButtonId' },
    { call: 'PUT /api/site-settings', body: () => ({ colour: 'red' }), field: 'colour' },
    { call: 'PUT /api/executive', body: officersSwapped, field: 'officers' },
    { call: 'PUT /api/executive', body: () => ({ ...withPresident(''), confirmedOn: '2026-05-14' }), field: 'officers.0.name' },
    { call: 'PUT /api/executive', body: () => ({ ...SEED_CONTENT.executive, confirmedOn: '2026-02-30' }), field: 'confirmedOn' },
    {
      call: 'PUT /api/executive',
      body: () => ({ ...SEED_CONTENT.executive, directors: Array(5).fill(SEED_CONTENT.executive.directors[0]) }),
      field: 'directors',
    },
    { call: 'PUT /api/executive', body: () => ({ confirmedOn: '2026-05-14' }), field: 'officers' },
    { call: 'POST /api/calendar-events', body: () => monthlyMeeting({ repeat: 'every third tuesday' }), field: 'repeat' },
    { call: 'POST /api/calendar-events', body: () => monthlyMeeting({ repeat: 'FREQ=HOURLY' }), field: 'repeat' },
    { call: 'POST /api/calendar-events', body: () => monthlyMeeting({ endTime: '18:00' }), field: 'endTime' },
    { call: 'POST /api/calendar-events', body: () => ({ ...monthlyMeeting(), type: 'Party' }), field: 'type' },
    { call: 'POST /api/calendar-events', body: () => monthlyMeeting({ time: '7pm' }), field: 'time' },
    { call: 'POST /api/calendar-events', body: () => monthlyMeeting({ title: 'x'.repeat(121) }), field: 'title' },
    { call: 'PUT /api/calendar-events/seed-event-1', body: () => ({ ...monthlyMeeting(), description: '' }), field: 'description' },
    { call: 'PUT /api/calendar-events/not.an.id', body: () => monthlyMeeting(), field: 'id' },
    { call: 'DELETE /api/calendar-events/not.an.id', field: 'id' },
    {
      call: 'POST /api/content/business-directory',
      body: () => ({ ...LIST_SAMPLES['business-directory'].input, website: 'javascript:alert(1)' }),
      field: 'website',
    },
    { call: 'POST /api/content/community-links', body: () => ({ ...LIST_SAMPLES['community-links'].input, url: undefined }), field: 'url' },
    {
      call: 'POST /api/content/volunteer-needs',
      body: () => ({ ...LIST_SAMPLES['volunteer-needs'].input, urgency: 'urgent' }),
      field: 'urgency',
    },
    { call: 'PUT /api/content/volunteer-needs/not.an.id', body: () => LIST_SAMPLES['volunteer-needs'].input, field: 'id' },
    { call: 'PUT /api/site-files/constitution', body: () => ({}), field: '_' },
    { call: 'PUT /api/site-files/constitution', body: () => ({ alt: 'A document' }), field: 'alt' },
    { call: 'PUT /api/site-files/heroSlide1', body: () => ({ caption: 'Not shown' }), field: 'caption' },
    { call: 'PUT /api/site-files/heroSlide1', body: () => ({ alt: '' }), field: 'alt' },
    { call: 'PUT /api/site-files/boundaryMap', body: () => ({ fileURL: 'https://elsewhere.example/map.png' }), field: 'fileURL' },
    { call: 'PUT /api/site-files/boundary.map', body: () => ({ alt: 'A map' }), field: 'slot' },
  ];

  it.each(CATALOGUE)('$call $field', async ({ call, body, field }) => {
    const [method, path] = call.split(' ');
    const before = await snapshotData();
    const publishRequest = await publishRequestNumber();
    const res = await as(method, path, body?.());
    expect(res.status, res.text).toBe(400);
    expect(res.json.fieldErrors?.[field], res.text).toEqual(expect.any(String));
    expect(await snapshotData()).toEqual(before);
    expect(await publishRequestNumber()).toBe(publishRequest);
  });

  it.each([
    'PUT /api/calendar-events/no-such-event',
    'DELETE /api/calendar-events/no-such-event',
    'PUT /api/content/community-links/no-such-link',
    'DELETE /api/content/business-directory/no-such-business',
    'PUT /api/site-files/logo',
    'GET /api/content/recipes',
  ])('%s is a 404', async (call) => {
    const [method, path] = call.split(' ');
    const body = path.includes('community-links')
      ? LIST_SAMPLES['community-links'].input
      : path.includes('site-files')
        ? { alt: 'x' }
        : monthlyMeeting();
    const before = await snapshotData();
    const res = await as(method, path, method === 'DELETE' || method === 'GET' ? undefined : body);
    expect(res.status, res.text).toBe(404);
    expect(res.json.message).toEqual(expect.any(String));
    expect(await snapshotData()).toEqual(before);
  });
});

describe('file slots', () => {
  const files = () => siteFileFlow(api);

  it('answers every slot, the shipped files where nothing was replaced', async () => {
    expect((await as('GET', '/api/site-files')).json).toEqual(SEED_CONTENT.files);
  });

  it('records a replaced PDF by its content, and keeps the replaced file for a restore', async () => {
    const first = await files().replace(admin.token, 'constitution', pdfBytes('first'), 'Constitution 2026.pdf', 'application/pdf');
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json).toEqual({
      url: expect.any(String),
      objectPath: expect.stringMatching(/^uploads\//),
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      contentType: 'application/pdf',
      size: pdfBytes('first').length,
      fileName: 'Constitution 2026.pdf',
      updatedAt: expect.any(String),
    });
    const download = await fetch(new URL(first.json.url, api.base));
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdfBytes('first'));

    const second = await files().replace(admin.token, 'constitution', pdfBytes('second'), 'Constitution 2027.pdf', 'application/pdf');
    expect(second.json.sha256).not.toBe(first.json.sha256);
    expect(((await as('GET', '/api/site-files')).json as Record<string, SiteFile>).constitution).toEqual(second.json);
    // The replaced file stays stored: a restore from the audit log may need it.
    expect(await objectStore().stat(first.json.objectPath!)).not.toBeNull();

    const [replaced, firstTime] = await auditEntries('siteFile');
    expect(firstTime).toMatchObject({ action: 'create', itemId: 'constitution', itemLabel: 'Constitution and Bylaws', before: null });
    expect(replaced).toMatchObject({ action: 'update', before: { sha256: first.json.sha256 }, after: { sha256: second.json.sha256 } });

    await restore(replaced);
    const afterRestore = ((await as('GET', '/api/site-files')).json as Record<string, SiteFile>).constitution;
    expect(afterRestore).toMatchObject({ objectPath: first.json.objectPath, sha256: first.json.sha256 });
    // Restoring the first change goes back to the file the site shipped with.
    await restore(firstTime);
    expect(((await as('GET', '/api/site-files')).json as Record<string, SiteFile>).constitution).toEqual(SEED_CONTENT.files.constitution);
  });

  it('records an image with its pixel size; alt text and caption change alone too', async () => {
    const res = await files().replace(admin.token, 'boundaryMap', pngBytes(64, 40), 'map.png', 'image/png', {
      alt: 'The new boundary map',
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({
      contentType: 'image/png',
      width: 64,
      height: 40,
      alt: 'The new boundary map',
      caption: SEED_CONTENT.files.boundaryMap.caption,
    });
    const texts = await files().update(admin.token, 'boundaryMap', { caption: 'Boundary map, 2026' });
    expect(texts.json).toMatchObject({ sha256: res.json.sha256, alt: 'The new boundary map', caption: 'Boundary map, 2026' });
    const cleared = await files().update(admin.token, 'boundaryMap', { caption: '' });
    expect(cleared.json.caption).toBeUndefined();
  });

  it('reads the type from the content, not the name or the declared type', async () => {
    const pdfAsPng = await files().upload(admin.token, pdfBytes(), 'map.png', 'image/png');
    let before = await snapshotData();
    let res = await files().update(admin.token, 'boundaryMap', { fileURL: pdfAsPng });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors.fileURL).toBe('This file is not a JPEG, PNG or WebP image (its content is application/pdf)');
    expect(await snapshotData()).toEqual(before);

    const pngAsPdf = await files().upload(admin.token, pngBytes(8, 8), 'constitution.pdf', 'application/pdf');
    before = await snapshotData();
    res = await files().update(admin.token, 'constitution', { fileURL: pngAsPdf });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors.fileURL).toBe('This file is not a PDF (its content is image/png)');
    expect(await snapshotData()).toEqual(before);

    const text = await files().upload(admin.token, Buffer.from('just some words'), 'notes.pdf', 'application/pdf');
    res = await files().update(admin.token, 'constitution', { fileURL: text });
    expect(res.json.fieldErrors.fileURL).toBe('This file is not a PDF');
  });

  it("refuses a file over the kind's size limit", async () => {
    const big = await files().upload(admin.token, pngBytes(8, 8, { padTo: 5 * 1_048_576 + 1 }), 'huge.png', 'image/png');
    const before = await snapshotData();
    const res = await files().update(admin.token, 'heroSlide1', { fileURL: big });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors.fileURL).toBe('The file is larger than 5 MB, the limit for a JPEG, PNG or WebP image');
    expect(await snapshotData()).toEqual(before);
  });

  it('records an upload once', async () => {
    const fileURL = await files().upload(admin.token, pdfBytes(), 'plan.pdf', 'application/pdf');
    expect((await files().update(admin.token, 'communityPlan', { fileURL })).status).toBe(200);
    const again = await files().update(admin.token, 'councilCalendar', { fileURL });
    expect(again.status).toBe(400);
    expect(again.json.fieldErrors.fileURL).toMatch(/not uploaded through POST \/api\/objects\/upload/);
  });
});

describe('through Hosting, as the browser calls it', () => {
  const hosting = { base: siteUrl(''), call: apiAt(siteUrl('')) };
  const put = (path: string, body: unknown) => hosting.call('PUT', path, { token: admin.token, body });

  it('each router takes a PUT', async () => {
    expect((await put('/api/site-settings', { email: 'hosted@example.org' })).json.email).toBe('hosted@example.org');
    expect((await put('/api/executive', withPresident('Hosted President'))).json.officers[0].name).toBe('Hosted President');
    const event = monthlyMeeting({ title: 'Hosted meeting' });
    expect((await put('/api/calendar-events/seed-event-1', event)).json).toEqual({ id: 'seed-event-1', ...event });
    const seedIds = { 'business-directory': 'seed-business-1', 'community-links': 'seed-link-1', 'volunteer-needs': 'seed-need-1' };
    for (const [list, sample] of Object.entries(LIST_SAMPLES)) {
      const res = await put(`/api/content/${list}/${seedIds[list as ContentListName]}`, sample.input);
      expect(res.status, res.text).toBe(200);
    }
    const bad = await put('/api/site-settings', { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors.email).toEqual(expect.any(String));
  });

  it('replaces a file: the built function checks the type by content', async () => {
    const flow = siteFileFlow(hosting);
    const res = await flow.replace(admin.token, 'heroSlide2', pngBytes(32, 18), 'slide.png', 'image/png');
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ contentType: 'image/png', width: 32, height: 18, alt: SEED_CONTENT.files.heroSlide2.alt });
    const refused = await flow.replace(admin.token, 'heroSlide3', pdfBytes(), 'slide.webp', 'image/webp');
    expect(refused.status).toBe(400);
    expect(refused.json.message).toMatch(/not a JPEG, PNG or WebP image/);
  });
});
