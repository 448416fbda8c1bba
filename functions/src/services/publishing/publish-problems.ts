import { storedCalendarEvent } from '@roca/contract/content/calendar-events';
import { businessInput, communityLinkInput, volunteerNeedInput } from '@roca/contract/content/lists';
import type { SiteContent } from '@roca/contract/content/site-content';
import { storedItemProblem } from '@roca/contract/content/stored-item-problem';
import { APPLICATIONS_PATH, applicationsPageOf, type PublishedPath } from '@roca/contract/applications';
import { PUBLIC_PAGES, type PublicPath } from '@roca/contract/public-pages';
import type { ContentKind, PublicSiteRenderer, PublishProblem } from '@roca/contract/publishing';
import { STAFF_PATHS, type StaffPath } from '@roca/contract/staff-paths';
import type { z } from 'zod';

/**
 * What keeps one item or one page off the public pages, named so staff can act on it
 * (docs/content.md, "When something cannot be published"): one bad item never stops a publish.
 * Items today's checks refuse (written around the API, or under older checks) are left out of the
 * pages; a page that still cannot be rendered stays live as it was. The rest is published.
 */

/** Where staff fix each kind of content, and how a problem names it. */
const STAFF_SCREENS: Record<ContentKind, { screen: StaffPath; label: string }> = {
  settings: { screen: STAFF_PATHS.contentSettings, label: 'the site settings' },
  executive: { screen: STAFF_PATHS.contentExecutive, label: 'the executive' },
  calendarEvents: { screen: STAFF_PATHS.contentCalendar, label: 'the calendar events' },
  businesses: { screen: STAFF_PATHS.contentBusinessDirectory, label: 'the business directory' },
  communityLinks: { screen: STAFF_PATHS.contentCommunityLinks, label: 'the community links' },
  volunteerNeeds: { screen: STAFF_PATHS.contentVolunteerNeeds, label: 'the volunteer needs' },
  files: { screen: STAFF_PATHS.contentFiles, label: 'the files' },
  developments: { screen: STAFF_PATHS.developments, label: 'the development updates' },
  eventAlerts: { screen: STAFF_PATHS.events, label: 'the event alerts' },
  joinSettings: { screen: STAFF_PATHS.membersJoins, label: 'the join settings' },
  consultations: { screen: STAFF_PATHS.consultations, label: 'the comment windows' },
  consultationSettings: { screen: STAFF_PATHS.consultationSettings, label: 'the consultation settings' },
};

/** The parts of the content that are lists of items, each item checked on its own. */
type ItemList = 'calendarEvents' | 'businesses' | 'communityLinks' | 'volunteerNeeds';
type Item = { id: string } & Record<string, unknown>;

/** The content whose items are checked one by one with the contract staff save them under. */
const ITEM_CHECKS: Record<ItemList, { schema: z.ZodType; noun: string; name: (item: Item) => unknown }> = {
  calendarEvents: { schema: storedCalendarEvent, noun: 'Calendar event', name: (item) => item.title },
  businesses: { schema: businessInput, noun: 'Business', name: (item) => item.name },
  communityLinks: { schema: communityLinkInput, noun: 'Community link', name: (item) => item.name },
  volunteerNeeds: { schema: volunteerNeedInput, noun: 'Volunteer need', name: (item) => item.area },
};

/**
 * The content without the items today's checks refuse, and a problem for each: the pages are
 * rendered from what is left, so one event whose repeat rule cannot be expanded leaves the rest of
 * the calendar, and every other page, to be published.
 */
export function withoutUnpublishableItems(content: SiteContent): { content: SiteContent; problems: PublishProblem[] } {
  const problems: PublishProblem[] = [];
  const kept = { ...content };
  for (const [kind, check] of Object.entries(ITEM_CHECKS) as [ItemList, (typeof ITEM_CHECKS)[ItemList]][]) {
    const items = content[kind] as unknown as Item[];
    const good = items.filter((item) => {
      const reason = storedItemProblem(check.schema, item);
      if (reason)
        problems.push({ item: `${check.noun} "${String(check.name(item) ?? item.id)}"`, reason, screen: STAFF_SCREENS[kind].screen });
      return !reason;
    });
    (kept as Record<ItemList, unknown>)[kind] = good;
  }
  return { content: kept, problems };
}

const LIST = new Intl.ListFormat('en', { type: 'conjunction' });

/**
 * A page that could not be rendered: visitors keep the live one. Named by its title, with what
 * it shows; `detail` is the renderer's own message, for the staff who can fix content.
 */
export function pageProblem(published: PublishedPath, renderer: PublicSiteRenderer, err: unknown): PublishProblem {
  // A page of the applications list is the list's page, as staff know it.
  const path: PublicPath = applicationsPageOf(published) ? APPLICATIONS_PATH : (published as PublicPath);
  const shown = (Object.keys(STAFF_SCREENS) as ContentKind[]).filter(
    (kind) => kind !== 'settings' && renderer.pagesShowing([kind]).includes(path),
  );
  const what = ['settings' as const, ...shown].map((kind) => STAFF_SCREENS[kind].label);
  return {
    item: `The ${PUBLIC_PAGES[path]} page (${published})`,
    reason: `It could not be made from the stored content, so visitors still see it as it was. Check ${LIST.format(what)}.`,
    screen: STAFF_SCREENS[shown.find((kind) => kind !== 'files') ?? shown[0] ?? 'settings'].screen,
    detail: (err as Error)?.message || String(err),
  };
}
