/**
 * Every public page's path and title: the one list the web app builds its public routes, titles
 * and sitemap from, and the server checks analytics page views against. Zod-free, so public pages
 * may import it. Staff routes are not here.
 */
export const PUBLIC_PAGES = {
  '/': 'Home',
  '/vision': 'Vision & Mission',
  '/executive': 'Executive Members',
  '/membership': 'Membership',
  '/official-community-plan': 'Official Community Plan',
  '/rezoning': 'Rezoning / Development',
  '/applications': 'Development Applications',
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
