import { z } from './zod';
import { LIMITS } from './limits';
import { httpUrl } from './fields';

const trackedPath = z
  .string({ error: 'Path is required' })
  .min(1, 'Path is required')
  .max(LIMITS.analyticsPath, `Path must be at most ${LIMITS.analyticsPath} characters`)
  .regex(/^\/[^\s]*$/, 'Path must start with /');

/** Body of POST /api/analytics/track. */
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
