import { DEFAULT_COMMENT_RETENTION_DAYS } from '@roca/contract/consultation-choices';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import type { SiteContent } from '@roca/contract/content/site-content';
import { SEED_JOINING } from '@roca/contract/join-choices';

/**
 * The content the site ships with, as a publish renders it: the seed, no development updates or
 * event alerts, and the join settings' defaults with the join form (SEED_JOINING). The build renders the public pages from it until
 * the first publish renders the stored content. React-free, for the build script too.
 */
export const SEED_SITE_CONTENT: SiteContent = {
  ...SEED_CONTENT,
  developments: [],
  eventAlerts: [],
  joinSettings: SEED_JOINING,
  consultations: [],
  consultationSettings: { retentionDaysAfterDecision: DEFAULT_COMMENT_RETENTION_DAYS },
};
