import ICAL from 'ical.js';
import { DAY_MS } from '../days';

/**
 * Repeating calendar events: an RRULE (RFC 5545) such as `FREQ=MONTHLY;BYDAY=3TU;UNTIL=20270630`,
 * read and expanded by ical.js, the iCalendar library Thunderbird uses. Zod-free, so the public
 * calendar page, the staff screens, the feed and the server's checks share this one module.
 *
 * Every expansion goes through `expandOccurrences`, which cannot loop: ical.js has rules it
 * iterates without end (`FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30` looks for a February 30 for ever) or
 * for seconds (a yearly rule with no possible day tries every year up to 20000), so each expansion
 * has a budget of steps and of time, and a rule is accepted only if it expands within it.
 */
const REPEAT_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;

/** The first and last day a calendar event may have: dates outside are typing mistakes, and a rule
 * started centuries ago would cost every expansion the centuries in between. */
export const EVENT_DATE_WINDOW = { first: '1900-01-01', last: '2100-12-31' } as const;

/** Occurrences one expansion lists at most, unless the caller asks for more (a year of days). */
const MAX_OCCURRENCES = 60;

/**
 * What one expansion may spend, counted so that the same rule passes or fails on any machine:
 * - `steps`: ical.js's own iteration steps (each candidate day of its main loop, and each year a
 *   yearly rule expands, its set-up included). A year of any rule takes at most about 400; a rule
 *   that needs more to find its first dates is refused (a daily rule meant for one day a year:
 *   `FREQ=YEARLY` says it in one step).
 * - `operations`: the work inside those steps, which the steps alone do not bound (a monthly rule
 *   with BYSETPOS scans each month twice per date; a yearly rule builds a year of days per step):
 *   every call of the iterator's own methods and every date operation it asks of ical.js's Time,
 *   counted the same on any machine. A year of a daily rule is about 14,000, the costliest rules a
 *   calendar uses (a COUNT of 1000 years, every weekday but one BYSETPOS) up to about 55,000; 60,000
 *   takes at most about 0.15 s here. With LIMITS.calendarEventsMax events and three expansions
 *   each (the checks, the page, the feed), a publish stays far within its time limit.
 * - `milliseconds`: only the backstop against a step far slower than measured, set well above
 *   what the counts cost on a machine that is busy as well as slow.
 */
export const EXPANSION_BUDGET = { steps: 2000, operations: 60_000, milliseconds: 2000 } as const;

/** A rule is accepted when its first dates (all of them for a COUNT) come out within the budget. */
const CHECKED_OCCURRENCES = 4;
/** A COUNT is enumerated whole when checked; more would not fit the budget anyway. */
const MAX_COUNT = 1000;

const WEEKDAY = '(?:SU|MO|TU|WE|TH|FR|SA)';
const listOf = (item: string) => new RegExp(`^${item}(?:,${item})*$`);

/** The RRULE grammar (RFC 5545 3.3.10) of the parts a calendar of meetings needs; nothing else is read. */
const PART_GRAMMAR: Record<string, RegExp> = {
  FREQ: /^[A-Z]+$/,
  INTERVAL: /^\d{1,2}$/,
  COUNT: /^\d{1,4}$/,
  UNTIL: /^\d{8}(?:T\d{6}Z?)?$/,
  BYDAY: listOf(`[+-]?\\d{0,2}${WEEKDAY}`),
  BYMONTHDAY: listOf('[+-]?\\d{1,2}'),
  BYMONTH: listOf('\\d{1,2}'),
  BYSETPOS: listOf('[+-]?\\d{1,3}'),
  WKST: new RegExp(`^${WEEKDAY}$`),
};

const EXAMPLE = 'e.g. FREQ=MONTHLY;BYDAY=3TU;UNTIL=20270630';

type ParsedRule = { recur: ICAL.Recur; problem?: undefined } | { recur?: undefined; problem: string };

/**
 * Reads a rule strictly: one line of known parts, each once and in the RRULE grammar, then
 * ical.js's parse. Names and values are case-insensitive (RFC 5545 3.1), so the rule is read in
 * capitals. The stored text itself never goes anywhere: the feed writes the parsed rule.
 */
