/**
 * Every public route with its page title: prerendered at build time, listed in sitemap.xml, and
 * the built-in title analytics falls back to (spec section 7). Staff routes are not here. Add a
 * path when you add a public page to routes.ts.
 */
export const PUBLIC_PAGES = {
  '/': 'Home',
  '/vision': 'Vision & Mission',
  '/executive': 'Executive Members',
  '/membership': 'Membership',
  '/official-community-plan': 'Official Community Plan',
  '/rezoning': 'Rezoning / Development',
  '/participation-manual': 'Participation Manual',
  '/council-schedule': 'Council Schedule',
  '/budget-manual': 'Budget Manual',
  '/calendar': 'Calendar of Events',
  '/disclaimers': 'Disclaimers',
  '/contact': 'Contact Us',
  '/community-links': 'Community Links',
  '/business-directory': 'Business Directory',
  '/volunteer': 'Volunteer',
  '/get-involved': 'Get Involved',
  '/history': 'History',
  '/heritage': 'Heritage',
  '/boundaries': 'Boundaries',
  '/constitution-bylaws': 'Constitution & Bylaws',
} as const;

export type PublicPath = keyof typeof PUBLIC_PAGES;

export const PUBLIC_PATHS = Object.keys(PUBLIC_PAGES) as PublicPath[];
