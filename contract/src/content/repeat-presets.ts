import ICAL from 'ical.js';

/**
 * The repetitions a calendar of meetings needs, offered by name ("Monthly on the third Tuesday")
 * instead of as RRULE text, and turned into and read back from RRULEs by ical.js. Each choice
 * follows from the event's first date: its weekday, its week of the month, its day. A rule none
 * of them produces (e.g. one sent through the API) stays a custom rule, shown as written.
 * Zod-free, so the staff form, the public calendar and the tests share it.
 */
export const REPEAT_CHOICES = [
  'none',
  'weekly',
  'biweekly',
  'monthlyWeekday',
  'monthlyLastWeekday',
  'monthlyDay',
  'yearly',
  'custom',
] as const;
export type RepeatChoice = (typeof REPEAT_CHOICES)[number];

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ORDINALS = ['first', 'second', 'third', 'fourth'];

/** A yyyy-mm-dd calendar day's parts; read in UTC so the day never shifts with a time zone. */
function dayParts(date: string) {
  const [year, month, day] = date.split('-').map(Number);
  const utc = new Date(Date.UTC(year, month - 1, day));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day, weekday: utc.getUTCDay(), weekOfMonth: Math.ceil(day / 7), isLastWeek: day + 7 > daysInMonth };
}

const isDay = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`));

/** "June 30, 2027". */
function formatRepeatDate(date: string): string {
  const { year, month, day } = dayParts(date);
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

type Preset = { label: string; recur: () => ICAL.Recur };

/** The named choices that make sense for an event first held on this date, with their rules. */
function presetsFor(date: string): Partial<Record<RepeatChoice, Preset>> {
  const { month, day, weekday, weekOfMonth, isLastWeek } = dayParts(date);
  const dayName = WEEKDAY_NAMES[weekday];
  const code = WEEKDAYS[weekday];
  const presets: Partial<Record<RepeatChoice, Preset>> = {
    weekly: { label: `Weekly on ${dayName}`, recur: () => new ICAL.Recur({ freq: 'WEEKLY' }) },
    biweekly: { label: `Every 2 weeks on ${dayName}`, recur: () => new ICAL.Recur({ freq: 'WEEKLY', interval: 2 }) },
  };
  // A fifth weekday is missing from most months; "the last" is what such an event means.
  if (weekOfMonth <= ORDINALS.length) {
    presets.monthlyWeekday = {
      label: `Monthly on the ${ORDINALS[weekOfMonth - 1]} ${dayName}`,
      recur: () => new ICAL.Recur({ freq: 'MONTHLY', byday: [`${weekOfMonth}${code}`] }),
    };
  }
  if (isLastWeek) {
    presets.monthlyLastWeekday = {
      label: `Monthly on the last ${dayName}`,
      recur: () => new ICAL.Recur({ freq: 'MONTHLY', byday: [`-1${code}`] }),
    };
  }
  // Day 29 to 31 is missing from some months, which a monthly-by-day rule then skips.
  if (day <= 28) {
    presets.monthlyDay = {
      label: `Monthly on day ${day}`,
      recur: () => new ICAL.Recur({ freq: 'MONTHLY', bymonthday: [day] }),
    };
  }
  presets.yearly = {
    label: `Yearly on ${new Date(Date.UTC(2000, month - 1, day)).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' })}`,
    recur: () => new ICAL.Recur({ freq: 'YEARLY' }),
  };
  return presets;
}

/** The choices to offer in the form's "Repeats" select for an event first held on `date`. */
export function repeatChoicesFor(date: string): { value: RepeatChoice; label: string }[] {
  const presets = isDay(date) ? presetsFor(date) : {};
  return [
    { value: 'none', label: 'Does not repeat' },
    ...REPEAT_CHOICES.flatMap((value) => (presets[value] ? [{ value, label: presets[value].label }] : [])),
    { value: 'custom', label: 'Custom rule (RRULE)' },
  ];
}

/**
 * The RRULE of a named choice for an event first held on `date`, ending on `until` (yyyy-mm-dd)
 * when given; '' for "does not repeat". Null when the choice does not fit the date (e.g. "the
 * last Tuesday" for a date early in the month) or is 'custom', whose rule the caller holds.
 */
export function buildRepeatRule(choice: RepeatChoice, date: string, until?: string): string | null {
  if (choice === 'none') return '';
  const preset = isDay(date) ? presetsFor(date)[choice] : undefined;
  if (!preset) return null;
  const recur = preset.recur();
  if (until && isDay(until)) {
    const { year, month, day } = dayParts(until);
    recur.until = ICAL.Time.fromData({ year, month, day, isDate: true });
  }
  return recur.toString();
}

/** A rule's end date as yyyy-mm-dd, if it has one (UNTIL as a date or a date-time). */
function untilOf(recur: ICAL.Recur): string | undefined {
  return recur.until ? recur.until.toString().slice(0, 10) : undefined;
}

/** The last day a rule allows (its UNTIL) as yyyy-mm-dd; undefined when it has none or is no rule. */
export function repeatEndDate(rule: string): string | undefined {
  try {
    return untilOf(ICAL.Recur.fromString(rule));
  } catch {
    return undefined;
  }
}

/**
 * Which named choice a stored rule is for an event first held on `date`, and its end date;
 * 'custom' when no choice produces it (a count, an interval, several days...).
 */
export function readRepeatRule(rule: string | undefined, date: string): { choice: RepeatChoice; until?: string } {
  if (!rule) return { choice: 'none' };
  let recur: ICAL.Recur;
  try {
    recur = ICAL.Recur.fromString(rule);
  } catch {
    return { choice: 'custom' };
  }
  const until = untilOf(recur);
  if (recur.count || !isDay(date)) return { choice: 'custom' };
  const endless = recur.clone();
  endless.until = null;
  const withoutEnd = endless.toString();
  const presets = presetsFor(date);
  for (const choice of REPEAT_CHOICES) {
    if (presets[choice]?.recur().toString() === withoutEnd) return { choice, until };
  }
  return { choice: 'custom', until };
}

/** How the calendar names an event's repetition, e.g. "Monthly on the third Tuesday until June 30, 2027". */
export function describeRepeat(rule: string | undefined, date: string): string | null {
  if (!rule) return null;
  const { choice, until } = readRepeatRule(rule, date);
  const label = choice === 'custom' ? `Repeats (${rule})` : presetsFor(date)[choice]?.label;
  return until ? `${label} until ${formatRepeatDate(until)}` : (label ?? null);
}
