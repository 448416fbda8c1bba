import ICAL from 'ical.js';
import { describe, expect, it, vi } from 'vitest';
import type { PublishStatus } from '@roca/contract/publishing';
import { todayInVancouver } from '@roca/contract/days';
import { LIMITS } from '@roca/contract';
import { db } from '../support/db';
import { calendarEventsCollection } from '../../functions/src/services/content';
import { apiTestFile } from '../support/api-test-file';
import { developmentInput } from '../support/builders';
import { siteUrl } from '../support/browser';
import { callSite, expectRefusedWithoutHarm, postJson } from '../support/front-door';
import { publishStoredContent, waitForPublishedChanges } from '../support/publishing';

/**
 * One calendar event used to stop every publish (docs/decisions/013). Its rule was only
 * parsed, so ical.js then failed on it, looked for a February 30 for ever, or spent seconds on an
 * event of the year 0100; and a rule with a line break went raw into /calendar.ics. Saves go
 * through the Hosting emulator to the built function, as production takes them; events stored
 * around the API (as older versions let them in) must leave the rest publishing within a minute.
 */
const { api, staff } = apiTestFile({ roles: ['Super'] });
vi.setConfig({ testTimeout: 120_000 });

const nextMonth = () => {
  const [year, month] = todayInVancouver().split('-').map(Number);
  return new Date(Date.UTC(year, month, 12)).toISOString().slice(0, 10);
};

const calendarEvent = (overrides: Partial<Record<string, string>>) => ({
  title: 'Residents Meeting',
  date: nextMonth(),
  time: '19:00',
  location: 'Community Hall',
  type: 'Meeting',
  description: 'Open to all residents.',
  ...overrides,
});

/** ical.js reads COUNT with parseInt, so what followed the number in the same part went unnoticed. */
const INJECTED_RULE =
  'FREQ=WEEKLY;COUNT=5\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:x@evil.example\r\nSUMMARY:Free money\r\nURL:https://evil.example/claim';