export function parseRepeatRule(rule: string): ParsedRule {
  // A rule stored around the API may be anything; staff screens show it rather than break.
  if (typeof rule !== 'string') return { problem: 'Repeat rule must be text' };
  if (/[\r\n]/.test(rule)) return { problem: 'Repeat rule must be one line, with no line breaks' };
  const text = rule.trim().toUpperCase();
  if (!/^[A-Z0-9=;,+-]+$/.test(text)) return { problem: `Repeat rule may only hold RRULE parts, ${EXAMPLE}` };
  const seen = new Set<string>();
  const unknown: string[] = [];
  for (const part of text.split(';')) {
    const [name, value, ...rest] = part.split('=');
    if (!(name in PART_GRAMMAR)) {
      unknown.push(name || '(empty)');
      continue;
    }
    if (seen.has(name)) return { problem: `Repeat rule names ${name} more than once` };
    seen.add(name);
    if (rest.length > 0 || value === undefined || !PART_GRAMMAR[name].test(value)) {
      return { problem: `Repeat rule part ${name} is not valid, ${EXAMPLE}` };
    }
  }
  if (unknown.length) return { problem: `Repeat rule has unsupported parts: ${unknown.join(', ')}` };
  if (!seen.has('FREQ')) return { problem: `Repeat rule needs a frequency (FREQ), ${EXAMPLE}` };
  let recur: ICAL.Recur;
  try {
    recur = ICAL.Recur.fromString(text);
  } catch {
    return { problem: `Repeat rule is not a valid RRULE, ${EXAMPLE}` };
  }
  if (!(REPEAT_FREQUENCIES as readonly string[]).includes(recur.freq)) {
    return { problem: `Repeat frequency must be one of ${REPEAT_FREQUENCIES.join(', ')}` };
  }
  if (recur.interval < 1 || recur.interval > 12) return { problem: 'Repeat interval must be 1 to 12' };
  if (recur.count !== null && (recur.count < 1 || recur.count > MAX_COUNT)) return { problem: `Repeat count must be 1 to ${MAX_COUNT}` };
  // What ical.js refuses to expand, said in the rule's own terms rather than the library's.
  if (recur.freq === 'WEEKLY' && recur.parts.BYMONTHDAY) {
    return { problem: 'Repeat rule cannot name days of the month (BYMONTHDAY) in a weekly rule' };
  }
  const ordinals = ((recur.parts.BYDAY ?? []) as string[]).map((day) => Math.abs(parseInt(day, 10)) || 0);
  if (recur.freq === 'MONTHLY' && ordinals.some((n) => n > 5)) {
    return { problem: 'Repeat rule counts weekdays of a month up to 5 (e.g. 3TU, -1FR)' };
  }
  return { recur };
}

type Day = { year: number; month: number; day: number };

const isoOf = ({ year, month, day }: Day) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const utcOf = ({ year, month, day }: Day) => Date.UTC(year, month - 1, day);
const dayOfUtc = (ms: number): Day => {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

/** A real yyyy-mm-dd day (not February 30), or null. */
function dayOf(iso: string): Day | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const [year, month, day] = iso.split('-').map(Number);
  return isoOf(dayOfUtc(utcOf({ year, month, day }))) === iso ? { year, month, day } : null;
}

const daysInMonth = ({ year, month }: Day) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A later first day with the same occurrences from `from` on, so a rule begun long ago costs
 * no more to list than one begun last month. ical.js works out each day, week, month or year of a
 * rule on its own, on the grid of whole intervals from the start: a start a whole number of
 * intervals later, on the same weekday or the same day of the month, gives the same dates after
 * it. The new start's own day, week, month or year lies wholly before `from`, so whatever ical.js
 * gives first (always the start itself, a date of the rule or not) is dropped as out of range. A
 * COUNT is counted from the real start, so such rules are not moved.
 */
function fastForward(recur: ICAL.Recur, start: Day, from: Day): Day {
  if (recur.count !== null || utcOf(from) <= utcOf(start)) return start;
  if (recur.freq === 'DAILY' || recur.freq === 'WEEKLY') {
    const period = recur.interval * (recur.freq === 'WEEKLY' ? 7 : 1);
    const periods = Math.floor((utcOf(from) - utcOf(start)) / DAY_MS / period) - 1;
    return periods > 0 ? dayOfUtc(utcOf(start) + periods * period * DAY_MS) : start;
  }
  const period = recur.interval * (recur.freq === 'YEARLY' ? 12 : 1);
  const months = (from.year - start.year) * 12 + from.month - start.month;
  for (let periods = Math.floor(months / period) - 1; periods > 0; periods--) {
    const shifted = start.month - 1 + periods * period;
    const moved = { year: start.year + Math.floor(shifted / 12), month: (shifted % 12) + 1, day: start.day };
    // A month without that day (the 31st, February 29 outside a leap year): an interval earlier.
    if (moved.day <= daysInMonth(moved)) return moved;
  }
  return start;
}

/** A rule that looks at more candidate days than this per date it finds is searching, not working. */
const DAYS_SEARCHED_PER_DATE = 366;

