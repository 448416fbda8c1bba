import { describe, expect, it } from 'vitest';
import { calendarEventInput, storedCalendarEvent } from './calendar-events';
import { executiveInput } from './executive';
import { businessInput, communityLinkInput, volunteerNeedInput } from './lists';
import { expandOccurrences, repeatRuleProblem } from './recurrence';
import { SEED_CONTENT } from './seed';
import { eventSignupInput } from './event-signup';
import { mergeSiteSettings, siteSettings, siteSettingsUpdate } from './site-settings';

describe('the seed content', () => {
  it('passes the same checks as content staff save', () => {
    expect(siteSettings.safeParse(SEED_CONTENT.settings).success).toBe(true);
    expect(executiveInput.safeParse(SEED_CONTENT.executive).success).toBe(true);
    for (const { id: _id, signup, occurrences, ...event } of SEED_CONTENT.calendarEvents) {
      expect(calendarEventInput.safeParse(event).error).toBeUndefined();
      // The sign-up staff set on the Sign-up screen, and the event as stored with it.
      if (signup) expect(eventSignupInput.safeParse(signup).error).toBeUndefined();
      expect(storedCalendarEvent.safeParse({ ...event, signup, occurrences }).error).toBeUndefined();
    }
    for (const { id: _id, ...item } of SEED_CONTENT.businesses) expect(businessInput.safeParse(item).error).toBeUndefined();
    for (const { id: _id, ...item } of SEED_CONTENT.communityLinks) expect(communityLinkInput.safeParse(item).error).toBeUndefined();
    for (const { id: _id, ...item } of SEED_CONTENT.volunteerNeeds) expect(volunteerNeedInput.safeParse(item).error).toBeUndefined();
  });
});

describe('repeat rules', () => {
  it('accepts the rules a calendar of meetings needs', () => {
    expect(repeatRuleProblem('FREQ=MONTHLY;BYDAY=3TU;UNTIL=20270630', '2026-12-15')).toBeNull();
    expect(repeatRuleProblem('FREQ=WEEKLY;INTERVAL=2;COUNT=10', '2026-12-15')).toBeNull();
  });

  it('refuses what is not a rule, unknown parts and sub-daily repeats, saying why', () => {
    const day = '2026-12-15';
    expect(repeatRuleProblem('every third tuesday', day)).toMatch(/may only hold RRULE parts/);
    expect(repeatRuleProblem('FREQ=MONTHLY;FOO=1', day)).toBe('Repeat rule has unsupported parts: FOO');
    expect(repeatRuleProblem('FREQ=HOURLY', day)).toBe('Repeat frequency must be one of DAILY, WEEKLY, MONTHLY, YEARLY');
    expect(repeatRuleProblem('FREQ=MONTHLY;BYDAY=9XX', day)).toMatch(/part BYDAY is not valid/);
  });

  it('lists the third Tuesdays of each month until June 2027', () => {
    const event = { date: '2026-12-15', repeat: 'FREQ=MONTHLY;BYDAY=3TU;UNTIL=20270630' };
    expect(expandOccurrences(event, { from: '2026-11-23', to: '2027-12-31' }).dates).toEqual([
      '2026-12-15',
      '2027-01-19',
      '2027-02-16',
      '2027-03-16',
      '2027-04-20',
      '2027-05-18',
      '2027-06-15',
    ]);
  });

  it('keeps only the occurrences inside the range, and a one-off event on its own day', () => {
    const weekly = { date: '2026-11-02', repeat: 'FREQ=WEEKLY;COUNT=6' };
    expect(expandOccurrences(weekly, { from: '2026-11-20', to: '2026-12-31' }).dates).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    expect(expandOccurrences({ date: '2025-08-15' }, { from: '2026-11-23', to: '2027-11-23' }).dates).toEqual([]);
  });

  it('refuses a calendar event whose end is not after its start', () => {
    const event = { ...SEED_CONTENT.calendarEvents[0], id: undefined, endTime: '18:00' };
    delete event.id;
    const result = calendarEventInput.safeParse(event);
    expect(result.error?.issues[0]).toMatchObject({ path: ['endTime'], message: 'End time must be after the start time' });
  });
});

it('refuses a repetition that ends before the event starts', () => {
  const { id: _id, ...event } = SEED_CONTENT.calendarEvents[0];
  const result = calendarEventInput.safeParse({ ...event, date: '2026-12-15', repeat: 'FREQ=WEEKLY;UNTIL=20261201' });
  expect(result.error?.issues[0]).toMatchObject({ path: ['repeat'], message: 'The repetition must end on or after the event date' });
});

describe('executive', () => {
  it('needs a name unless the position is vacant', () => {
    const officers = SEED_CONTENT.executive.officers.map((o) => (o.position === 'Treasurer' ? { ...o, name: '' } : o));
    const result = executiveInput.safeParse({ ...SEED_CONTENT.executive, officers });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['officers', 3, 'name'],
      message: 'Name is required unless the position is vacant',
    });
  });

  it('lists the six positions in order and at most four directors', () => {
    const swapped = [...SEED_CONTENT.executive.officers].reverse();
    expect(executiveInput.safeParse({ ...SEED_CONTENT.executive, officers: swapped }).success).toBe(false);
    const directors = Array.from({ length: 5 }, () => SEED_CONTENT.executive.directors[0]);
    expect(executiveInput.safeParse({ ...SEED_CONTENT.executive, directors }).error?.issues[0].message).toBe(
      'At most 4 Directors-At-Large',
    );
  });
});

describe('site settings', () => {
  it('keeps every field an update does not send, inside links too', () => {
    const update = siteSettingsUpdate.parse({ email: 'office@example.org', links: { zoningBylaw: 'https://example.org/bylaw-2026' } });
    const merged = mergeSiteSettings(SEED_CONTENT.settings, update);
    expect(merged).toEqual({
      ...SEED_CONTENT.settings,
      email: 'office@example.org',
      links: { ...SEED_CONTENT.settings.links, zoningBylaw: 'https://example.org/bylaw-2026' },
    });
  });

  it('refuses a payment button id that is not letters and digits', () => {
    const result = siteSettings.safeParse({ ...SEED_CONTENT.settings, paymentButtonId: 'ABC 123"><script>' });
    expect(result.error?.issues[0].path).toEqual(['paymentButtonId']);
  });
});