/** The rules of the issue, each with the field its 400 names. */
const ISSUE_RULES = [
  { name: 'BYMONTHDAY in a weekly rule', event: { title: 'Weekly on the 3rd', repeat: 'FREQ=WEEKLY;BYMONTHDAY=3' }, field: 'repeat' },
  { name: 'February 30', event: { title: 'Every February 30', repeat: 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30' }, field: 'repeat' },
  {
    name: 'a daily event of the year 0100',
    event: { title: 'Since Roman times', date: '0100-01-01', repeat: 'FREQ=DAILY' },
    field: 'date',
  },
  { name: 'a line break (feed injection)', event: { title: 'Injected', repeat: INJECTED_RULE }, field: 'repeat' },
  {
    name: 'cheap first dates, but a year of them costing several times a daily rule',
    event: { title: 'Ten days a month', repeat: 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYSETPOS=1,2,3,4,5,6,7,8,9,10' },
    field: 'repeat',
  },
];

const servedHtml = async (path: string) => (await fetch(siteUrl(path))).text();

describe('saving a calendar event whose rule would stop publishing', () => {
  it.each(ISSUE_RULES)('$name: 400 naming the field, nothing stored', async ({ event, field }) => {
    const res = await expectRefusedWithoutHarm(() => postJson('/api/calendar-events', calendarEvent(event), { token: staff.token }), 400);
    expect(Object.keys(res.json.fieldErrors)).toEqual([field]);
    expect(res.json.fieldErrors[field]).toMatch(field === 'repeat' ? /^Repeat rule/ : /^Date must be from 1900 to 2100$/);
  });

  it(`holds at most ${LIMITS.calendarEventsMax} events: what one save can add, and so what a publish lists, is bounded`, async () => {
    // The seed's events and as many more as leave room for one.
    const seeded = (await calendarEventsCollection().count().get()).data().count;
    const batch = db.batch();
    for (let i = seeded + 1; i < LIMITS.calendarEventsMax; i++)
      batch.set(calendarEventsCollection().doc(`stored-${i}`), calendarEvent({ title: `Event ${i}` }));
    await batch.commit();
    expect((await postJson('/api/calendar-events', calendarEvent({}), { token: staff.token })).status).toBe(201);
    const res = await expectRefusedWithoutHarm(() => postJson('/api/calendar-events', calendarEvent({}), { token: staff.token }), 400);
    expect(res.json.message).toBe(
      `There can be at most ${LIMITS.calendarEventsMax} items in this list; delete one before adding a calendar event`,
    );
  });

  it('accepts the rule of a monthly meeting, in small letters too, and stores it as the presets write it', async () => {
    const res = await callSite('POST', '/api/calendar-events', {
      body: JSON.stringify(calendarEvent({ repeat: 'freq=monthly;byday=3tu' })),
      contentType: 'application/json',
      token: staff.token,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.repeat).toBe('FREQ=MONTHLY;BYDAY=3TU');
  });
});

describe('an event stored around the checks (by an older version, say)', () => {
  it.each(ISSUE_RULES)(
    '$name: is left off the pages and the feed, named in the publish status, and a new development update still reaches the home page within 60 s',
    async ({ event }) => {
      await calendarEventsCollection().doc('stored-around-the-api').set(calendarEvent(event));
      await calendarEventsCollection()
        .doc('a-good-event')
        .set(calendarEvent({ title: 'Neighbourhood Tree Planting' }));

      const saved = await api.call('POST', '/api/developments', {
        token: staff.token,
        body: developmentInput({ projectTitle: 'Willow Row Duplexes' }),
      });
      expect(saved.status).toBe(201);
      // Within the 60 s a visitor may wait (waitForPublish's limit).
      await waitForPublishedChanges();
      expect(await servedHtml('/')).toContain('Willow Row Duplexes');

      // The calendar page is published with the good event and without the bad one.
      await publishStoredContent();
      const calendar = await servedHtml('/calendar');
      expect(calendar).toContain('Neighbourhood Tree Planting');
      expect(calendar).not.toContain(event.title);

      const status = (await api.call('GET', '/api/publish-status', { token: staff.token })).json as PublishStatus;
      expect(status.state).toBe('idle');
      expect(status.problems).toEqual([
        {
          item: `Calendar event "${event.title}"`,
          reason: expect.stringMatching(/^(Repeat rule|Date must be)/),
          screen: '/admin/content/calendar',
        },
      ]);

      // The feed, through Hosting, is a well-formed calendar of the good events only.
      const feed = await callSite('GET', '/calendar.ics');
      expect(feed.status).toBe(200);
      expect(feed.text).not.toContain('evil.example');
      expect(feed.text).not.toContain(event.title);
      const vevents = new ICAL.Component(ICAL.parse(feed.text)).getAllSubcomponents('vevent');
      expect(vevents.map((vevent) => vevent.getFirstPropertyValue('summary'))).toContain('Neighbourhood Tree Planting');
      expect(feed.text.match(/^BEGIN:VEVENT\r$/gm)?.length).toBe(vevents.length);
    },
  );

  it('is named until it is fixed, then published', async () => {
    await calendarEventsCollection()
      .doc('stored-around-the-api')
      .set(calendarEvent({ title: 'Every February 30', repeat: 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30' }));
    await publishStoredContent();
    expect((await api.call('GET', '/api/publish-status', { token: staff.token })).json.problems).toHaveLength(1);

    const fixed = await api.call('PUT', '/api/calendar-events/stored-around-the-api', {
      token: staff.token,
      body: calendarEvent({ title: 'Every February 28', repeat: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28' }),
    });
    expect(fixed.status, fixed.text).toBe(200);
    await waitForPublishedChanges();
    expect(await servedHtml('/calendar')).toContain('Every February 28');
    expect((await api.call('GET', '/api/publish-status', { token: staff.token })).json.problems).toBeUndefined();
  });
});
