import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { readSiteSettings } from '../../functions/src/services/content';
import {
  calendarAttachment,
  composeMessage,
  pdfAttachment,
  queueMail,
  relativeLinksIn,
  removeExpiredMailContent,
  siteLink,
} from '../../functions/src/services/mail';
import { apiTestFile } from '../support/api-test-file';
import { COLLECTIONS, db } from '../support/db';
import { headerOf, settledMessages, smtpInboxForFile } from '../support/mail';
import { storedDocuments } from '../support/stored-documents';

/**
 * The one way a message is written (functions/src/services/mail/message.ts; docs/mail.md,
 * "Writing a message"), as a mail program receives it: the HTML document and the text part, the
 * association's identification on a transactional message, Reply-To, absolute links, and files
 * attached as their receiver reads them.
 */
apiTestFile({ roles: [] });
const mail = smtpInboxForFile();

/** A one-event calendar file as a sign-up would send it. */
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//ROCA//Tests//EN',
  'METHOD:PUBLISH',
  'BEGIN:VEVENT',
  'UID:cleanup-2026@roca.test',
  'DTSTAMP:20260401T120000Z',
  'DTSTART:20260418T170000Z',
  'DTEND:20260418T190000Z',
  'SUMMARY:Spring clean-up',
  'LOCATION:Community hall',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

