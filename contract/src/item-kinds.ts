import type { ContentKind } from './publishing';

/**
 * The kinds of item staff change, in one table (docs/web.md, "Kinds of item"): where each is
 * stored, its API, how the audit log names it, what a restore from the log brings back, and which
 * public pages a change republishes. The server's routes, audit log, restore and publishing and
 * the staff screens' labels and query keys all read it. Zod-free, so any code may import it.
 */
type ItemKind = {
  /**
   * The Firestore collection: one document per item, or the one document `doc` of a single item;
   * `docPrefix` when the kind's documents share their collection with another's (`reminders-2026`).
   */
  collection: string;
  doc?: string;
  docPrefix?: string;
  /**
   * The path of the kind's API. A staff screen's query of it has this path as its key (the key's
   * text segments are the path it GETs, web/src/lib/query-client.ts), so [route] is the prefix of
   * every query a change of the kind makes stale.
   */
  route: `/api/${string}`;
  /** How the audit log names an item in a sentence, and the kind in its filter. */
  noun: string;
  plural: string;
  /**
   * What an Admin can undo from the audit log: a deletion (the item comes back under its id), or
   * a change (a single item that always exists is put back as it was before).
   */
  restore: 'deletion' | 'version' | null;
  /**
   * The part of the published content the kind is (docs/decisions/008): a stored change of it
   * republishes the pages that show that part. null: on no public page.
   */
  content: ContentKind | null;
};

export const ITEM_KINDS = {
  development: {
    collection: 'developments',
    route: '/api/developments',
    noun: 'development',
    plural: 'Developments',
    restore: 'deletion',
    content: 'developments',
  },
  event: { collection: 'events', route: '/api/events', noun: 'event', plural: 'Events', restore: 'deletion', content: 'eventAlerts' },
  user: { collection: 'users', route: '/api/users', noun: 'user', plural: 'Users', restore: null, content: null },
  siteSettings: {
    collection: 'siteContent',
    doc: 'settings',
    route: '/api/site-settings',
    noun: 'site settings',
    plural: 'Site settings',
    restore: 'version',
    content: 'settings',
  },
  executive: {
    collection: 'siteContent',
    doc: 'executive',
    route: '/api/executive',
    noun: 'executive',
    plural: 'Executive',
    restore: 'version',
    content: 'executive',
  },
  calendarEvent: {
    collection: 'calendarEvents',
    route: '/api/calendar-events',
    noun: 'calendar event',
    plural: 'Calendar events',
    restore: 'deletion',
    content: 'calendarEvents',
  },
  // The lists: /api/content/{list} (contract/src/content/lists.ts holds each one's schema).
  business: {
    collection: 'businessDirectory',
    route: '/api/content/business-directory',
    noun: 'business directory entry',
    plural: 'Business directory',
    restore: 'deletion',
    content: 'businesses',
  },
  communityLink: {
    collection: 'communityLinks',
    route: '/api/content/community-links',
    noun: 'community link',
    plural: 'Community links',
    restore: 'deletion',
    content: 'communityLinks',
  },
  volunteerNeed: {
    collection: 'volunteerNeeds',
    route: '/api/content/volunteer-needs',
    noun: 'volunteer need',
    plural: 'Volunteer needs',
    restore: 'deletion',
    content: 'volunteerNeeds',
  },
  siteFile: { collection: 'siteFiles', route: '/api/site-files', noun: 'file', plural: 'Files', restore: 'version', content: 'files' },
  member: { collection: 'members', route: '/api/members', noun: 'member', plural: 'Members', restore: 'deletion', content: null },
  // What joining online charges, where e-Transfers go, how long an unpaid join waits (docs/members.md,
  // "Joining online"): the /membership page shows the fee and the address.
  joinSettings: {
    collection: 'joinSettings',
    doc: 'settings',
    route: '/api/joins/settings',
    noun: 'join settings',
    plural: 'Join settings',
    restore: null,
    content: 'joinSettings',
  },
  // Sign-ups to events (docs/signups.md): the people are personal data, changed by staff only to
  // check them in or to end a sign-up; the settings and changed dates are the calendar event's.
  signup: { collection: 'signups', route: '/api/signups', noun: 'sign-up', plural: 'Sign-ups', restore: null, content: null },
  // Staff accounts and the AGM handover (docs/handover.md): invitations by e-mail (their addresses
  // are personal data), the handover of each position, and who holds each key the association keeps
  // outside the site (never a secret).
  invitation: {
    collection: 'invitations',
    route: '/api/invitations',
    noun: 'invitation',
    plural: 'Invitations',
    restore: null,
    content: null,
  },
  handover: { collection: 'handovers', route: '/api/handovers', noun: 'handover', plural: 'Handovers', restore: null, content: null },
  keyHolder: {
    collection: 'keyHolders',
    route: '/api/key-holders',
    noun: 'key held outside the site',
    plural: 'Keys held outside the site',
    restore: null,
    content: null,
  },
  // What residents write through the public forms (docs/inbox.md): personal data, worked by Admin
  // and Super; Read Only sees states and counts. The settings: due-date periods, retention, the
  // positions' reply addresses.
  inboxItem: { collection: 'inboxItems', route: '/api/inbox', noun: 'inbox item', plural: 'Inbox', restore: null, content: null },
  inboxSettings: {
    collection: 'inboxSettings',
    doc: 'settings',
    route: '/api/inbox/settings',
    noun: 'inbox settings',
    plural: 'Inbox settings',
    restore: null,
    content: null,
  },
  // Mail (docs/mail.md): the bylaw notice period, each year's renewal reminders (mailSettings/
  // reminders-<year>), every send (a compose, a test, a notice with its proof, a reminder, a
  // development alert, a digest) and the addresses staff suppress or clear.
  mailSettings: {
    collection: 'mailSettings',
    doc: 'settings',
    route: '/api/mail/settings',
    noun: 'mail settings',
    plural: 'Mail settings',
    restore: null,
    content: null,
  },
  renewalReminders: {
    collection: 'mailSettings',
    docPrefix: 'reminders-',
    route: '/api/mail/renewal-reminders',
    noun: 'renewal reminders',
    plural: 'Renewal reminders',
    restore: null,
    content: null,
  },
  mailSend: { collection: 'mailSends', route: '/api/mail/sends', noun: 'mail send', plural: 'Mail sends', restore: null, content: null },
  suppression: {
    collection: 'mailSuppressions',
    route: '/api/mail/suppressions',
    noun: 'suppressed address',
    plural: 'Suppressed addresses',
    restore: null,
    content: null,
  },
} as const satisfies Record<string, ItemKind>;

