import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { EXPANSION_BUDGET, expandOccurrences, formatRepeatRule, parseRepeatRule, repeatRuleProblem } from './recurrence';

/** The dates ical.js lists from the event's own date, with no budget and no shortcut: the reference. */
function referenceDates(date: string, rule: string, range: { from: string; to: string }): string[] {
  const [year, month, day] = date.split('-').map(Number);
  const iterator = ICAL.Recur.fromString(rule).iterator(ICAL.Time.fromData({ year, month, day, isDate: true }));
  const dates: string[] = [];
  for (let next = iterator.next(); next; next = iterator.next()) {
    const found = `${next.year}-${String(next.month).padStart(2, '0')}-${String(next.day).padStart(2, '0')}`;
    if (found > range.to) break;
    if (found >= range.from) dates.push(found);
  }
  return dates;
}

describe('rules that used to stop every publish are refused, each in bounded time', () => {
  it("parts that do not go together, said in the rule's terms, not the library's", () => {
    expect(repeatRuleProblem('FREQ=WEEKLY;BYMONTHDAY=3', '2026-12-15')).toBe(
      'Repeat rule cannot name days of the month (BYMONTHDAY) in a weekly rule',
    );
    expect(repeatRuleProblem('FREQ=MONTHLY;BYDAY=6TU', '2026-12-15')).toBe(
      'Repeat rule counts weekdays of a month up to 5 (e.g. 3TU, -1FR)',
    );
    expect(repeatRuleProblem('FREQ=MONTHLY;BYDAY=5MO;BYMONTHDAY=1', '2026-12-15')).toBe(
      'Repeat rule parts do not fit together: check its BYDAY, BYMONTHDAY and BYSETPOS',
    );
  });

  it('a day that never comes: February 30, which ical.js would look for without end', () => {
    expect(repeatRuleProblem('FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30', '2026-01-10')).toMatch(/^Repeat rule takes too many steps/);
    // Expanding it for a page gives no dates and the reason, instead of spinning.
    const expansion = expandOccurrences(
      { date: '2026-01-10', repeat: 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30' },
      { from: '2026-06-01', to: '2027-06-01' },
    );
    expect(expansion).toEqual({ dates: [], problem: expect.stringMatching(/too many steps/) });
  });

  it('a yearly rule with no possible day, which ical.js would try up to the year 20000', () => {
    expect(repeatRuleProblem('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30;BYDAY=MO', '2026-01-10')).toMatch(/too many steps/);
  });

  it('line breaks and anything outside the RRULE grammar (they would reach the feed)', () => {
    const injected = 'FREQ=WEEKLY\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nURL:https://evil.example';
    expect(repeatRuleProblem(injected, '2026-12-15')).toBe('Repeat rule must be one line, with no line breaks');
    expect(repeatRuleProblem('FREQ=WEEKLY\nBYDAY=MO', '2026-12-15')).toBe('Repeat rule must be one line, with no line breaks');
    // ical.js reads a COUNT with parseInt: what followed the number went unnoticed.
    expect(repeatRuleProblem('FREQ=WEEKLY;COUNT=5\r\nURL:https://evil.example', '2026-12-15')).toBe(
      'Repeat rule must be one line, with no line breaks',
    );
    expect(repeatRuleProblem('FREQ=WEEKLY;BYDAY=MO:X', '2026-12-15')).toMatch(/may only hold RRULE parts/);
    expect(repeatRuleProblem('FREQ=WEEKLY;UNTIL=2027', '2026-12-15')).toMatch(/part UNTIL is not valid/);
    expect(repeatRuleProblem('FREQ=WEEKLY;FREQ=DAILY', '2026-12-15')).toBe('Repeat rule names FREQ more than once');
    expect(repeatRuleProblem('BYDAY=MO', '2026-12-15')).toMatch(/needs a frequency/);
    expect(repeatRuleProblem('FREQ=DAILY;COUNT=5000', '2026-12-15')).toBe('Repeat count must be 1 to 1000');
  });

  it('a rule whose first dates are cheap but whose year of dates costs several times a daily one (0.3 s and more each to list)', () => {
    const rule = 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYSETPOS=1,2,3,4,5,6,7,8,9,10';
    expect(repeatRuleProblem(rule, '2026-01-01')).toMatch(/too much work to list a year of its dates/);
    // Stored around the checks, every listing of it stops at the same count, not at a clock.
    expect(expandOccurrences({ date: '2026-01-01', repeat: rule }, { from: '2026-01-01', to: '2027-01-01' }, 367).problem).toMatch(
      /too much work/,
    );
  });

  it('days a month lacks, which ical.js would move into the next month', () => {
    expect(repeatRuleProblem('FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31', '2026-01-10')).toMatch(/days some months do not have/);
    expect(repeatRuleProblem('FREQ=YEARLY', '2024-02-29')).toMatch(/days some months do not have/);
  });

  it('an event date outside 1900 to 2100 (year 0100 cost seconds per expansion)', () => {
    expect(expandOccurrences({ date: '0100-01-01', repeat: 'FREQ=DAILY' }, { from: '2026-01-01', to: '2026-12-31' }).problem).toBe(
      "The event's date must be a day from 1900 to 2100",
    );
  });
});

describe('rules a calendar of meetings needs are accepted', () => {
  it.each([
    ['FREQ=MONTHLY;BYDAY=3TU;UNTIL=20270630', '2026-12-15'],
    ['FREQ=MONTHLY;BYDAY=-1FR', '2026-01-30'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', '2026-01-31'],
    ['FREQ=MONTHLY', '2026-01-31'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE', '2026-01-05'],
    ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', '2024-02-29'],
    ['FREQ=YEARLY;COUNT=1000', '1900-06-01'],
    ['freq=weekly;byday=tu', '2026-12-15'],
  ])('%s from %s', (rule, date) => {
    expect(repeatRuleProblem(rule, date)).toBeNull();
  });

  it('but not a daily rule meant for one day every four years, which costs a step per day', () => {
    expect(repeatRuleProblem('FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29', '2024-02-29')).toMatch(/too many steps/);
    expect(EXPANSION_BUDGET.steps).toBeLessThan(3 * 4 * 365);
  });
});

// The reference (ical.js) walks every occurrence from the first date, up to 51,000 for a daily rule
// begun in 1960: a second or two alone, past the default 5 s on a machine busy with the other tests.
describe('expanding a rule begun long ago', { timeout: 30_000 }, () => {
  const ranges = [
    { from: '2026-11-01', to: '2027-11-01' },
    { from: '2099-02-01', to: '2100-12-31' },
  ];
  const rules: [string, string][] = [
    ['FREQ=DAILY', '1960-01-01'],
    ['FREQ=DAILY;INTERVAL=3;BYMONTH=2,3', '1950-03-07'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH', '1971-05-04'],
    ['FREQ=WEEKLY;WKST=SU;INTERVAL=3', '1999-12-31'],
    ['FREQ=MONTHLY;BYDAY=3TU', '1980-01-15'],
    ['FREQ=MONTHLY;INTERVAL=5;BYMONTHDAY=1,15', '1930-04-15'],
    ['FREQ=MONTHLY;BYDAY=MO,TU;BYSETPOS=-1', '2012-08-31'],
    ['FREQ=MONTHLY', '1904-01-31'],
    ['FREQ=YEARLY;INTERVAL=7', '1903-07-01'],
    ['FREQ=YEARLY;BYMONTH=11;BYDAY=4TH', '1920-11-25'],
    ['FREQ=DAILY;INTERVAL=7;BYMONTH=2', '1904-02-29'],
  ];
  for (const range of ranges) {
    it.each(rules)(`%s from %s lists what ical.js lists from the first date, ${range.from} to ${range.to}`, (rule, date) => {
      const { dates, problem } = expandOccurrences({ date, repeat: rule }, range, 1000);
      expect(problem).toBeNull();
      expect(dates).toEqual(referenceDates(date, rule, range));
    });
  }

  it('keeps counting a COUNT from the real first date', () => {
    const range = { from: '2026-01-01', to: '2026-12-31' };
    const { dates } = expandOccurrences({ date: '2025-12-01', repeat: 'FREQ=WEEKLY;COUNT=8' }, range);
    expect(dates).toEqual(referenceDates('2025-12-01', 'FREQ=WEEKLY;COUNT=8', range));
    expect(dates).toHaveLength(3);
  });

  it('stops at the limit', () => {
    expect(expandOccurrences({ date: '1900-01-01', repeat: 'FREQ=DAILY' }, { from: '2026-01-01', to: '2026-12-31' }, 3).dates).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
    ]);
  });
});

describe('the rule the feed writes', () => {
  const endOfDay = (day: string) => new Date(`${day}T23:59:59-07:00`);

  it('is written from the parsed parts, with a day UNTIL as the end of that day in UTC', () => {
    expect(formatRepeatRule('freq=monthly;byday=3tu;until=20270630', endOfDay)).toBe('FREQ=MONTHLY;BYDAY=3TU;UNTIL=20270701T065959Z');
    expect(formatRepeatRule('FREQ=WEEKLY;INTERVAL=2', endOfDay)).toBe('FREQ=WEEKLY;INTERVAL=2');
  });

  it('is null for a rule that is not one', () => {
    expect(formatRepeatRule('FREQ=WEEKLY\r\nURL:https://evil.example', endOfDay)).toBeNull();
    expect(parseRepeatRule('FREQ=WEEKLY;X-EVIL=1').problem).toBe('Repeat rule has unsupported parts: X-EVIL');
  });
});
