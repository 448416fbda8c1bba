/**
 * How much five years of a busy association hold (docs/performance.md, "Scale"): at scale 1 the figures below, at
 * scale N each of them N times (docs/performance.md, "Scale"). The staff accounts, the 365 days of
 * analytics and the site's settings do not grow with the scale: a larger association has more of
 * everything else, not more days or more officers.
 */
const AT_SCALE_1 = {
  developments: 500,
  /** Development updates with files attached (one to three each). */
  developmentsWithAttachments: 100,
  calendarEvents: 300,
  /** A third of the calendar repeats (weekly, monthly or yearly, most until a date). */
  repeatingCalendarEvents: 100,
  /** Event alerts on the home page: about one a month, the last few visible. */
  eventAlerts: 60,
  members: 2_000,
  payments: 6_000,
  subscribers: 2_000,
  mailSends: 100,
  outboxMessages: 50_000,
  auditEntries: 20_000,
  /** Paths with analytics records: the public pages, the unknown-path bucket, and links clicked. */
  analyticsPaths: 200,
} as const;

export const ANALYTICS_DAYS = 365;

export type Plan = { [K in keyof typeof AT_SCALE_1]: number };

export function planFor(scale: number): Plan {
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`--scale must be a number above 0, not ${scale}`);
  return Object.fromEntries(Object.entries(AT_SCALE_1).map(([key, count]) => [key, Math.max(1, Math.round(count * scale))])) as Plan;
}
