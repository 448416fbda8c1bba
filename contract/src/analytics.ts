import { z } from './zod';
import { LIMITS } from './limits';
import { httpUrl } from './fields';

const trackedPath = z
  .string({ error: 'Path is required' })
  .min(1, 'Path is required')
  .max(LIMITS.analyticsPath, `Path must be at most ${LIMITS.analyticsPath} characters`)
  .regex(/^\/[^\s]*$/, 'Path must start with /');

/**
 * Where the server counts a view of a path that is not one of the site's public pages
 * (contract/src/public-pages.ts): a mistyped or made-up address, that is a "Page Not Found".
 */
export const UNKNOWN_PAGE = { path: '(unknown path)', title: 'Page Not Found' } as const;

/**
 * Body of POST /api/analytics/track. The server records a page view under its own path list and
 * titles; `title` counts only for a new link (its text).
 */
export const trackInput = z.discriminatedUnion(
  'type',
  [
    z
      .object({
        type: z.literal('page'),
        path: trackedPath,
        title: z.string().trim().max(LIMITS.analyticsTitle, `Title must be at most ${LIMITS.analyticsTitle} characters`).default(''),
      })
      .strict(),
    z
      .object({
        type: z.literal('link'),
        path: trackedPath,
        title: z.string().trim().max(LIMITS.analyticsTitle, `Title must be at most ${LIMITS.analyticsTitle} characters`).default(''),
        targetUrl: httpUrl,
      })
      .strict(),
  ],
  { error: "Type must be 'page' or 'link'" },
);
export type TrackInput = z.input<typeof trackInput>;

export type AnalyticsItem = {
  id: string;
  path: string;
  title: string;
  type: 'page' | 'link';
  targetUrl?: string;
  /** A numeric string (docs/requirements.md, Data). */
  viewCount: string;
  lastViewed: string | null;
  createdAt: string;
};

/** One day of GET /api/analytics/daily: a date in the site's time zone (yyyy-mm-dd) and its counts. */
export type AnalyticsDay = { date: string; pageViews: number; linkClicks: number };