class BudgetExceeded extends Error {
  constructor(readonly spent: 'steps' | 'operations') {
    super(spent);
  }
}

/** The expansion being counted, if any: every ical.js Time operation adds to its operations. */
let meter: { operations: number } | null = null;
let timeMetered = false;

/**
 * Counts, while an expansion runs, each date operation it asks of ical.js's Time (not the ones
 * Time makes of itself, which depend on its caches): installed once, it costs nothing otherwise.
 */
function meterTimeOperations() {
  if (timeMetered) return;
  timeMetered = true;
  const proto = ICAL.Time.prototype as unknown as Record<string, unknown>;
  let depth = 0;
  for (const name of Object.getOwnPropertyNames(proto)) {
    const method = Object.getOwnPropertyDescriptor(proto, name)?.value;
    if (name === 'constructor' || typeof method !== 'function') continue;
    proto[name] = function (this: unknown, ...args: unknown[]) {
      if (meter && depth === 0) meter.operations++;
      depth++;
      try {
        return (method as (...a: unknown[]) => unknown).apply(this, args);
      } finally {
        depth--;
      }
    };
  }
}

/**
 * An ical.js iterator whose every step and operation is counted against the budget: each
 * candidate day of its main loop (check_contracting_rules) and each year a yearly rule expands
 * (expand_year_days, which its set-up also runs, up to the year 20000) are steps; every call of its
 * methods and of Time is an operation. It is built without its set-up, which is then run here under
 * the same count. `run` runs the expansion with the meter on.
 */
function budgetedIterator(recur: ICAL.Recur, start: Day) {
  meterTimeOperations();
  const iterator = new ICAL.RecurIterator({ rule: recur, dtstart: ICAL.Time.fromData({ ...start, isDate: true }), initialized: true });
  const deadline = Date.now() + EXPANSION_BUDGET.milliseconds;
  const count = { steps: 0, operations: 0, dates: 0 };
  const check = () => {
    if (count.steps > EXPANSION_BUDGET.steps || Date.now() > deadline) throw new BudgetExceeded('steps');
    // Spent searching (more than a year of candidate days per date found: it may look for a day that
    // never comes), or spent on each date it finds (the work per date is what costs).
    if (count.operations > EXPANSION_BUDGET.operations) {
      const found = count.dates - 1; // ical.js gives the start first, a date of the rule or not
      throw new BudgetExceeded(found > 0 && count.steps <= DAYS_SEARCHED_PER_DATE * found ? 'operations' : 'steps');
    }
  };
  const methods = iterator as unknown as Record<string, (...args: unknown[]) => unknown>;
  const proto = Object.getPrototypeOf(iterator) as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(proto)) {
    if (name === 'constructor' || typeof proto[name] !== 'function') continue;
    const method = (proto[name] as (...args: unknown[]) => unknown).bind(iterator);
    const isStep = name === 'check_contracting_rules' || name === 'expand_year_days';
    methods[name] = (...args: unknown[]) => {
      if (isStep) count.steps++;
      count.operations++;
      check();
      return method(...args);
    };
  }
  const run = <T>(work: () => T): T => {
    const outer = meter;
    meter = count;
    try {
      return work();
    } finally {
      meter = outer;
    }
  };
  run(() => methods.init());
  /** The iterator's next date, within the budget; `dates` counts those given. */
  const next = () => {
    const date = run(() => iterator.next());
    if (date) count.dates++;
    return date;
  };
  return { next };
}

/**
 * Whether a date after the first can come from the rule: ical.js turns a day a month lacks into
 * the next month's (April 31 becomes May 1, February 29 in 2025 becomes March 1) instead of
 * skipping it, which would list days the rule never meant.
 */
function namesRealDay(recur: ICAL.Recur, start: Day, date: Day): boolean {
  const months = recur.parts.BYMONTH as number[] | undefined;
  if (months && !months.includes(date.month)) return false;
  let monthDays = recur.parts.BYMONTHDAY as number[] | undefined;
  // With no BYDAY or BYMONTHDAY, a monthly or yearly rule repeats the first date's day.
  if (!monthDays && !recur.parts.BYDAY && (recur.freq === 'MONTHLY' || recur.freq === 'YEARLY')) monthDays = [start.day];
  if (!months && !recur.parts.BYDAY && !recur.parts.BYMONTHDAY && recur.freq === 'YEARLY' && date.month !== start.month) return false;
  return !monthDays || monthDays.includes(date.day) || monthDays.includes(date.day - daysInMonth(date) - 1);
}

