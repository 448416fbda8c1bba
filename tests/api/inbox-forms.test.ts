import { describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@roca/contract';
import { INBOX_KIND_FACTS, type InboxKind } from '@roca/contract/inbox-choices';
import { apiTestFile } from '../support/api-test-file';
import { COLLECTIONS, db } from '../support/db';
import { siteUrl } from '../support/browser';
import { callSite, expectNoLeak } from '../support/front-door';
import { settledMessages, smtpInboxForFile } from '../support/mail';
import { snapshotData } from '../support/snapshot';

/**
 * The public contact forms (docs/inbox.md, "The forms") through the front door, as a resident's
 * browser posts them without JavaScript: each form stored as an inbox item and acknowledged with
 * its reference; the bad-input catalogue (each refused with the field named, nothing stored,
 * nothing sent; the honeypot answered like a success); the time trap; the per-address cap under a
 * flood; the contact form set to a position.
 */
const { api, staff: admin } = apiTestFile();
const mail = smtpInboxForFile();
vi.setConfig({ testTimeout: 120_000 });

const HOSTING_CDN = '192.0.2.10';
let clients = 0;
const nextClient = () => `10.33.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;

function post(kind: string, fields: Record<string, string | string[]>, client = nextClient()) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) params.append(key, v);
  return callSite('POST', `/forms/${kind}`, {
    body: params.toString(),
    contentType: 'application/x-www-form-urlencoded',
    headers: { 'X-Forwarded-For': `${client}, ${HOSTING_CDN}` },
  });
}

const who = { name: 'Ann Resident', email: 'ann@example.org', started: String(Date.now() - 60_000) };

/** A valid form of each kind, as its page sends it. */
const VALID: Record<InboxKind, Record<string, string | string[]>> = {
  contact: { ...who, source: '/contact', topic: 'treasurer', message: 'When is the fee due?' },
  volunteer: {
    ...who,
    source: '/volunteer',
    opportunities: ['Event Volunteer', 'Communications Helper'],
    availability: 'Weekends',
    phone: '',
  },
  listing: {
    ...who,
    source: '/business-directory',
    businessName: 'Corner Bakery',
    category: 'Food',
    site: 'https://bakery.example.org',
    message: 'Bread.',
  },
  link: { ...who, source: '/community-links', linkName: 'Library', url: 'https://library.example.org', message: 'Free books.' },
  heritage: { ...who, source: '/heritage', message: 'My grandmother ran the corner store in 1950.' },
  boundary: { ...who, source: '/boundaries', address: '12 Elm St', message: 'Is my street in the area?' },
  records: { ...who, source: '/constitution-bylaws', requester: 'public', record: 'financial-statements', message: '' },
  privacy: { ...who, source: '/contact', request: 'see', message: 'What do you hold about me?' },
};

const items = async () =>
  (await db.collection(COLLECTIONS.inboxItems).get()).docs.map((doc) => ({ id: doc.id, kind: String(doc.get('kind')), ...doc.data() }));

describe('each form, as a resident sends it', () => {
  it('stores every kind in the inbox, answers with the reference and acknowledges it by e-mail', async () => {
    const kinds = Object.keys(VALID) as InboxKind[];
    for (const [index, kind] of kinds.entries()) {
      const res = await post(kind, { ...VALID[kind], email: `resident${index}@example.org` });
      expect(res.status, res.text.slice(0, 400)).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.text).toContain('Your message is sent');
      expect(res.text).toContain(`r••••@example.org`);
      const reference = /M-\d{4}-[2-9A-Z]{4}/.exec(res.text)![0];
      const stored = (await items()).find((item) => item.id === reference) as Record<string, unknown> | undefined;
      expect(stored, kind).toMatchObject({ kind, status: 'new', senderEmail: `resident${index}@example.org` });
    }
    const stored = await items();
    expect(stored.find((item) => item.kind === 'contact')).toMatchObject({
      position: 'Treasurer',
      sourcePage: '/contact',
    });
    const received = await mail.inbox.waitFor(kinds.length);
    expect(received.map((m) => m.envelopeTo[0]).sort()).toEqual(kinds.map((_, i) => `resident${i}@example.org`).sort());
    for (const message of received) expect(message.parsed.subject).toMatch(/\[M-\d{4}-[2-9A-Z]{4}\]$/);
  });

  it('shows the contact form set to a position for "Write to the Secretary", and any form on its own page', async () => {
    const page = await callSite('GET', '/forms/contact?position=secretary');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<input[^>]*value="secretary"[^>]*checked=""|<input[^>]*checked=""[^>]*value="secretary"/);
    expect((await callSite('GET', '/forms/records')).text).toContain(INBOX_KIND_FACTS.records.label);
    expect((await callSite('GET', '/forms/letter')).status).toBe(404);
  });
});

describe('bad input: refused with the field named, nothing stored, nothing sent', () => {
  const cases: [string, InboxKind, Record<string, string | string[]>, string][] = [
    ['a line break in the name', 'contact', { ...VALID.contact, name: 'Ann\r\nBcc: victim@example.org' }, 'name'],
    ['a line break in the address', 'contact', { ...VALID.contact, email: 'ann@example.org\nBcc: victim@example.org' }, 'email'],
    ['an invalid address', 'contact', { ...VALID.contact, email: 'not-an-address' }, 'email'],
    ['an over-long message', 'contact', { ...VALID.contact, message: 'x'.repeat(LIMITS.inboxMessage + 1) }, 'message'],
    ['an unknown topic', 'contact', { ...VALID.contact, topic: 'mayor' }, 'topic'],
    ['an unknown opportunity', 'volunteer', { ...VALID.volunteer, opportunities: ['Astronaut'] }, 'opportunities'],
    ['a javascript: link', 'link', { ...VALID.link, url: 'javascript:alert(1)' }, 'url'],
    ['an unknown record', 'records', { ...VALID.records, record: 'bank-password' }, 'record'],
    ['a field the form does not have', 'contact', { ...VALID.contact, position: 'President' }, 'form'],
    ['a form sent at once (the time trap)', 'contact', { ...VALID.contact, started: 'now' }, 'form'],
  ];
  it.each(cases)('%s', async (_, kind, fields, field) => {
    const before = await snapshotData();
    const res = await post(kind, fields.started === 'now' ? { ...fields, started: String(Date.now()) } : fields);
    expect(res.status, res.text.slice(0, 300)).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain('There is a problem');
    expect(res.text).toContain(`id="${kind}-${field}-error"`);
    expectNoLeak(res);
    expect(await snapshotData()).toEqual(before);
  });

  it('answers a filled honeypot like a success, and stores and sends nothing', async () => {
    const before = await snapshotData();
    const res = await post('contact', { ...VALID.contact, website: 'https://spam.example' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('Your message is sent');
    expect(await snapshotData()).toEqual(before);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mail.inbox.messages).toHaveLength(0);
  });

  it('refuses a client past its hourly limit with a page that says so, whatever addresses it writes in the form', async () => {
    const client = nextClient();
    for (let n = 0; n < LIMITS.inboxPerClientPerHour; n++) {
      expect((await post('heritage', { ...VALID.heritage, email: `visitor${n}@example.org` }, client)).status).toBe(200);
    }
    const before = await snapshotData();
    const refused = await post('heritage', { ...VALID.heritage, email: 'one.more@example.org' }, client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.text).toContain('Too many messages from this address');
    expect((await snapshotData()).inboxItems).toEqual(before.inboxItems);
    // Another client is not held back.
    expect((await post('heritage', { ...VALID.heritage, email: 'neighbour@example.org' })).status).toBe(200);
  });

  it('stores at most the per-address cap of a flood from many clients, and says so beside the address', async () => {
    // At once, into the app itself: the Functions emulator starts a cold worker per concurrent
    // request, which on a busy machine outlasts its timeout; the race is the app's, not the platform's.
    const form = new URLSearchParams(
      Object.entries(VALID.contact).flatMap(([key, value]) => [value].flat().map((v) => [key, v])),
    ).toString();
    const answers = await Promise.all(
      Array.from({ length: LIMITS.inboxPerAddressPerDay + 2 }, () =>
        api.call('POST', '/forms/contact', { rawBody: form, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses, answers.find((res) => res.status >= 500)?.text.slice(-600)).toEqual([
      ...Array(LIMITS.inboxPerAddressPerDay).fill(200),
      429,
      429,
    ]);
    const refused = answers.filter((res) => res.status === 429);
    expect(refused[0].text).toContain('id="contact-email-error"');
    expect(await items()).toHaveLength(LIMITS.inboxPerAddressPerDay);
    // Every message is stored for staff; the sender's mailbox is acknowledged once, not flooded.
    await settledMessages(undefined);
    expect(mail.inbox.messages).toHaveLength(1);
  });

  it('acknowledges one mailbox once for a kind of form in minutes, whatever +tag it names, and stores every message', async () => {
    for (const email of ['victim@example.org', 'victim+1@example.org', 'Victim+2@example.org']) {
      expect((await post('contact', { ...VALID.contact, email })).status).toBe(200);
    }
    expect(await items()).toHaveLength(3);
    await settledMessages(undefined);
    expect(mail.inbox.messages.map((m) => m.envelopeTo[0])).toEqual(['victim@example.org']);
  });
});

describe("the heritage form's photo", () => {
  // A 1 by 1 pixel PNG: what its bytes are is what counts, not its name or the type the browser says.
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

  /** The heritage form as a browser sends it with a file chosen: multipart/form-data. */
  function postWithFile(kind: InboxKind, file: { bytes: Buffer; name: string; type: string } | null, fields = VALID[kind]) {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v);
    body.append('photo', file ? new Blob([new Uint8Array(file.bytes)], { type: file.type }) : new Blob([]), file?.name ?? '');
    return callSite('POST', `/forms/${kind}`, { body, headers: { 'X-Forwarded-For': `${nextClient()}, ${HOSTING_CDN}` } });
  }

  it('keeps a photo with the item, for staff only, and a form with no photo chosen without one', async () => {
    const res = await postWithFile('heritage', { bytes: PNG, name: 'C:\\Photos\\corner store.png', type: 'application/octet-stream' });
    expect(res.status, res.text.slice(0, 400)).toBe(200);
    const reference = /M-\d{4}-[2-9A-Z]{4}/.exec(res.text)![0];
    const item = (await db.collection(COLLECTIONS.inboxItems).doc(reference).get()).data()!;
    expect(item.photo).toMatchObject({ fileName: 'corner store.png', contentType: 'image/png', size: PNG.length });
    expect(item.photo.objectPath).toMatch(/^uploads\/[0-9a-f-]{36}$/);

    const photo = await fetch(siteUrl(`/api/inbox/${reference}/photo`), { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('content-disposition')).toContain('corner store.png');
    expect(Buffer.from(await photo.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(siteUrl(`/api/inbox/${reference}/photo`))).status).toBe(401);

    const none = await postWithFile('heritage', null, { ...VALID.heritage, email: 'no.photo@example.org' });
    expect(none.status, none.text.slice(0, 400)).toBe(200);
    const withoutPhoto = (await items()).find((i) => (i as Record<string, unknown>).senderEmail === 'no.photo@example.org');
    expect(withoutPhoto).toMatchObject({ photo: null });
  });

  it.each([
    [
      'a file that is no image, whatever its name says',
      { bytes: Buffer.from('%PDF-1.7 not a photo'), name: 'photo.jpg', type: 'image/jpeg' },
      /must be a JPEG, PNG, WebP or HEIC image/,
    ],
    [
      'a photo over the limit',
      { bytes: Buffer.concat([PNG, Buffer.alloc(LIMITS.inboxPhotoMaxBytes)]), name: 'big.png', type: 'image/png' },
      /must be at most 8 MB/,
    ],
  ])('refuses %s beside the field, storing and sending nothing', async (_case, file, message) => {
    const before = await snapshotData();
    const sent = mail.inbox.messages.length;
    const res = await postWithFile('heritage', file);
    expect(res.status).toBe(400);
    expect(res.text).toMatch(message);
    expect(res.text).toMatch(/id="heritage-photo-error"[^>]*>[^<]*must be/);
    expectNoLeak(res);
    expect(await snapshotData()).toEqual(before);
    expect(mail.inbox.messages.length).toBe(sent);
  });

  it('refuses a file sent with a form that takes none', async () => {
    const before = await snapshotData();
    const res = await postWithFile('contact', { bytes: PNG, name: 'a.png', type: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('This form takes no file');
    expect(await snapshotData()).toEqual(before);
  });
});
