import { describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@roca/contract/limits';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { addDays, todayInVancouver } from '@roca/contract/days';
import { inVancouver } from '../../functions/src/services/content';
import { forgetOldSignups, runOfferDeadlines, sendSignupReminders, signupsOfAddress } from '../../functions/src/services/signups';
import { apiTestFile } from '../support/api-test-file';
import { storeMember } from '../support/members';
import { COLLECTIONS, db } from '../support/db';
import { callSite, expectNoLeak } from '../support/front-door';
import { settledMessages, smtpInboxForFile } from '../support/mail';
import {
  calendarFileOf,
  form,
  ledgerOf,
  nextClient,
  nextDates,
  postSignup,
  pressButton,
  signupLinkOf,
  signupSettings,
  storedSignups,
  weeklyEventInput,
} from '../support/signups';
import { snapshotData } from '../support/snapshot';

/**
 * Sign-up to events (docs/signups.md), through the front door as a resident's browser and mail
 * program reach it: the form, the link's page and its buttons, places and the waitlist under a
 * race, offers that are accepted or lapse, reminders, staff's changes of a date with the calendar
 * file, what a careless or hostile visitor may send, what each staff role sees, and retention.
 */
const { api, staff: admin, signedInAs } = apiTestFile({ roles: ['Admin', 'Read Only'] });
const mail = smtpInboxForFile();
vi.setConfig({ testTimeout: 180_000 });

/** A weekly event taking sign-ups (capacity 3, one shift); returns it with its first dates. */
async function openEvent(settings = signupSettings(), event = weeklyEventInput()) {
  const created = await api.call('POST', '/api/calendar-events', { body: event, token: admin.token });
  expect(created.status, created.text).toBe(201);
  const opened = await api.call('PUT', `/api/signups/events/${created.json.id}`, { body: settings, token: admin.token });
  expect(opened.status, opened.text).toBe(200);
  const [key, second] = nextDates(event, 2);
  return { id: created.json.id as string, key, second, shiftId: opened.json.signup.shifts[0]?.id as string | undefined };
}

const fields = (eventId: string, key: string, email: string, overrides: Record<string, string> = {}) => ({
  event: eventId,
  date: key,
  name: `Resident ${email.split('@')[0]}`,
  email,
  party: '1',
  shift: '',
  ...overrides,
});

/** Messages that arrive after `before`, once `count` have. */
async function received(before: number, count: number) {
  return (await mail.inbox.waitFor(before + count)).slice(before);
}

const to = (address: string) => mail.inbox.messages.filter((m) => m.envelopeTo[0] === address);

/** The link of the newest message to `email` whose subject starts so, once it has arrived. */
async function linkTo(email: string, subject: RegExp) {
  await expect.poll(() => to(email).some((m) => subject.test(m.parsed.subject ?? '')), { timeout: 60_000 }).toBe(true);
  return signupLinkOf(
    to(email)
      .filter((m) => subject.test(m.parsed.subject ?? ''))
      .at(-1)!.parsed,
  );
}

/** Posts the form and presses "Confirm my sign-up" on the link it e-mails; returns the sign-up's link. */
async function signedUp(eventId: string, key: string, email: string, overrides: Record<string, string> = {}) {
  const res = await postSignup(fields(eventId, key, email, overrides));
  expect(res.status, res.text.slice(0, 500)).toBe(200);
  const path = await linkTo(email.toLowerCase(), /^Confirm your sign-up/);
  const confirmed = await pressButton(path, 'confirm');
  expect(confirmed.status).toBe(200);
  expect(confirmed.text).toMatch(/Your place is confirmed|you are on the waitlist/);
  return path;
}

describe('signing up for a date', () => {
  it('stores nothing held until the link is confirmed (its GET changes nothing), then mails the confirmation with a calendar file', async () => {
    const event = await openEvent();
    const res = await postSignup(fields(event.id, event.key, 'Ann@Example.org', { party: '2', shift: event.shiftId! }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.text).toContain('Check your e-mail to confirm your sign-up');
    expect(await storedSignups(event.id, event.key)).toEqual([
      expect.objectContaining({ email: 'ann@example.org', status: 'unconfirmed' }),
    ]);
    expect(await ledgerOf(event.id, event.key)).toBeUndefined();

    const [link] = await mail.inbox.waitFor(1);
    expect(link.parsed.subject).toMatch(/^Confirm your sign-up: Garden work party/);
    const path = signupLinkOf(link.parsed);
    await settledMessages(undefined);
    const before = await snapshotData();
    const page = await callSite('GET', path);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.text).toContain('Confirm my sign-up');
    expect(page.text).toContain('a••••@example.org');
    expect(await snapshotData()).toEqual(before);

    const confirmed = await pressButton(path, 'confirm');
    expect(confirmed.text).toContain('Your place is confirmed');
    expect(await ledgerOf(event.id, event.key)).toMatchObject({
      held: 2,
      coming: { signups: 1, people: 2 },
      shifts: { [event.shiftId!]: 1 },
    });
    const [confirmation] = await received(1, 1);
    expect(confirmation.parsed.subject).toMatch(/^You are signed up: Garden work party/);
    expect(confirmation.parsed.text).toContain('Your volunteer shift: Set-up, 9:00 AM to 10:00 AM.');
    const ics = calendarFileOf(confirmation.parsed)!;
    expect(ics.method).toBe('REQUEST');
    expect(ics.file.contentType).toBe('text/calendar');
    expect(ics.event.startDate.toString()).toBe(`${event.key}T10:00:00`);
    expect(ics.event.startDate.zone.tzid).toBe('America/Vancouver');

    // The same button again changes nothing and says so.
    const again = await pressButton(path, 'confirm');
    expect(again.text).toContain('Nothing changed');
    expect((await ledgerOf(event.id, event.key))!.version).toBe(1);
  });

  it('gives exactly 10 places and 10 waitlist places to 20 people confirming at once for 10 places', async () => {
    // The real app in this process against the stack's Firestore emulator, which isolates no
    // transaction (docs/decisions/001): 20 requests at once interleave there as 20 function
    // instances' would. (Through Hosting, the Functions emulator would start 20 cold workers.)
    const event = await openEvent(signupSettings({ capacity: 10, shifts: [] }));
    const inProcess = (path: string, fields: Record<string, string> = {}) =>
      api.call('POST', path, {
        rawBody: form(fields).body,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': `${nextClient()}, 192.0.2.10` },
      });
    const people = Array.from({ length: 20 }, (_, i) => `racer${i}@example.org`);
    const posted = await Promise.all(people.map((email) => inProcess('/signup/request', fields(event.id, event.key, email))));
    expect(posted.map((r) => r.status)).toEqual(people.map(() => 200));
    // Twenty messages at once through the outbox take over a minute on a busy 2-core machine.
    const manyMessages = 120_000;
    const links = (await mail.inbox.waitFor(20, manyMessages)).map((m) => signupLinkOf(m.parsed));
    const pressed = await Promise.all(links.map((link) => inProcess(`${link}/confirm`)));
    expect(pressed.map((r) => r.status)).toEqual(links.map(() => 200));

    const stored = await storedSignups(event.id, event.key);
    expect(stored.filter((s) => s.status === 'confirmed')).toHaveLength(10);
    expect(stored.filter((s) => s.status === 'waiting')).toHaveLength(10);
    expect(await ledgerOf(event.id, event.key)).toMatchObject({
      held: 10,
      coming: { signups: 10, people: 10 },
      waiting: { signups: 10, people: 10 },
    });
    // Each waiting person was told a place in the line, each a different one.
    const waitlisted = (await mail.inbox.waitFor(40, manyMessages)).slice(20);
    const positions = waitlisted
      .map((m) => /You are number (\d+) on the waitlist/.exec(m.parsed.text ?? '')?.[1])
      .filter(Boolean)
      .map(Number);
    expect(positions.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('the waitlist', () => {
  it('offers a freed place to the first waiting, moves an expired offer on to the next, who accepts', async () => {
    const event = await openEvent(signupSettings({ capacity: 1, shifts: [], offerHours: 12 }));
    const first = await signedUp(event.id, event.key, 'first@example.org');
    await signedUp(event.id, event.key, 'second@example.org');
    const third = await signedUp(event.id, event.key, 'third@example.org');
    await mail.inbox.waitFor(6);

    const cancelled = await pressButton(first, 'cancel');
    expect(cancelled.text).toContain('Your sign-up is cancelled.');
    const [cancel, offer] = (await received(6, 2)).sort((a) => (a.envelopeTo[0] === 'first@example.org' ? -1 : 1));
    expect(cancel.parsed.subject).toMatch(/^Your sign-up is cancelled/);
    expect(calendarFileOf(cancel.parsed)?.method).toBe('CANCEL');
    expect(offer.envelopeTo).toEqual(['second@example.org']);
    expect(offer.parsed.subject).toMatch(/^A place is free for you/);
    expect(await ledgerOf(event.id, event.key)).toMatchObject({ held: 1, offered: { signups: 1 }, waiting: { signups: 1 } });

    // Twelve hours later the offer lapses: the second person is told, and the third is offered the place.
    const later = new Date(Date.now() + 13 * 3_600_000);
    expect(await runOfferDeadlines(later)).toBe(1);
    expect(await runOfferDeadlines(later)).toBe(0);
    const [lapsed, nextOffer] = (await received(8, 2)).sort((a) => (a.envelopeTo[0] === 'second@example.org' ? -1 : 1));
    expect(lapsed.parsed.subject).toMatch(/^The place we held has gone to the next person/);
    expect(nextOffer.envelopeTo).toEqual(['third@example.org']);

    const accepted = await pressButton(third, 'accept');
    expect(accepted.text).toContain('The place is yours');
    const [confirmation] = await received(10, 1);
    expect(confirmation.parsed.subject).toMatch(/^You are signed up/);
    expect(calendarFileOf(confirmation.parsed)?.method).toBe('REQUEST');
    expect((await storedSignups(event.id, event.key)).map((s) => [s.email, s.status]).sort()).toEqual([
      ['first@example.org', 'cancelled'],
      ['second@example.org', 'cancelled'],
      ['third@example.org', 'confirmed'],
    ]);
    await settledMessages(undefined);
    expect(mail.inbox.messages).toHaveLength(11);
  });

  it('lets a person change their own party and shift from the link: a smaller party frees places for the waitlist, a larger one than is free is refused beside the field', async () => {
    const event = await openEvent(signupSettings({ capacity: 3 }));
    const family = await signedUp(event.id, event.key, 'family@example.org', { party: '3' });
    await signedUp(event.id, event.key, 'waiting@example.org');
    await mail.inbox.waitFor(4);
    const first = calendarFileOf(to('family@example.org').find((m) => /^You are signed up/.test(m.parsed.subject ?? ''))!.parsed)!;

    const changed = await pressButton(family, 'change', { party: '2', shift: event.shiftId! });
    expect(changed.status).toBe(200);
    expect(changed.text).toContain('Your sign-up is changed.');
    const [update, offer] = (await received(4, 2)).sort((a) => (a.envelopeTo[0] === 'family@example.org' ? -1 : 1));
    expect(update.parsed.subject).toMatch(/^Your sign-up changed/);
    expect(update.parsed.text).toContain('Your volunteer shift: Set-up');
    const ics = calendarFileOf(update.parsed)!;
    expect([ics.method, ics.event.uid, ics.event.sequence]).toEqual(['REQUEST', first.event.uid, first.event.sequence + 1]);
    expect(offer.envelopeTo).toEqual(['waiting@example.org']);
    expect(offer.parsed.subject).toMatch(/^A place is free for you/);
    expect(await ledgerOf(event.id, event.key)).toMatchObject({
      held: 3,
      coming: { people: 2 },
      offered: { signups: 1 },
      shifts: { [event.shiftId!]: 1 },
    });

    // The freed place is held for the offer: back to three is more than is free.
    await settledMessages(undefined);
    const before = await snapshotData();
    const refused = await pressButton(family, 'change', { party: '3', shift: event.shiftId! });
    expect(refused.status).toBe(400);
    expect(/id="signup-change-party-error"[^>]*>([^<]*)</.exec(refused.text)?.[1]).toMatch(/Not enough places are free/);
    expect(await snapshotData()).toEqual(before);
    expect(mail.inbox.messages).toHaveLength(6);
  });

  it('promotes at once, and tells the person, when the event promotes automatically', async () => {
    const event = await openEvent(signupSettings({ capacity: 1, shifts: [], autoPromote: true }));
    const first = await signedUp(event.id, event.key, 'first@example.org');
    await signedUp(event.id, event.key, 'second@example.org');
    await mail.inbox.waitFor(4);
    await pressButton(first, 'cancel');
    const promoted = (await received(4, 2)).find((m) => m.envelopeTo[0] === 'second@example.org')!;
    expect(promoted.parsed.subject).toMatch(/^A place freed up: you are coming/);
    expect(calendarFileOf(promoted.parsed)?.method).toBe('REQUEST');
  });
});

describe('reminders', () => {
  it('reach the people coming, never the waitlist, once however often the job runs', async () => {
    const event = await openEvent(signupSettings({ capacity: 1, shifts: [] }));
    await signedUp(event.id, event.key, 'coming@example.org');
    await signedUp(event.id, event.key, 'waiting@example.org');
    await mail.inbox.waitFor(4);
    // Two days before the date: the 3-day reminder is due, the morning-of one not yet.
    const at = inVancouver(addDays(event.key, -2), '12:00').toJSDate();
    await sendSignupReminders(at);
    await sendSignupReminders(at);
    await settledMessages(undefined);
    const reminders = mail.inbox.messages.filter((m) => /^Reminder:/.test(m.parsed.subject ?? ''));
    expect(reminders.map((m) => m.envelopeTo[0])).toEqual(['coming@example.org']);
    // The morning of the date, the second reminder; after the start, none.
    await sendSignupReminders(inVancouver(event.key, '08:00').toJSDate());
    await sendSignupReminders(inVancouver(event.key, '10:30').toJSDate());
    await settledMessages(undefined);
    expect(mail.inbox.messages.filter((m) => /^Reminder:/.test(m.parsed.subject ?? ''))).toHaveLength(2);
    expect(to('waiting@example.org').some((m) => /^Reminder:/.test(m.parsed.subject ?? ''))).toBe(false);
  });
});

describe("staff's changes of a date", () => {
  it('e-mail everyone signed up, and those coming a calendar file with the same UID and a higher SEQUENCE', async () => {
    const event = await openEvent(signupSettings({ capacity: 1, shifts: [] }));
    await signedUp(event.id, event.key, 'coming@example.org');
    await signedUp(event.id, event.key, 'waiting@example.org');
    const [, confirmation] = (await mail.inbox.waitFor(4)).filter((m) => m.envelopeTo[0] === 'coming@example.org');
    const first = calendarFileOf(confirmation.parsed)!;

    const rain = await api.call('POST', `/api/signups/events/${event.id}/dates/${event.key}/changes`, {
      body: { action: 'rain-date', date: addDays(event.key, 1), time: '10:00', note: 'If it pours, we meet on Sunday.' },
      token: admin.token,
    });
    expect(rain.status, rain.text).toBe(200);
    expect(rain.json.rainDate).toEqual({ date: addDays(event.key, 1), time: '10:00' });
    const told = await received(4, 2);
    const update = told.find((m) => m.envelopeTo[0] === 'coming@example.org')!;
    // A rain date leaves the day as it was: the subject names it without "now".
    expect(update.parsed.subject).toMatch(/^Changed: Garden work party, (?!now )\w+day, /);
    const ics = calendarFileOf(update.parsed)!;
    expect(ics.event.uid).toBe(first.event.uid);
    expect(ics.event.sequence).toBeGreaterThan(first.event.sequence);
    expect(ics.event.description).toContain('Rain date:');
    expect(calendarFileOf(told.find((m) => m.envelopeTo[0] === 'waiting@example.org')!.parsed)).toBeNull();

    const move = await api.call('POST', `/api/signups/events/${event.id}/dates/${event.key}/changes`, {
      body: { action: 'move', date: addDays(event.key, 1), time: '13:30' },
      token: admin.token,
    });
    expect(move.status, move.text).toBe(200);
    const moved = (await received(6, 2)).find((m) => m.envelopeTo[0] === 'coming@example.org')!;
    expect(moved.parsed.subject).toMatch(/^Changed: Garden work party, now \w+day, /);
    const movedIcs = calendarFileOf(moved.parsed)!;
    expect(movedIcs.event.sequence).toBeGreaterThan(ics.event.sequence);
    expect(movedIcs.event.startDate.toString()).toBe(`${addDays(event.key, 1)}T13:30:00`);

    const cancel = await api.call('POST', `/api/signups/events/${event.id}/dates/${event.key}/changes`, {
      body: { action: 'cancel' },
      token: admin.token,
    });
    expect(cancel.json.cancelled).toBe(true);
    const gone = (await received(8, 2)).find((m) => m.envelopeTo[0] === 'coming@example.org')!;
    const cancelIcs = calendarFileOf(gone.parsed)!;
    expect(cancelIcs.method).toBe('CANCEL');
    expect(cancelIcs.event.uid).toBe(first.event.uid);
    expect(cancelIcs.event.sequence).toBeGreaterThan(movedIcs.event.sequence);
    // The public calendar's feed drops the date (EXDATE), and the form is no longer offered for it.
    expect((await callSite('GET', '/calendar.ics')).text).toMatch(/EXDATE;TZID=America\/Vancouver:\d{8}T100000/);
  });
  it("tell the people signed up when the event's time changes on the Calendar events screen, and when it is deleted", async () => {
    const input = weeklyEventInput();
    const event = await openEvent(signupSettings({ shifts: [] }), input);
    await signedUp(event.id, event.key, 'coming@example.org');
    await mail.inbox.waitFor(2);
    const first = calendarFileOf(to('coming@example.org')[1].parsed)!;

    const moved = await api.call('PUT', `/api/calendar-events/${event.id}`, {
      body: { ...input, time: '11:00', endTime: '13:00' },
      token: admin.token,
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.signup).toMatchObject({ open: true, capacity: 3 });
    const [changed] = await received(2, 1);
    expect(changed.parsed.subject).toMatch(/^Changed: Garden work party/);
    const ics = calendarFileOf(changed.parsed)!;
    expect(ics.event.uid).toBe(first.event.uid);
    expect(ics.event.sequence).toBeGreaterThan(first.event.sequence);
    expect(ics.event.startDate.toString()).toBe(`${event.key}T11:00:00`);

    expect((await api.call('DELETE', `/api/calendar-events/${event.id}`, { token: admin.token })).status).toBe(204);
    const [gone] = await received(3, 1);
    expect(gone.parsed.subject).toMatch(/^Cancelled: Garden work party/);
    expect(calendarFileOf(gone.parsed)).toMatchObject({ method: 'CANCEL' });
  });
});

describe('what a careless or hostile visitor sends', () => {
  it('refuses each bad form with the field named beside it, and stores and sends nothing', async () => {
    const event = await openEvent(signupSettings({ partyMax: 4 }));
    // The only place of the shift is taken.
    await signedUp(event.id, event.key, 'volunteer@example.org', { shift: event.shiftId! });
    await api.call('PUT', `/api/signups/events/${event.id}/dates/${event.second}`, {
      body: { closed: true, capacity: null },
      token: admin.token,
    });
    // A weekly event that began at midnight today: the calendar lists today's date all day.
    const begun = await openEvent(signupSettings(), weeklyEventInput({ date: todayInVancouver(), time: '00:00', endTime: '' }));
    await settledMessages(undefined);
    const seedWorkParty = SEED_CONTENT.calendarEvents.find((e) => e.id === 'seed-event-4')!;
    const [pastSaturday] = nextDates(seedWorkParty, 1, addDays(todayInVancouver(), -7));
    const cases: { name: string; fields: Record<string, string>; field: string; message: RegExp }[] = [
      { name: 'a party of none', fields: { party: '0' }, field: 'party', message: /at least 1/ },
      { name: 'a party over the limit', fields: { party: String(LIMITS.signupPartyMax + 1) }, field: 'party', message: /at most/ },
      { name: "a party over the event's limit", fields: { party: '5' }, field: 'party', message: /at most 4 for this event/ },
      { name: 'a full shift', fields: { shift: event.shiftId! }, field: 'shift', message: /shift is full/ },
      { name: 'a shift the event has not', fields: { shift: 'no-such-shift' }, field: 'shift', message: /Choose one of the shifts/ },
      { name: 'a closed date', fields: { date: event.second }, field: 'date', message: /closed/ },
      // The seed's weekly work party (docs/signups.md) has dates behind it.
      { name: 'a past date', fields: { event: 'seed-event-4', date: pastSaturday }, field: 'date', message: /passed/ },
      {
        name: 'a date that began today',
        fields: { event: begun.id, date: todayInVancouver() },
        field: 'date',
        message: /ends when it starts/,
      },
      {
        name: 'a date the rule does not produce',
        fields: { date: addDays(event.key, 1) },
        field: 'date',
        message: /no sign-up on this date/,
      },
      { name: 'a line break in the name', fields: { name: 'Ann\r\nBcc: all@example.org' }, field: 'name', message: /one line/ },
      { name: 'no name', fields: { name: '' }, field: 'name', message: /Name is required/ },
      { name: 'an address that is none', fields: { email: 'not-an-address' }, field: 'email', message: /e-mail address/ },
      {
        name: 'a second sign-up from the same address',
        fields: { email: 'Volunteer@example.org' },
        field: 'email',
        message: /already signed up/,
      },
    ];
    const before = await snapshotData();
    const messages = mail.inbox.messages.length;
    for (const c of cases) {
      const res = await postSignup({ ...fields(event.id, event.key, 'new@example.org'), ...c.fields });
      expect(res.status, c.name).toBe(400);
      expect(res.headers.get('content-type'), c.name).toMatch(/^text\/html/);
      const errorId =
        c.field === 'date'
          ? `signup-${c.fields.event ?? event.id}-${c.fields.date}-date`
          : `signup-${event.id}-${event.key}-${c.field}-error`;
      const beside = new RegExp(`id="${errorId}"[^>]*>([^<]*)<`).exec(res.text)?.[1] ?? '';
      expect(beside, c.name).toMatch(c.message);
      expect(res.text, c.name).toContain('There is a problem');
      expectNoLeak(res);
    }
    expect(await snapshotData()).toEqual(before);
    expect(mail.inbox.messages).toHaveLength(messages);
  });

  it('answers a bot that fills the honeypot as if it went through, and stores and sends nothing', async () => {
    const event = await openEvent();
    const before = await snapshotData();
    const res = await postSignup({ ...fields(event.id, event.key, 'bot@example.org'), website: 'https://spam.example' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('Check your e-mail');
    expect(await snapshotData()).toEqual(before);
  });

  it('sends one mailbox one link for a date, whatever +tag or Gmail dots the forms name, and stores only that sign-up', async () => {
    const event = await openEvent();
    const answers: Awaited<ReturnType<typeof postSignup>>[] = [];
    for (const email of ['victim@example.org', 'victim+1@example.org', 'Victim+2@example.org']) {
      answers.push(await postSignup(fields(event.id, event.key, email)));
    }
    expect(answers.map((res) => [res.status, res.text.includes('Check your e-mail')])).toEqual(answers.map(() => [200, true]));
    // Another date is another sign-up: its link goes.
    expect((await postSignup(fields(event.id, event.second, 'victim+3@example.org'))).status).toBe(200);
    await settledMessages(undefined);
    expect(mail.inbox.messages.map((m) => m.envelopeTo[0])).toEqual(['victim@example.org', 'victim+3@example.org']);
    expect((await storedSignups(event.id, event.key)).map((s) => s.email)).toEqual(['victim@example.org']);
  });

  it('answers a form for an event without sign-up, and a changed link, with a page that says so, and changes nothing', async () => {
    const event = await openEvent();
    const path = await signedUp(event.id, event.key, 'ann@example.org');
    await settledMessages(undefined);
    const before = await snapshotData();
    const none = await postSignup(fields('seed-event-1', '2025-08-15', 'ann@example.org'));
    expect(none.status).toBe(404);
    const token = path.split('/').at(-1)!;
    const changed = `/signup/${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const res of [await callSite('GET', changed), await pressButton(changed, 'cancel')]) {
      expect(res.status).toBe(404);
      expect(res.text).toContain('This sign-up link is not valid');
    }
    expect(await snapshotData()).toEqual(before);
  });
});

describe('what staff see and do', () => {
  it('shows Read Only the counts of each date, never a name or an address', async () => {
    const event = await openEvent();
    await signedUp(event.id, event.key, 'ann@example.org', { party: '3' });
    const readOnly = signedInAs('Read Only').token;
    const dates = await api.call('GET', `/api/signups/events/${event.id}/dates`, { token: readOnly });
    expect(dates.status).toBe(200);
    expect(dates.json.dates[0]).toMatchObject({ key: event.key, capacity: 3, placesTaken: 3, coming: { signups: 1, people: 3 } });
    const people = await api.call('GET', `/api/signups/events/${event.id}/dates/${event.key}/people`, { token: readOnly });
    expect(people.status).toBe(403);
    expect(`${dates.text}${people.text}`).not.toMatch(/ann@example\.org|Resident ann/);
  });

  it('lists who comes to Admin a page at a time, checks people in, and ends a sign-up, telling the person', async () => {
    const event = await openEvent(signupSettings({ capacity: 10 }));
    for (const name of ['a', 'b', 'c']) await signedUp(event.id, event.key, `${name}@example.org`);
    await mail.inbox.waitFor(6);
    const page1 = await api.call('GET', `/api/signups/events/${event.id}/dates/${event.key}/people?limit=2`, { token: admin.token });
    expect(page1.json.people.map((p: { email: string }) => p.email)).toEqual(['a@example.org', 'b@example.org']);
    const page2 = await api.call(
      'GET',
      `/api/signups/events/${event.id}/dates/${event.key}/people?limit=2&cursor=${page1.json.nextCursor}`,
      {
        token: admin.token,
      },
    );
    expect(page2.json).toMatchObject({ people: [{ email: 'c@example.org' }], nextCursor: null });

    const [a, b] = page1.json.people as { id: string }[];
    expect((await api.call('PUT', `/api/signups/${a.id}/check-in`, { body: { attended: true }, token: admin.token })).status).toBe(204);
    expect(await ledgerOf(event.id, event.key)).toMatchObject({ attended: { signups: 1, people: 1 } });
    expect((await api.call('POST', `/api/signups/${b.id}/cancel`, { body: {}, token: admin.token })).status).toBe(204);
    const [told] = await received(6, 1);
    expect(told.envelopeTo).toEqual(['b@example.org']);
    expect(told.parsed.subject).toMatch(/^Your sign-up is cancelled/);
    const audit = await api.call('GET', '/api/audit?itemType=signup', { token: admin.token });
    expect(audit.json.entries.map((e: { itemId: string }) => e.itemId).sort()).toEqual([a.id, b.id].sort());

    const sent = await api.call('POST', `/api/signups/events/${event.id}/dates/${event.key}/message`, {
      body: { subject: 'Bring gloves', body: 'Please bring your own gloves this week.', audience: 'coming' },
      token: admin.token,
    });
    expect(sent.status, sent.text).toBe(201);
    const notes = await received(7, 2);
    expect(notes.map((m) => m.envelopeTo[0]).sort()).toEqual(['a@example.org', 'c@example.org']);
  });
});

describe('a general meeting', () => {
  it('matches the sign-ups to the voter list on the meeting date, by address and else by name', async () => {
    const event = await openEvent(signupSettings({ capacity: 50, shifts: [], generalMeeting: true }));
    const year = Number(event.key.slice(0, 4));
    await storeMember({ firstName: 'Vera', lastName: 'Voter', email: 'vera@example.org' }, [{ year, date: event.key }]);
    await storeMember({ firstName: 'Lapsed', lastName: 'Member', email: 'lapsed@example.org' }, [
      { year: year - 1, date: `${year - 1}-01-05` },
    ]);
    await signedUp(event.id, event.key, 'vera@example.org');
    await signedUp(event.id, event.key, 'vera.at.home@example.org', { name: 'vera  VOTER' });
    await signedUp(event.id, event.key, 'lapsed@example.org');
    const people = await api.call('GET', `/api/signups/events/${event.id}/dates/${event.key}/people`, { token: admin.token });
    expect(people.json.people.map((p: { email: string; standing: string }) => [p.email, p.standing])).toEqual([
      ['vera@example.org', 'good'],
      ['vera.at.home@example.org', 'good-by-name'],
      ['lapsed@example.org', 'not-found'],
    ]);
  });
});

describe('retention', () => {
  it(`deletes a sign-up ${LIMITS.signupRetentionDays} days after its date, and one never confirmed after ${LIMITS.signupConfirmHours} hours`, async () => {
    const event = await openEvent();
    await signedUp(event.id, event.key, 'kept@example.org');
    await postSignup(fields(event.id, event.key, 'unconfirmed@example.org'));
    await mail.inbox.waitFor(3);
    expect(await forgetOldSignups(new Date(Date.now() + (LIMITS.signupConfirmHours + 1) * 3_600_000))).toBe(1);
    expect((await storedSignups(event.id, event.key)).map((s) => s.email)).toEqual(['kept@example.org']);
    // What is kept about an address (the face the member portal and "Download my data" read), until retention.
    expect(await signupsOfAddress('Kept@Example.org')).toEqual([
      expect.objectContaining({ eventId: event.id, eventTitle: 'Garden work party', key: event.key, status: 'confirmed', party: 1 }),
    ]);
    const afterRetention = inVancouver(addDays(event.key, LIMITS.signupRetentionDays + 2), '00:00').toJSDate();
    expect(await forgetOldSignups(afterRetention)).toBe(1);
    expect(await storedSignups(event.id, event.key)).toEqual([]);
    expect(await signupsOfAddress('kept@example.org')).toEqual([]);
    expect(await ledgerOf(event.id, event.key)).toBeUndefined();
    expect((await db.collection(COLLECTIONS.signupChanges).get()).size).toBe(0);
  });
});