/** The smallest PDF a reader opens: one empty page. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('a transactional message', () => {
  it('has the HTML document, the text part and the association under a rule; replies go to the association', async () => {
    const settings = await readSiteSettings();
    await queueMail([
      composeMessage(
        { subject: 'Your receipt', body: ['Thank you for your payment.', 'Amount: $10.00\nYear: 2026'] },
        { lane: 'transactional', to: 'ann@example.org' },
        settings,
      ),
    ]);
    const [received] = await mail.inbox.waitFor(1);
    const { text, html, replyTo } = received.parsed;
    expect(text).toBe(
      [
        'Thank you for your payment.',
        '',
        'Amount: $10.00',
        'Year: 2026',
        '',
        '--',
        settings.associationName,
        settings.postalAddress,
        settings.email,
        '',
      ].join('\n'),
    );
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-CA">/);
    expect(html).toContain('<p>Amount: $10.00<br>\nYear: 2026</p>');
    expect(html).toContain(`<strong>${settings.associationName}</strong>`);
    expect(replyTo?.text).toBe(settings.email);
    // Not bulk mail: no unsubscribe.
    expect(headerOf(received.parsed, 'List-Unsubscribe')).toBe('');
  });

  it("sends replies to a position's address when the message names one", async () => {
    await queueMail([
      composeMessage(
        { subject: 'About your comment', body: ['We read it.'] },
        { lane: 'transactional', to: 'bob@example.org', replyTo: 'secretary@example.org' },
        await readSiteSettings(),
      ),
    ]);
    const [received] = await mail.inbox.waitFor(1);
    expect(received.parsed.replyTo?.text).toBe('secretary@example.org');
  });
});

describe('attachments', () => {
  it('arrive as their receiver reads them: a calendar file with its method, and a PDF, byte for byte', async () => {
    const message = composeMessage(
      {
        subject: 'You are signed up',
        body: ['See you at the clean-up.'],
        attachments: [calendarAttachment('spring-clean-up.ics', ICS, 'PUBLISH'), pdfAttachment('letter.pdf', PDF)],
      },
      { lane: 'transactional', to: 'cat@example.org' },
      await readSiteSettings(),
    );
    const { queued } = await queueMail([message]);
    const [received] = await mail.inbox.waitFor(1);
    const [calendar, letter] = received.parsed.attachments;

    expect(calendar.filename).toBe('spring-clean-up.ics');
    expect(calendar.contentType).toBe('text/calendar');
    const contentType = calendar.headers.get('content-type') as { params: Record<string, string> };
    expect(contentType.params).toMatchObject({ method: 'PUBLISH', charset: 'utf-8' });
    const [event] = new ICAL.Component(ICAL.parse(calendar.content.toString('utf8'))).getAllSubcomponents('vevent');
    expect(new ICAL.Event(event).summary).toBe('Spring clean-up');
    expect(new ICAL.Event(event).startDate.toJSDate().toISOString()).toBe('2026-04-18T17:00:00.000Z');

    expect(letter.filename).toBe('letter.pdf');
    expect(letter.contentType).toBe('application/pdf');
    expect(letter.content.equals(PDF)).toBe(true);

    // The outbox keeps them with the message until its content is removed.
    await settledMessages(undefined, (m) => m.state === 'sent');
    const stored = db.collection(COLLECTIONS.outbox).doc(queued[0]);
    expect(((await stored.get()).get('attachments') as { filename: string }[]).map((a) => a.filename)).toEqual([
      'spring-clean-up.ics',
      'letter.pdf',
    ]);
    // The test set-up reads the same bytes back from the emulator's memory (its Uint8Array, not base64).
    const inMemory = await storedDocuments([COLLECTIONS.outbox]);
    const held = inMemory[`${COLLECTIONS.outbox}/${queued[0]}`].attachments as { filename: string; content: Buffer }[];
    expect(held.map((a) => a.filename)).toEqual(['spring-clean-up.ics', 'letter.pdf']);
    expect(Buffer.isBuffer(held[1].content) && held[1].content.equals(PDF)).toBe(true);
    expect(held[0].content.toString('utf8')).toBe(ICS);
    await stored.update({ retainUntil: new Date(Date.now() - 1000) });
    await removeExpiredMailContent();
    expect((await stored.get()).get('attachments')).toEqual([]);
  });

  it('refuses a calendar file whose own METHOD is another, and a file name with a folder in it', () => {
    expect(() => calendarAttachment('event.ics', ICS, 'REQUEST')).toThrow(/METHOD:REQUEST/);
    expect(() => pdfAttachment('../letter.pdf', PDF)).toThrow(/file name/);
  });
});

describe('links', () => {
  it('are absolute: a Markdown link to a page of the site gets its address in the HTML and in the text', async () => {
    const settings = await readSiteSettings();
    const message = composeMessage(
      { subject: 'Calendar', body: { text: 'See [the calendar](/calendar) and [our updates](#updates).', format: 'markdown' } },
      { lane: 'topic', topic: 'announcements', to: 'dee@example.org', recipient: 'members/dee' },
      settings,
    );
    expect(message.html).toContain(`<a href="${siteLink('/calendar')}">the calendar</a>`);
    expect(message.html).toContain(`<a href="${siteLink('/#updates')}">our updates</a>`);
    expect(message.text).toContain(`[the calendar](${siteLink('/calendar')})`);
    expect(siteLink('/calendar')).toMatch(/^https?:\/\/[^/]+\/calendar$/);
    expect(relativeLinksIn(message)).toEqual([]);
    expect(relativeLinksIn({ html: '<a href="/calendar">x</a> <img src="logo.png">' })).toEqual(['/calendar', 'logo.png']);
  });

  it('are found when a path of the site is printed as words, which a mail program makes no link of', () => {
    const attachment = 'Attachment 1 - plan.pdf: /api/objects/uploads/plan.pdf';
    expect(relativeLinksIn({ html: `<p>${attachment}</p>`, text: attachment })).toEqual(['/api/objects/uploads/plan.pdf']);
    expect(relativeLinksIn({ html: '<p>See (/calendar).</p>' })).toEqual(['/calendar']);
    const fine = 'Open and/or read https://roca.example.org/api/objects/x.pdf on 5/6, 24/7 - a / b, mailto:a@b.org';
    expect(relativeLinksIn({ html: `<p>${fine}</p>`, text: fine })).toEqual([]);
  });

  it('are never relative: a message whose own link is not absolute is not made', async () => {
    const settings = await readSiteSettings();
    expect(() =>
      composeMessage(
        { subject: 'Renew', body: ['Renew now.'], action: { label: 'Renew', url: '/membership' } },
        { lane: 'transactional', to: 'eve@example.org' },
        settings,
      ),
    ).toThrow(/absolute/);
  });
});