/** The audit log's item types: one per kind. */
export type ItemType = keyof typeof ITEM_KINDS;
export const ITEM_TYPES = Object.keys(ITEM_KINDS) as [ItemType, ...ItemType[]];

type KindsWhere<Condition> = { [T in ItemType]: (typeof ITEM_KINDS)[T] extends Condition ? T : never }[ItemType];
const typesWhere = <T extends ItemType>(test: (kind: ItemKind) => boolean) => ITEM_TYPES.filter((type) => test(ITEM_KINDS[type])) as T[];

/** Kinds whose deletions an Admin can undo from the audit log. */
export type RestorableDeletion = KindsWhere<{ restore: 'deletion' }>;
export const RESTORABLE_DELETIONS = typesWhere<RestorableDeletion>((kind) => kind.restore === 'deletion');
/** Kinds that always exist and are only ever changed: an Admin can put back the state a change started from. */
export type RestorableVersion = KindsWhere<{ restore: 'version' }>;
export const RESTORABLE_VERSIONS = typesWhere<RestorableVersion>((kind) => kind.restore === 'version');

/**
 * The content lists staff keep (businesses, community links, volunteer needs): the kinds under
 * /api/content/{list}, by list name.
 */
type ListRoute<T extends ItemType> = (typeof ITEM_KINDS)[T]['route'];
export type ContentListName = { [T in ItemType]: ListRoute<T> extends `/api/content/${infer List}` ? List : never }[ItemType];
export type ContentListType = { [T in ItemType]: ListRoute<T> extends `/api/content/${string}` ? T : never }[ItemType];
const LIST_PREFIX = '/api/content/';
export const CONTENT_LIST_TYPES = typesWhere<ContentListType>((kind) => kind.route.startsWith(LIST_PREFIX));
export const listNameOf = (type: ContentListType) => ITEM_KINDS[type].route.slice(LIST_PREFIX.length) as ContentListName;

/** The collections of the kinds, each named by itself: `ITEM_COLLECTIONS.developments` is 'developments'. */
type ItemCollection = (typeof ITEM_KINDS)[ItemType]['collection'];
export const ITEM_COLLECTIONS = Object.fromEntries(
  ITEM_TYPES.map((type) => [ITEM_KINDS[type].collection, ITEM_KINDS[type].collection]),
) as {
  [C in ItemCollection]: C;
};

/** The kind of a stored document, from its collection and (for single items) its id; undefined for other documents. */
export function itemTypeOfDocument(collection: string, id: string): ItemType | undefined {
  return ITEM_TYPES.find((type) => {
    const kind: ItemKind = ITEM_KINDS[type];
    return kind.collection === collection && (kind.doc ?? id) === id && id.startsWith(kind.docPrefix ?? '');
  });
}
