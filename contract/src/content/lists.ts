import { z } from '../zod';
import { LIMITS } from '../limits';
import { httpUrl, nameText, optionalHttpUrl, optionalText, requiredText } from '../fields';
import type { ContentListName } from '../item-kinds';

/**
 * A draft entry is kept off the public page until staff untick it and save: an accepted listing or
 * link request from the inbox arrives as one (docs/inbox.md).
 */
const draft = z.boolean({ error: 'Draft must be true or false' }).optional();

/**
 * The three lists staff keep on the public pages, each under the same REST shape:
 * GET, POST /api/content/{list} and PUT, DELETE /api/content/{list}/{id}.
 */
export const businessInput = z
  .object({
    name: nameText('Name', LIMITS.listItemName),
    category: requiredText('Category', LIMITS.listCategory),
    description: requiredText('Description', LIMITS.listDescription),
    address: optionalText('Address', LIMITS.postalAddress),
    phone: optionalText('Phone', LIMITS.phone),
    website: optionalHttpUrl,
    draft,
  })
  .strict();

export const communityLinkInput = z
  .object({
    category: requiredText('Category', LIMITS.listCategory),
    name: nameText('Name', LIMITS.listItemName),
    url: httpUrl,
    description: requiredText('Description', LIMITS.listDescription),
    draft,
  })
  .strict();

export const URGENCIES = ['high', 'medium', 'low'] as const;
export type Urgency = (typeof URGENCIES)[number];

export const volunteerNeedInput = z
  .object({
    area: requiredText('Area', LIMITS.listItemName),
    description: requiredText('Description', LIMITS.listDescription),
    urgency: z.enum(URGENCIES, { error: `Urgency must be one of ${URGENCIES.join(', ')}` }),
  })
  .strict();

/**
 * What an item of each list holds, by the path segment of its API (/api/content/{list}). The
 * lists themselves are kinds of item (item-kinds.ts): each one there needs its schema here.
 */
export const CONTENT_LISTS = {
  'business-directory': businessInput,
  'community-links': communityLinkInput,
  'volunteer-needs': volunteerNeedInput,
} as const satisfies Record<ContentListName, z.ZodObject>;

/** Items as the API answers them: the fields as stored (empty optional ones left out) and an id. */
export type Business = { id: string } & z.output<typeof businessInput>;
export type CommunityLink = { id: string } & z.output<typeof communityLinkInput>;
export type VolunteerNeed = { id: string } & z.output<typeof volunteerNeedInput>;
