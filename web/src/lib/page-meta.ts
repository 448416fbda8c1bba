import type { MetaDescriptor } from 'react-router';
import { SEED_CONTENT } from '@roca/contract/content/seed';

/** "Calendar of Events | ROCA": every page's <title>, published (with the stored short name) or not. */
export const documentTitle = (title: string, shortName: string) => `${title} | ${shortName}`;

/**
 * The <title> and meta description of a screen of the hydrated app (staff screens, the 404 page).
 * The published public pages get theirs from the page registry (web/src/publishing/public-pages.ts).
 */
export function pageMeta(title: string, description: string, { noindex = false } = {}): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [
    { title: documentTitle(title, SEED_CONTENT.settings.shortName) },
    { name: 'description', content: description },
  ];
  if (noindex) meta.push({ name: 'robots', content: 'noindex' });
  return meta;
}
