import type { Response } from 'express';
import type { FunctionPage } from '@roca/contract/function-pages';
import { todayInVancouver } from '@roca/contract/publishing';
import { loadRenderer } from '../publishing/renderer';
import { readSiteSettings } from '../services/site-content';

/**
 * Sends a public page the function renders per request (contract/src/function-pages.ts): the
 * site's layout with the stored settings in its header and footer, and the site's stylesheet.
 * Such a page answers one person's link, so it is never cached, never indexed, and its address
 * (with the link's token) never goes out in a Referer.
 */
export async function sendFunctionPage(res: Response, status: number, page: FunctionPage) {
  const [renderer, settings] = await Promise.all([loadRenderer(), readSiteSettings()]);
  const html = renderer.renderFunctionPage(page, { settings, today: todayInVancouver() });
  res
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
    })
    .send(html);
}
