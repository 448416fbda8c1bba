import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { addDays, todayInVancouver } from '@roca/contract/days';
import { SHARE_NAME_WORDING } from '@roca/contract/consultation-choices';
import { apiTestFile } from '../support/api-test-file';
import { developmentInput } from '../support/builders';
import { COLLECTIONS, db } from '../support/db';
import { callSite, expectNoLeak } from '../support/front-door';
import { headerOf, settledMessages, smtpInboxForFile } from '../support/mail';
import { pdfText } from '../support/pdf-text';
import { snapshotData } from '../support/snapshot';

/**
 * Consultations on development applications (docs/consultations.md), as residents' browsers and
 * mail programs reach them (the comment form and the comment's link through Hosting) and as the
 * staff screens call /api/consultations: confirmation by link, withdrawal, moderation, tallies, the
 * export, the letter's PDF as the municipality reads it, the proof, the notices; the bad-input
 * catalogue; the role matrix; the window's days in America/Vancouver.
 */
const { api, signedInAs } = apiTestFile({ roles: ['Admin', 'Read Only'] });
const mail = smtpInboxForFile();
vi.setConfig({ testTimeout: 180_000 });

const HOSTING_CDN = '192.0.2.10';
let clients = 0;
const nextClient = () => `10.34.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;

function form(fields: Record<string, string | string[]>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) params.append(key, v);
  return { body: params.toString(), contentType: 'application/x-www-form-urlencoded' };
}

const admin = () => signedInAs('Admin').token;
const staffCall = (method: string, path: string, body?: unknown, token = admin()) =>
  api.call(method, `/api/consultations${path}`, { body, token });

async function newApplication(title = 'Cedar Hill Fourplex') {
  const res = await api.call('POST', '/api/developments', {
    body: { ...developmentInput({ projectTitle: title }), minor: true },
    token: admin(),
  });
  expect(res.status).toBe(201);
  return res.json.id as string;
}

const today = todayInVancouver();
async function openWindow(id: string, overrides: Record<string, unknown> = {}) {
  const res = await staffCall('PUT', `/${id}/window`, {
    opensOn: addDays(today, -1),
    closesOn: addDays(today, 14),
    municipalityDeadline: addDays(today, 21),
    recipientIds: ['planning'],
    ...overrides,
  });
  expect(res.status, res.text).toBe(200);
  return res.json;
}

type Resident = { name: string; street: string; email: string; position: string; topics?: string[]; comment: string; shareName?: boolean };
const comment = (id: string, r: Resident, extra: Record<string, string | string[]> = {}) =>
  callSite('POST', `/consultation/${id}/comment`, {
    ...form({
      name: r.name,
      street: r.street,
      email: r.email,
      position: r.position,
      topics: r.topics ?? [],
      comment: r.comment,
      ...(r.shareName ? { shareName: 'yes' } : {}),
      ...extra,
    }),
    headers: { 'X-Forwarded-For': `${nextClient()}, ${HOSTING_CDN}` },
  });

/** The comment's link in its message: a path on the site. */
function linkOf(message: ParsedMail): string {
  const match = /https?:\/\/[^/\s]+(\/consultation\/comment\/[A-Za-z0-9_.-]+)/.exec(message.text ?? '');
  if (!match) throw new Error(`No comment link in: ${message.text}`);
  return match[1];
}

/** Comments, and returns each one's link from its confirmation message. */
async function commentAndGetLink(id: string, r: Resident) {
  const before = mail.inbox.messages.length;
  const res = await comment(id, r);
  expect(res.status, res.text.slice(0, 400)).toBe(200);
  expect(res.text).toContain('Check your e-mail to confirm your comment');
  const [message] = (await mail.inbox.waitFor(before + 1)).slice(before);
  expect(message.envelopeTo).toEqual([r.email]);
  return linkOf(message.parsed);
}

const confirm = (link: string) => callSite('POST', `${link}/confirm`, form({}));

const ANN: Resident = {
  name: 'Ann Arbour',
  street: '1234 Cedar Hill Rd',
  email: 'ann@example.org',
  position: 'support-with-changes',
  topics: ['height', 'parking'],
  comment: 'Welcome housing, but the fourth storey shades the garden next door.',
  shareName: true,
};
const BOB: Resident = {
  name: 'Bob Birch',
  street: '12 Cedar Hill Road',
  email: 'bob@example.org',
  position: 'oppose',
  topics: ['traffic'],
  comment: 'Traffic on the school route is already dangerous at 8 am.',
};
const CY: Resident = {
  name: 'Cy Cypress',
  street: '9 Larch St',
  email: 'cy@example.org',
  position: 'oppose',
  comment: 'The developer is a crook and a liar.',
  shareName: true,
};
const DEE: Resident = {
  name: 'Dee Dogwood',
  street: '3 Larch St',
  email: 'dee@example.org',
  position: 'neutral',
  comment: 'Never confirmed text.',
  shareName: true,
};
const EVE: Resident = {
  name: 'Eve Elm',
  street: '5 Larch St',
  email: 'eve@example.org',
  position: 'support',
  comment: 'Withdrawn text about trees.',
  shareName: true,
};

describe('a consultation from the window to the letter', () => {
  it('counts confirmed comments only, keeps hidden ones out of every count, export and PDF, and sends the letter with its proof', async () => {
    const id = await newApplication();
    const window = await openWindow(id);
    expect(window).toMatchObject({ developmentId: id, recipients: [{ id: 'planning', name: 'Planning Department' }], sentAt: null });

    const [annLink, bobLink, cyLink] = [
      await commentAndGetLink(id, ANN),
      await commentAndGetLink(id, BOB),
      await commentAndGetLink(id, CY),
    ];
    await commentAndGetLink(id, DEE);
    const eveLink = await commentAndGetLink(id, EVE);
    await settledMessages(undefined);

    // Opening a link (a link scanner) changes nothing; the page shows the button.
    const before = await snapshotData();
    const page = await callSite('GET', annLink);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Confirm my comment');
    expect(page.text).toContain('a••••@example.org');
    // Its address holds the link's token: Hosting sends it on to no other page (docs/security.md).
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await snapshotData()).toEqual(before);

    for (const link of [annLink, bobLink, cyLink, eveLink]) {
      const confirmed = await confirm(link);
      expect(confirmed.status, confirmed.text.slice(0, 300)).toBe(200);
      expect(confirmed.text).toContain('your comment is confirmed');
    }
    const withdrawn = await callSite('POST', `${eveLink}/withdraw`, form({}));
    expect(withdrawn.text).toContain('Your comment is withdrawn');

    const comments = await staffCall('GET', `/${id}/comments`);
    expect(comments.status).toBe(200);
    const cy = comments.json.find((c: { email: string }) => c.email === 'cy@example.org');
    const hidden = await staffCall('PUT', `/${id}/comments/${cy.id}/moderation`, {
      hidden: true,
      reason: 'defamatory',
      note: 'Names a person',
    });
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.json.hidden).toMatchObject({ reason: 'defamatory', note: 'Names a person' });
    const audit = await db.collection(COLLECTIONS.auditLog).where('itemType', '==', 'commentModeration').get();
    expect(audit.docs.map((doc) => doc.get('after'))).toEqual([
      expect.objectContaining({ hidden: true, reason: 'defamatory', commentId: cy.id }),
    ]);
    // Nothing is deleted: the hidden comment is kept.
    expect((await db.collection(COLLECTIONS.consultationComments).doc(cy.id).get()).get('comment')).toBe(CY.comment);

    const tallies = await staffCall('GET', `/${id}/tallies`, undefined, signedInAs('Read Only').token);
    expect(tallies.json).toMatchObject({
      total: 2,
      byPosition: { support: 0, oppose: 1, 'support-with-changes': 1, neutral: 0 },
      byTopic: { height: 1, parking: 1, traffic: 1, trees: 0 },
      byStreet: [{ street: 'Cedar Hill Road', count: 2 }],
      pending: 1,
      hidden: 1,
      withdrawn: 1,
    });

    const csv = await api.call('GET', `/api/consultations/${id}/comments.csv`, { token: admin() });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.text).toContain(ANN.comment);
    expect(csv.text).toContain(BOB.comment);
    for (const absent of [CY, DEE, EVE]) expect(csv.text).not.toContain(absent.comment);

    // The letter goes once the window has closed.
    expect(
      (
        await staffCall('PUT', `/${id}/letter`, {
          subject: 'Cedar Hill Fourplex: our submission',
          body: '## Summary\n\nThe association **supports** more housing, with changes.\n\n- shade\n- traffic',
        })
      ).status,
    ).toBe(200);
    expect((await staffCall('POST', `/${id}/send`, { confirm: true })).status).toBe(409);
    expect((await staffCall('POST', `/${id}/close`)).status).toBe(200);
    const lateComment = await comment(id, { ...ANN, email: 'late@example.org' });
    expect(lateComment.status).toBe(409);

    // Replies go to the Development Review position's address, as the inbox's settings hold it.
    await db
      .collection(COLLECTIONS.inboxSettings)
      .doc('settings')
      .set({ positionAddresses: { 'Development Review': 'development@roca.example.org' } });
    const received = mail.inbox.messages.length;
    const sent = await staffCall('POST', `/${id}/send`, { confirm: true });
    expect(sent.status, sent.text).toBe(201);
    const proof = sent.json;
    expect(proof).toMatchObject({ subject: 'Cedar Hill Fourplex: our submission', counts: { total: 2 }, noticesQueued: 2 });
    expect(proof.recipients).toEqual([expect.objectContaining({ name: 'Planning Department', email: 'planning@example.org' })]);

    // The PDF as kept, and as the municipality reads it.
    const pdf = await fetch(`${api.base}/api/consultations/${id}/submission.pdf`, { headers: { Authorization: `Bearer ${admin()}` } });
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(proof.pdfSha256);
    const { text, pages, title } = await pdfText(bytes);
    expect(title).toBe('Cedar Hill Fourplex: our submission');
    expect(text).toContain('The association supports more housing, with changes.');
    const appendix = pages.slice(1).join('\n');
    expect(appendix).toContain("Appendix: residents' comments");
    expect(appendix).toContain('Comments received: 2');
    expect(appendix).toContain('Ann Arbour, 1234 Cedar Hill Rd');
    expect(appendix).toContain(BOB.comment);
    expect(appendix).toContain('Name and street withheld');
    for (const absent of ['Bob Birch', '12 Cedar Hill Road', CY.name, CY.comment, DEE.name, DEE.comment, EVE.name, EVE.comment]) {
      expect(text, `${absent} is in the PDF`).not.toContain(absent);
    }

    // The municipality's copy carries exactly those bytes; each counted commenter gets a notice.
    const arrived = (await mail.inbox.waitFor(received + 3)).slice(received);
    const letter = arrived.find((m) => m.envelopeTo.includes('planning@example.org'))!;
    expect(letter.parsed.subject).toBe('Cedar Hill Fourplex: our submission');
    expect(letter.parsed.replyTo?.text).toBe('development@roca.example.org');
    const [attachment] = letter.parsed.attachments;
    expect(attachment.contentType).toBe('application/pdf');
    expect(createHash('sha256').update(attachment.content).digest('hex')).toBe(proof.pdfSha256);
    const notices = arrived.filter((m) => !m.envelopeTo.includes('planning@example.org'));
    expect(notices.map((m) => m.parsed.replyTo?.text)).toEqual(['development@roca.example.org', 'development@roca.example.org']);
    expect(notices.map((m) => m.envelopeTo[0]).sort()).toEqual(['ann@example.org', 'bob@example.org']);
    const annNotice = notices.find((m) => m.envelopeTo[0] === 'ann@example.org')!.parsed.text ?? '';
    expect(annNotice).toMatch(
      /Your comment was delivered to Planning Department on \w+ \d+, \d{4} as part of the association's submission/,
    );
    expect(annNotice).toContain(ANN.comment);
    expect(annNotice).toContain('your name and street were sent with it: Ann Arbour, 1234 Cedar Hill Rd');
    const bobNotice = notices.find((m) => m.envelopeTo[0] === 'bob@example.org')!.parsed.text ?? '';
    expect(bobNotice).toContain('quoted without your name or street');

    // The proof is written once: no route changes or deletes it, and a second send is refused.
    await settledMessages(undefined);
    const kept = await snapshotData();
    expect((await staffCall('POST', `/${id}/send`, { confirm: true })).status).toBe(409);
    for (const [method, path] of [
      ['PUT', `/${id}/submission`],
      ['DELETE', `/${id}/submission`],
      ['PATCH', `/${id}/submission`],
      ['DELETE', `/${id}/submission.pdf`],
    ]) {
      expect((await staffCall(method, path, {})).status, `${method} ${path}`).toBe(404);
    }
    expect((await staffCall('PUT', `/${id}/letter`, { subject: 'Changed', body: 'Changed' })).status).toBe(409);
    expect(
      (
        await staffCall('PUT', `/${id}/window`, {
          opensOn: today,
          closesOn: today,
          municipalityDeadline: today,
          recipientIds: ['planning'],
        })
      ).status,
    ).toBe(409);
    expect(await snapshotData()).toEqual(kept);
    const proofAgain = await staffCall('GET', `/${id}/submission`, undefined, signedInAs('Read Only').token);
    expect(proofAgain.json).toMatchObject({ pdfSha256: proof.pdfSha256, recipients: [{ state: 'sent' }] });
  });
});

describe('"Send me updates on this application"', () => {
  it('makes a confirmed commenter a follower of the application, who gets its alerts until they withdraw or unsubscribe', async () => {
    const input = developmentInput({ projectTitle: 'Followed Fourplex' });
    const id = await newApplication(input.projectTitle);
    await openWindow(id);
    const FAY: Resident = { name: 'Fay Fir', street: '2 Fir St', email: 'fay@example.org', position: 'support', comment: 'Yes.' };
    const GUS: Resident = { name: 'Gus Gum', street: '4 Fir St', email: 'gus@example.org', position: 'oppose', comment: 'No.' };
    const before = mail.inbox.messages.length;
    expect((await comment(id, FAY, { updates: 'yes' })).status).toBe(200);
    expect((await comment(id, GUS)).status).toBe(200);
    const links = (await mail.inbox.waitFor(before + 2)).slice(before);
    const fayLink = linkOf(links.find((m) => m.envelopeTo[0] === FAY.email)!.parsed);
    const gusLink = linkOf(links.find((m) => m.envelopeTo[0] === GUS.email)!.parsed);
    // Asking is not enough: only the confirmed comment makes a follower.
    const followers = () => db.collection(COLLECTIONS.applicationFollowers).where('developmentId', '==', id).get();
    expect((await followers()).size).toBe(0);
    await confirm(fayLink);
    await confirm(gusLink);
    const [follower] = (await followers()).docs;
    expect(follower.data()).toMatchObject({
      email: FAY.email,
      consent: { wording: 'Send me updates on this application' },
      mailTopics: { developments: { given: true } },
    });

    // A change of the application's status is the development alert, to the follower only.
    const alerted = mail.inbox.messages.length;
    const changed = await api.call('PUT', `/api/developments/${id}`, { body: { ...input, status: 'Approved' }, token: admin() });
    expect(changed.status, changed.text).toBe(200);
    const [alert] = (await mail.inbox.waitFor(alerted + 1)).slice(alerted);
    expect(alert.envelopeTo).toEqual([FAY.email]);
    expect(alert.parsed.subject).toBe('Followed Fourplex is now Approved');
    expect(headerOf(alert.parsed, 'list-unsubscribe')).toMatch(/\/mail\/unsubscribe\//);
    await settledMessages(undefined);
    expect(mail.inbox.messages.slice(alerted).map((m) => m.envelopeTo[0])).toEqual([FAY.email]);

    // Withdrawing the comment ends the updates it asked for.
    await callSite('POST', `${fayLink}/withdraw`, form({}));
    expect((await followers()).size).toBe(0);
    const quiet = mail.inbox.messages.length;
    expect((await api.call('PUT', `/api/developments/${id}`, { body: { ...input, status: 'Withdrawn' }, token: admin() })).status).toBe(
      200,
    );
    await settledMessages(undefined);
    expect(mail.inbox.messages.slice(quiet).filter((m) => m.envelopeTo.includes(FAY.email))).toEqual([]);
  });
});

describe('what a careless or hostile visitor sends', () => {
  it('refuses each bad comment with the field named, storing and sending nothing', async () => {
    const id = await newApplication('Larch Street Rezoning');
    await openWindow(id);
    const noWindow = await newApplication('No Window Here');
    const good: Resident = {
      name: 'Gil Garry',
      street: '7 Oak Bay Ave',
      email: 'gil@example.org',
      position: 'support',
      topics: ['trees'],
      comment: 'Fine.',
    };
    await confirm(await commentAndGetLink(id, good));
    await settledMessages(undefined);

    const cases: [string, () => ReturnType<typeof comment>, number, string][] = [
      [
        'a line break in the name',
        () => comment(id, { ...good, email: 'x1@example.org', name: 'Eve\r\nBcc: all@example.org' }),
        400,
        'comment-name-error',
      ],
      [
        'a line break in the street',
        () => comment(id, { ...good, email: 'x2@example.org', street: '1 Main St\nX' }),
        400,
        'comment-street-error',
      ],
      ['an address that is not one', () => comment(id, { ...good, email: 'not-an-address' }), 400, 'comment-email-error'],
      [
        'a comment over the limit',
        () => comment(id, { ...good, email: 'x3@example.org', comment: 'x'.repeat(4001) }),
        400,
        'comment-comment-error',
      ],
      ['an unknown position', () => comment(id, { ...good, email: 'x4@example.org', position: 'furious' }), 400, 'comment-position-error'],
      [
        'an unknown topic',
        () => comment(id, { ...good, email: 'x5@example.org', topics: ['height', 'aliens'] }),
        400,
        'comment-topics-error',
      ],
      ['no name', () => comment(id, { ...good, email: 'x6@example.org', name: '  ' }), 400, 'comment-name-error'],
      [
        'a second comment from the same address',
        () => comment(id, { ...good, email: 'GIL@example.org', comment: 'Again' }),
        409,
        'comment-email-error',
      ],
      ['an application without a window', () => comment(noWindow, { ...good, email: 'x7@example.org' }), 404, ''],
      ['an unknown application', () => comment('nosuchapplication000', { ...good, email: 'x8@example.org' }), 404, ''],
    ];
    for (const [what, send, status, errorSlot] of cases) {
      const stored = await snapshotData();
      const messages = mail.inbox.messages.length;
      const res = await send();
      expect(res.status, what).toBe(status);
      expect(res.headers.get('content-type'), what).toMatch(/^text\/html/);
      if (errorSlot) expect(res.text, what).toMatch(new RegExp(`id="${errorSlot}"[^>]*>[^<]+<`));
      expectNoLeak(res);
      expect(await snapshotData(), what).toEqual(stored);
      expect(mail.inbox.messages.length, what).toBe(messages);
    }

    // A filled honeypot: the same answer as a comment that went through, and nothing stored or sent.
    const stored = await snapshotData();
    const bot = await comment(id, { ...good, email: 'bot@example.org' }, { website: 'http://spam.example' });
    expect(bot.status).toBe(200);
    expect(bot.text).toContain('Check your e-mail to confirm your comment');
    expect(await snapshotData()).toEqual(stored);

    // The link goes only as the public forms' mail allows (docs/mail.md, "Mail a public form sends"):
    // not to the mailbox that was sent one minutes ago under another spelling, nor to a suppressed
    // address. The same answer as a comment that went through, and nothing stored or sent.
    const suppressed = await api.call('POST', '/api/mail/suppressions', {
      body: { email: 'gone@example.org', reason: 'Bounce report: mailbox unknown' },
      token: admin(),
    });
    expect(suppressed.status, suppressed.text).toBe(201);
    for (const email of ['Gil+again@example.org', 'gone@example.org']) {
      const before = await snapshotData();
      const messages = mail.inbox.messages.length;
      const held = await comment(id, { ...good, email });
      expect(held.status, email).toBe(200);
      expect(held.text, email).toContain('Check your e-mail to confirm your comment');
      expect(await snapshotData(), email).toEqual(before);
      await settledMessages(undefined);
      expect(mail.inbox.messages.length, email).toBe(messages);
    }

    // A closed window.
    await staffCall('POST', `/${id}/close`);
    const closed = await comment(id, { ...good, email: 'x9@example.org' });
    expect(closed.status).toBe(409);
    expect(closed.text).toContain('Comments on this application closed');
  });

  it('refuses bad staff input with the field named', async () => {
    const id = await newApplication();
    const window = (body: Record<string, unknown>) => staffCall('PUT', `/${id}/window`, body);
    const valid = { opensOn: today, closesOn: addDays(today, 7), municipalityDeadline: addDays(today, 10), recipientIds: ['planning'] };
    for (const [body, field] of [
      [{ ...valid, closesOn: addDays(today, -1) }, 'closesOn'],
      [{ ...valid, opensOn: '2026-02-30' }, 'opensOn'],
      [{ ...valid, recipientIds: [] }, 'recipientIds'],
      [{ ...valid, recipientIds: ['nobody'] }, 'recipientIds'],
      [{ ...valid, extra: 1 }, 'extra'],
    ] as const) {
      const res = await window(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.fieldErrors).toHaveProperty([field]);
    }
    await openWindow(id);
    expect((await staffCall('PUT', `/${id}/comments/nosuchcomment/moderation`, { hidden: true, reason: 'defamatory' })).status).toBe(404);
    const comments = await staffCall('PUT', `/${id}/comments/abc/moderation`, { hidden: true, reason: 'rude' });
    expect(comments.status).toBe(400);
    expect((await staffCall('PUT', `/${id}/letter`, { subject: 'Two\nlines', body: 'x' })).json.fieldErrors).toHaveProperty(['subject']);
    expect((await staffCall('POST', `/${id}/send`, {})).status).toBe(400);
  });

  it('refuses to send a letter whose PDF is heavier than one e-mail carries, saying so, with nothing kept or sent', async () => {
    const id = await newApplication('Heavy Letter Towers');
    await openWindow(id, { opensOn: addDays(today, -20), closesOn: addDays(today, -1), municipalityDeadline: addDays(today, 5) });
    // 300 confirmed comments of 4,000 characters of little-repeating words: a PDF of more than 600 KB.
    let seed = 7;
    const word = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed.toString(36).slice(0, 3 + (seed % 6));
    };
    const batch = db.batch();
    for (let i = 0; i < 300; i++) {
      let text = '';
      while (text.length < 3_990) text += `${word()} `;
      batch.set(db.collection(COLLECTIONS.consultationComments).doc(`heavy${i}`), {
        developmentId: id,
        email: `heavy${i}@example.org`,
        name: `Resident ${i}`,
        street: `${i} Heavy St`,
        streetName: 'Heavy St',
        position: 'neutral',
        topics: [],
        comment: text.slice(0, 4_000),
        shareName: true,
        updates: false,
        wording: { shareName: SHARE_NAME_WORDING, updates: 'Send me updates on this application' },
        status: 'confirmed',
        nonce: `nonce-of-heavy-comment-${i}`,
        submittedAt: new Date(),
        confirmedAt: new Date(),
        changedAt: null,
        withdrawnAt: null,
        mailedAt: new Date(),
        personalDataRemovedAt: null,
      });
    }
    await batch.commit();
    await staffCall('PUT', `/${id}/letter`, { subject: 'Heavy Letter Towers', body: 'Our letter.' });
    const before = await snapshotData();
    const sent = await staffCall('POST', `/${id}/send`, { confirm: true });
    expect(sent.status, sent.text.slice(0, 300)).toBe(422);
    expect(sent.json.message).toMatch(
      /^The letter with its appendix makes a PDF of [\d,]+ KB, more than the 600 KB one e-mail can carry\. Nothing was sent\./,
    );
    expect(sent.json.fieldErrors).toHaveProperty(['body']);
    expect(await snapshotData()).toEqual(before);
  });
});

describe('who may do what', () => {
  it('lets Admin and Super moderate and send, Read Only see counts, and nobody else in', async () => {
    const id = await newApplication();
    await openWindow(id);
    const readOnly = signedInAs('Read Only').token;
    const calls: [string, string, unknown?][] = [
      ['GET', ''],
      ['GET', '/settings'],
      ['GET', `/${id}`],
      ['GET', `/${id}/tallies`],
      ['GET', `/${id}/comments`],
      ['GET', `/${id}/comments.csv`],
      ['PUT', `/${id}/window`, { opensOn: today, closesOn: today, municipalityDeadline: today, recipientIds: ['planning'] }],
      ['POST', `/${id}/close`],
      ['PUT', `/${id}/summary`, { published: false }],
      ['PUT', `/${id}/decision`, { decidedOn: today, outcome: 'Approved' }],
      ['PUT', `/${id}/letter`, { subject: 'S', body: 'B' }],
      ['GET', `/${id}/preview`],
      ['GET', `/${id}/letter.pdf`],
      ['POST', `/${id}/send`, { confirm: true }],
      [
        'PUT',
        '/settings',
        { recipients: [{ id: 'planning', name: 'Planning', email: 'planning@example.org' }], retentionDaysAfterDecision: 90 },
      ],
    ];
    const counts = new Set(['GET ', 'GET /settings', `GET /${id}`, `GET /${id}/tallies`]);
    for (const [method, path, body] of calls) {
      expect((await api.call(method, `/api/consultations${path}`, { body })).status, `anonymous ${method} ${path}`).toBe(401);
      const status = (await staffCall(method, path, body, readOnly)).status;
      if (counts.has(`${method} ${path}`)) expect(status, `Read Only ${method} ${path}`).toBe(200);
      else expect(status, `Read Only ${method} ${path}`).toBe(403);
    }
    const detail = await staffCall('GET', `/${id}`, undefined, readOnly);
    expect(detail.json.letter).toBeNull();
  });
});

describe("the window's days", () => {
  afterEach(() => vi.useRealTimers());

  it('are calendar days in America/Vancouver: open to the end of the closing day there, whatever UTC says', async () => {
    const id = await newApplication('Clock Test');
    await openWindow(id, { opensOn: '2027-02-01', closesOn: '2027-03-01', municipalityDeadline: '2027-03-15' });
    const post = (email: string) =>
      fetch(`${api.base}/consultation/${id}/comment`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': nextClient() },
        body: new URLSearchParams({ name: 'Tim Time', street: '1 Clock Rd', email, position: 'neutral', comment: 'On time?' }).toString(),
      });
    // 23:30 on March 1 in Vancouver is already March 2 in UTC: still open.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-02T07:30:00Z') });
    expect((await post('late-evening@example.org')).status).toBe(200);
    // 00:30 on March 2 in Vancouver: closed.
    vi.setSystemTime(new Date('2027-03-02T08:30:00Z'));
    expect((await post('after-midnight@example.org')).status).toBe(409);
    // 23:30 on January 31 in Vancouver (February 1 in UTC): not open yet.
    vi.setSystemTime(new Date('2027-02-01T07:30:00Z'));
    expect((await post('too-early@example.org')).status).toBe(409);
    const stored = await db.collection(COLLECTIONS.consultationComments).where('developmentId', '==', id).get();
    expect(stored.docs.map((doc) => doc.get('email'))).toEqual(['late-evening@example.org']);
  });
});

it('the form says in plain words what is shared, on the published page of the application', async () => {
  const id = await newApplication('Published Page');
  await openWindow(id);
  const { waitForPublishedChanges } = await import('../support/publishing');
  await waitForPublishedChanges();
  // Live once the publishes asked for so far are: no waiting beyond them (functions/src/services/publishing/publishing.ts, runPublish).
  const page = await callSite('GET', `/applications/${id}`);
  expect(page.status).toBe(200);
  expect(page.text).toContain(SHARE_NAME_WORDING);
  expect(page.text).toContain(`action="/consultation/${id}/comment"`);
  const home = await callSite('GET', '/');
  expect(home.text).toContain(`href="/applications/${id}"`);
});
