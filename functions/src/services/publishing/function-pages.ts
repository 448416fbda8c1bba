import type { FunctionPage, PortalDataPage } from '@roca/contract/function-pages';
import { todayInVancouver } from '@roca/contract/days';
// Bundled in at build time (functions/build.mjs): the one place the site's security headers are written.
import firebaseJson from '../../../../firebase.json';
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

/** A member's data as an HTML file of its own, for My membership's download (readable offline, no stylesheet to fetch). */
export async function renderDataDocument(page: PortalDataPage): Promise<string> {
  return (await loadRenderer()).renderDataDocument(page);
}

/**
 * The headers Hosting gives every page (firebase.json, source `**`) that guard a page itself: its
 * Content-Security-Policy, that no other site may frame it, that no browser guesses its type.
 * The function sets them on its own pages too (docs/security.md): the function's own URL answers
 * without Hosting, and a page must not depend on what sits in front of it. Read from firebase.json
 * so the two never differ (Hosting's win where both are set).
 */
const SITE_PAGE_HEADERS = ['Content-Security-Policy', 'X-Frame-Options', 'X-Content-Type-Options'] as const;
const siteHeaders = firebaseJson.hosting.headers.find((rule) => rule.source === '**')?.headers ?? [];
const pageGuards = Object.fromEntries(
  SITE_PAGE_HEADERS.map((key) => {
    const header = siteHeaders.find((h) => h.key === key);
    if (!header)
      throw new Error(`firebase.json sets no ${key} for every page: the function's pages need it (services/publishing/function-pages.ts)`);
    return [key, header.value];
  }),
);

/**
 * Such a page answers one person's link: never cached, never indexed, and its address (with the
 * link's token) never sent on in a Referer (firebase.json sets the last two for /mail/** too,
 * since Hosting's headers win over the function's); and guarded as every page of the site is.
 */
export const FUNCTION_PAGE_HEADERS = {
  ...pageGuards,
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
};
