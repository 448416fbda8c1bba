import { z } from '../zod';
import { HOME_UPDATES_DEFAULT } from '../applications';
import { LIMITS } from '../limits';
import { emailAddress, httpUrl, nameText, requiredText } from '../fields';

/**
 * The association's facts that appear in the header, the footer and the pages (docs/content.md):
 * GET and PUT /api/site-settings. Field names are part of the API other clients rely on.
 */
export const MUNICIPAL_LINKS = ['developmentApplications', 'zoningBylaw', 'participation', 'budgetDocuments', 'councilCalendar'] as const;
export type MunicipalLink = (typeof MUNICIPAL_LINKS)[number];

const municipalLinks = z
  .object(Object.fromEntries(MUNICIPAL_LINKS.map((key) => [key, httpUrl])) as Record<MunicipalLink, typeof httpUrl>)
  .strict();

export const siteSettings = z
  .object({
    associationName: nameText('Association name', LIMITS.associationName),
    shortName: nameText('Short name', LIMITS.shortName),
    email: emailAddress,
    postalAddress: requiredText('Postal address', LIMITS.postalAddress),
    socialUrl: httpUrl,
    membershipFeeText: requiredText('Membership fee text', LIMITS.membershipFeeText),
    paymentButtonId: z
      .string({ error: 'Payment button id is required' })
      .trim()
      .regex(
        new RegExp(`^[A-Za-z0-9]{${LIMITS.paymentButtonIdMin},${LIMITS.paymentButtonIdMax}}$`),
        `Payment button id must be ${LIMITS.paymentButtonIdMin} to ${LIMITS.paymentButtonIdMax} letters and digits, as the payment provider shows it`,
      ),
    links: municipalLinks,
    /** How many of the newest development updates the home page shows; the complete list is /applications (docs/performance.md, "Scale"). */
    homeUpdates: z
      .number({ error: 'Updates on the home page must be a whole number' })
      .int('Updates on the home page must be a whole number')
      .min(1, 'Updates on the home page must be at least 1')
      .max(LIMITS.homeUpdatesMax, `Updates on the home page must be at most ${LIMITS.homeUpdatesMax}`),
  })
  .strict();
export type SiteSettings = z.output<typeof siteSettings>;

/** GET /api/site-settings/names: what the screens anyone may open show (the panel's header). */
export type SiteNames = Pick<SiteSettings, 'associationName' | 'shortName'>;

/**
 * Body of PUT /api/site-settings: the settings object, where a field not sent keeps its stored
 * value (inside `links` too). The server merges it into the stored settings and checks the result
 * with `siteSettings`.
 */
export const siteSettingsUpdate = siteSettings.partial().extend({ links: municipalLinks.partial().optional() }).strict();
export type SiteSettingsUpdate = z.input<typeof siteSettingsUpdate>;

/**
 * Settings stored before a field was added, with its default: homeUpdates (HOME_UPDATES_DEFAULT)
 * came with the applications list. What the server reads and what an update starts from.
 */
export const withSettingDefaults = (stored: Omit<SiteSettings, 'homeUpdates'> & Partial<SiteSettings>): SiteSettings => ({
  homeUpdates: HOME_UPDATES_DEFAULT,
  ...stored,
});

/** The stored settings with an update applied; validate the result with `siteSettings`. */
export function mergeSiteSettings(stored: SiteSettings, update: z.output<typeof siteSettingsUpdate>): SiteSettings {
  const { links, ...fields } = update;
  return { ...withSettingDefaults(stored), ...fields, links: { ...stored.links, ...links } };
}
