import type { MetaDescriptor } from 'react-router';
import { SEED_CONTENT } from '@roca/contract/content/seed';

/** "Calendar of Events | ROCA": every page's <title>, published (with the stored short name) or not. */
export const documentTitle = (title: string, shortName: string) => `${title} | ${shortName}`;

/** The `handle` of a staff route: the screen's title, which the admin layout puts in the tab. */
export type StaffScreenHandle = { title: string };

/**
 * The meta description of a staff screen, which search engines must not index. Its <title> is
 * rendered by the admin layout from the route's `handle` and the stored short name
 * (components/admin/staff-document-title.tsx).
 */
export const staffMeta = (description: string): MetaDescriptor[] => [
  { name: 'description', content: description },
  { name: 'robots', content: 'noindex' },
];

/**
 * The <title> and meta description of the hydrated app's 'Page Not Found' (an unknown /admin path).
 * The published pages get theirs from the page registry (web/src/publishing/public-pages.ts).
 */
export const notFoundMeta = (title: string, description: string): MetaDescriptor[] => [
  { title: documentTitle(title, SEED_CONTENT.settings.shortName) },
  ...staffMeta(description),
];
