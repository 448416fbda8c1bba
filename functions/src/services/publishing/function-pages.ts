import type { FunctionPage } from '@roca/contract/function-pages';
import { todayInVancouver } from '@roca/contract/days';
import { loadRenderer } from './renderer';
import { readSiteSettings } from '../content';

/**
 * A public page the function renders per request (contract/src/function-pages.ts): the site's
 * layout with the stored settings in its header and footer, and the site's stylesheet.
 */
export async function renderFunctionPage(page: FunctionPage): Promise<string> {
  const [renderer, settings] = await Promise.all([loadRenderer(), readSiteSettings()]);
  return renderer.renderFunctionPage(page, { settings, today: todayInVancouver() });
}

/**
 * Such a page answers one person's link: never cached, never indexed, and its address (with the
 * link's token) never sent on in a Referer (firebase.json sets the last two for /mail/** too,
 * since Hosting's headers win over the function's).
 */
export const FUNCTION_PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
};
