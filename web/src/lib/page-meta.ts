import type { MetaDescriptor } from 'react-router';
import { site } from '../config/site';

/** The <title> and meta description of a page; every route module's `meta` uses this. */
export function pageMeta(title: string, description: string, { noindex = false } = {}): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [{ title: `${title} | ${site.shortName}` }, { name: 'description', content: description }];
  if (noindex) meta.push({ name: 'robots', content: 'noindex' });
  return meta;
}
