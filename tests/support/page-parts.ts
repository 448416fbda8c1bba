/**
 * The parts only some public pages show, whose inline scripts only those pages carry
 * (web/scripts/build-public-assets.ts, PAGE_PARTS; docs/decisions/015): the one table the budget,
 * CSP and script tests read.
 */
export const PARTS_SHOWN: Record<string, string[]> = {
  '/': ['hero-slider', 'form-checks'],
  '/membership': ['form-checks'],
  '/rezoning': ['form-checks'],
  // A sign-up form under each date of an event that takes sign-ups (docs/signups.md): the seed's work party.
  '/calendar': ['form-checks'],
  // The public contact forms (docs/inbox.md), first on each page with a mail link (docs/requirements.md, Public pages).
  '/contact': ['form-checks'],
  '/volunteer': ['form-checks'],
  '/get-involved': ['form-checks'],
  '/business-directory': ['form-checks'],
  '/community-links': ['form-checks'],
  '/heritage': ['form-checks'],
  '/boundaries': ['form-checks'],
  '/constitution-bylaws': ['form-checks'],
};

/** How many inline scripts a public page carries: its page script and one per part it shows. */
export const inlineScriptsOn = (path: string) => 1 + (PARTS_SHOWN[path]?.length ?? 0);