export type DateRange = { from: string; to: string };
/** The dates found in order, or why the event's dates cannot be listed (then no dates). */
export type Expansion = { dates: string[]; problem: null } | { dates: []; problem: string };

const problem = (text: string): Expansion => ({ dates: [], problem: text });

const TOO_MUCH_WORK =
  'Repeat rule takes too much work to list a year of its dates (each date costs many steps, as BYSETPOS over many weekdays does). Choose a simpler rule';
const TOO_COSTLY =
  'Repeat rule takes too many steps to work out its dates: it may name a day that never comes, such as February 30. Choose a simpler rule';

/**
 * The dates (yyyy-mm-dd) an event happens on from `from` to `to` inclusive, in order, at most
 * `limit`: its own date when it does not repeat, otherwise the occurrences of its rule, within
 * EXPANSION_BUDGET. Dates are calendar days of the municipality; no time zone arithmetic is needed.
 */
export function expandOccurrences(event: { date: string; repeat?: string }, range: DateRange, limit = MAX_OCCURRENCES): Expansion {
  if (!event.repeat) return { dates: event.date >= range.from && event.date <= range.to ? [event.date] : [], problem: null };
  const start = dayOf(event.date);
  if (!start || event.date < EVENT_DATE_WINDOW.first || event.date > EVENT_DATE_WINDOW.last) {
    return problem(`The event's date must be a day from ${EVENT_DATE_WINDOW.first.slice(0, 4)} to ${EVENT_DATE_WINDOW.last.slice(0, 4)}`);
  }
  const parsed = parseRepeatRule(event.repeat);
  if (parsed.problem !== undefined) return problem(parsed.problem);
  const { recur } = parsed;
  const from = dayOf(range.from);
  const dates: string[] = [];
  try {
    const iterator = budgetedIterator(recur, from ? fastForward(recur, start, from) : start);
    // ical.js always gives its start first, which a later start (fastForward) may not be a date of.
    let next = iterator.next();
    for (let first = true; next && dates.length < limit; first = false) {
      const day = { year: next.year, month: next.month, day: next.day };
      if (!first && !namesRealDay(recur, start, day)) {
        return problem('Repeat rule names days some months do not have, such as April 31 or February 29 in most years');
      }
      const date = isoOf(day);
      if (date > range.to) break;
      if (date >= range.from) dates.push(date);
      // Asked only while more dates are wanted: the next may cost the whole budget to find.
      if (dates.length < limit) next = iterator.next();
    }
  } catch (err) {
    if (err instanceof BudgetExceeded) return problem(err.spent === 'operations' ? TOO_MUCH_WORK : TOO_COSTLY);
    // ical.js refuses other parts that cannot go together; its own words are for developers.
    return problem('Repeat rule parts do not fit together: check its BYDAY, BYMONTHDAY and BYSETPOS');
  }
  return { dates, problem: null };
}

/**
 * Why an event's repeat rule cannot be used, or null when it can: the rule is read strictly, then
 * expanded from the event's date, its first dates (all of a COUNT) and a year of dates each within
 * the budget. The date's
 * own checks are the caller's: with no valid date only the rule's text is checked.
 */
export function repeatRuleProblem(rule: string, date: string): string | null {
  const parsed = parseRepeatRule(rule);
  if (parsed.problem !== undefined) return parsed.problem;
  if (!dayOf(date) || date < EVENT_DATE_WINDOW.first || date > EVENT_DATE_WINDOW.last) return null;
  const limit = parsed.recur.count ?? CHECKED_OCCURRENCES;
  const event = { date, repeat: rule };
  // Its first dates, then a year of them: what the pages and the feed list, within the same budget.
  const yearLater = `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
  return (
    expandOccurrences(event, { from: date, to: '9999-12-31' }, limit).problem ??
    expandOccurrences(event, { from: date, to: yearLater }, A_YEAR_OF_DAYS).problem
  );
}

/** Every day of a year, a leap year's too: the most dates a page lists of one event. */
const A_YEAR_OF_DAYS = 367;

/**
 * The rule as ical.js writes it from its parsed parts, for the calendar feed: never the stored
 * text. An UNTIL written as a day becomes `endOfDay(day)` in UTC, since RFC 5545 wants UNTIL in
 * the form of a DTSTART with a time zone. Null when the rule is unusable.
 */
export function formatRepeatRule(rule: string, endOfDay: (day: string) => Date): string | null {
  const parsed = parseRepeatRule(rule);
  if (parsed.problem !== undefined) return null;
  const recur = parsed.recur.clone();
  if (recur.until?.isDate) recur.until = ICAL.Time.fromJSDate(endOfDay(isoOf(recur.until)), true);
  return recur.toString();
}
