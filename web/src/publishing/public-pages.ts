import type { SiteContent } from '@roca/contract/content/site-content';
import type { ContentKind } from '@roca/contract/publishing';
import { PUBLIC_PAGES, PUBLIC_PATHS, type PublicPath } from '@roca/contract/public-pages';
import { site } from '#web/config/site';

/**
 * The one registry of public pages (docs/decisions/008). Each page's path and title come from
 * contract/src/public-pages.ts (the server checks analytics page views against it); this adds
 * what the web app needs. routes.ts builds the public routes from it, the renderer its head and
 * HTML, the build its sitemap, publishing which pages a save re-renders, and the tests their list.
 * Adding a public page: add its path and title to the contract, an entry here, and its module.
 *
 * Component-free (routes.ts reads it at build time); the renderer finds the modules itself.
 */
type PublicPageEntry = {
  /** The route module under web/src, whose default export is the page. */
  module: `routes/${string}.tsx`;
  /** The meta description; pages that name the association take it from the content. */
  description: (content: SiteContent) => string;
  /**
   * Content the page shows besides the site settings, which every page's header and footer show:
   * a save of one of these kinds re-renders it.
   */
  shows: readonly Exclude<ContentKind, 'settings'>[];
};

const name = (content: SiteContent) => content.settings.associationName;

export const PUBLIC_PAGE_REGISTRY: Record<PublicPath, PublicPageEntry> = {
  '/': {
    module: 'routes/home.tsx',
    description: (c) => `Development updates, event alerts and membership of the ${name(c)} (${c.settings.shortName}).`,
    // An alert may link to the sign-up form of its date (docs/signups.md).
    shows: ['developments', 'eventAlerts', 'files', 'calendarEvents'],
  },
  '/vision': {
    module: 'routes/vision.tsx',
    description: (c) => `The vision, mission and mandate of the ${name(c)}.`,
    shows: [],
  },
  '/executive': {
    module: 'routes/executive.tsx',
    description: (c) =>
      `The ${c.executive.confirmedOn.slice(0, 4)} executive of the ${name(c)}: officers, directors and how to contact them.`,
    shows: ['executive'],
  },
  '/membership': {
    module: 'routes/membership.tsx',
    description: (c) => `Join the ${name(c)}: ${c.settings.membershipFeeText}, paid online.`,
    // The fee and the e-Transfer address of the join form.
    shows: ['joinSettings'],
  },
  '/official-community-plan': {
    module: 'routes/official-community-plan.tsx',
    description: () => 'What the Official Community Plan adopted May 7, 2024 means for our area, its key documents and how to take part.',
    shows: ['files'],
  },
  '/rezoning': {
    module: 'routes/rezoning.tsx',
    description: () => 'How rezoning and development applications work, our role, and what we look at when reviewing them.',
    // The applications open for comments, with their titles.
    shows: ['developments', 'consultations'],
  },
  '/applications': {
    module: 'routes/applications.tsx',
    description: (c) => `Every development update the ${name(c)} has posted, newest first, a page at a time.`,
    // Its pages after the first come and go with the updates (contract/src/applications.ts).
    shows: ['developments'],
  },
  '/participation-manual': {
    module: 'routes/participation-manual.tsx',
    description: () => 'How to take part in municipal decisions: types of participation, tips and the public participation handbook.',
    shows: ['files'],
  },
  '/council-schedule': {
    module: 'routes/council-schedule.tsx',
    description: () => 'When and where Council meets, how to attend or watch, and how to give your input.',
    shows: ['files'],
  },
  '/budget-manual': {
    module: 'routes/budget-manual.tsx',
    description: () => 'How the municipal budget is built, its timeline, and how residents can influence it.',
    shows: [],
  },
  '/calendar': {
    module: 'routes/calendar.tsx',
    description: () => 'Upcoming community meetings, information sessions and neighbourhood events.',
    shows: ['calendarEvents'],
  },
  '/disclaimers': {
    module: 'routes/disclaimers.tsx',
    description: () => 'Disclaimers, privacy and the limits of the information on this website.',
    shows: [],
  },
  '/contact': {
    module: 'routes/contact.tsx',
    description: (c) => `How to reach the ${name(c)} and the area we serve.`,
    shows: [],
  },
  '/community-links': {
    module: 'routes/community-links.tsx',
    description: () => 'Useful links for residents: municipal services, parks, schools, safety and transit.',
    shows: ['communityLinks'],
  },
  '/business-directory': {
    module: 'routes/business-directory.tsx',
    description: () => 'Local businesses in our neighbourhood, and how to list yours.',
    shows: ['businesses'],
  },
  '/volunteer': {
    module: 'routes/volunteer.tsx',
    description: () => 'Volunteer opportunities and current needs of the community association, and how to start.',
    shows: ['volunteerNeeds'],
  },
  '/get-involved': {
    module: 'routes/get-involved.tsx',
    description: () => 'Six ways to get involved in your neighbourhood, and resources for taking part in municipal decisions.',
    shows: [],
  },
  '/history': {
    module: 'routes/history.tsx',
    description: () => `The history of ${site.areaName}: from Indigenous lands to today, and its landmarks.`,
    shows: [],
  },
  '/heritage': {
    module: 'routes/heritage.tsx',
    description: () => 'The heritage features of our neighbourhood, the threats they face and what we are doing to conserve them.',
    shows: [],
  },
  '/boundaries': {
    module: 'routes/boundaries.tsx',
    description: (c) => `The area the ${name(c)} serves: boundary map, regional map, key areas and neighbouring associations.`,
    shows: ['files'],
  },
  '/constitution-bylaws': {
    module: 'routes/constitution-bylaws.tsx',
    description: (c) => `The constitution and bylaws of the ${name(c)}: key provisions, member rights and the full document.`,
    shows: ['files'],
  },
};

export { PUBLIC_PAGES, PUBLIC_PATHS, type PublicPath };

/** The pages that show any of these kinds of content; the site settings are on every page. */
export function pagesShowing(kinds: readonly ContentKind[]): PublicPath[] {
  if (kinds.includes('settings')) return [...PUBLIC_PATHS];
  return PUBLIC_PATHS.filter((path) => PUBLIC_PAGE_REGISTRY[path].shows.some((kind) => kinds.includes(kind)));
}
