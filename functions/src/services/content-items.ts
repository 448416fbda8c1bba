import { Timestamp, type CollectionReference } from 'firebase-admin/firestore';
import { LIMITS } from '@roca/contract';
import { calendarEventInput, type CalendarEvent } from '@roca/contract/content/calendar-events';
import { CONTENT_LISTS, type Business, type CommunityLink, type ContentListName, type VolunteerNeed } from '@roca/contract/content/lists';
import { db } from '../lib/firebase';
import { badRequest, notFound } from '../lib/http-errors';
import { withEveryField } from '../lib/storable';
import type { Actor } from './audit';
import {
  calendarEventsCollection,
  ensureSiteContentSeeded,
  itemFromDoc,
  LIST_COLLECTIONS,
  listCalendarEvents,
  listContentItems,
} from './site-content';
import { writeStaffChange } from './staff-changes';

/**
 * The content kept as collections of items, one document each (docs/content.md): calendar events
 * (/api/calendar-events) and the three lists (/api/content/{list}). All share one REST shape, so
 * they share these create, update and delete functions.
 */
export type ContentItemKind = 'calendar-events' | ContentListName;
export type ContentItem = CalendarEvent | Business | CommunityLink | VolunteerNeed;

type ItemKind = { collection: () => CollectionReference; noun: string; fields: readonly string[]; maxItems?: number };

const listKind = (list: ContentListName, noun: string): ItemKind => ({
  collection: () => db.collection(LIST_COLLECTIONS[list]),
  noun,
  fields: Object.keys(CONTENT_LISTS[list].shape),
  maxItems: LIMITS.listMaxItems,
});

const ITEM_KINDS: Record<ContentItemKind, ItemKind> = {
  'calendar-events': { collection: calendarEventsCollection, noun: 'calendar event', fields: Object.keys(calendarEventInput.shape) },
  'business-directory': listKind('business-directory', 'business directory entry'),
  'community-links': listKind('community-links', 'community link'),
  'volunteer-needs': listKind('volunteer-needs', 'volunteer need'),
};

/** An item as stored: every field of its kind, an optional one left blank as '' (lib/storable.ts). */
const storedFields = (kind: ContentItemKind, input: Record<string, unknown>) => withEveryField(input, ITEM_KINDS[kind].fields);

/** GET: calendar events by date and time; list items by category and name. */
export function listItemsOf(kind: ContentItemKind): Promise<ContentItem[]> {
  return kind === 'calendar-events' ? listCalendarEvents() : listContentItems<ContentItem>(kind);
}

const itemNotFound = (kind: ContentItemKind) => notFound(`No ${ITEM_KINDS[kind].noun} with this id`);

/** POST: a new item with a generated id. A list that is full refuses it, naming its limit. */
export async function createContentItem(actor: Actor, kind: ContentItemKind, input: Record<string, unknown>): Promise<ContentItem> {
  // Seed first: the seed must never land on top of a list that staff started filling.
  await ensureSiteContentSeeded();
  const { collection, noun, maxItems } = ITEM_KINDS[kind];
  const ref = collection().doc();
  await db.runTransaction(async (tx) => {
    if (maxItems !== undefined && (await tx.get(collection().select())).size >= maxItems) {
      throw badRequest(`There can be at most ${maxItems} items in this list; delete one before adding a ${noun}`);
    }
    // One timestamp for both fields: the Node Firestore emulator keeps only one server timestamp per write.
    const now = Timestamp.now();
    writeStaffChange(tx, { actor, ref, before: null, after: { ...storedFields(kind, input), createdAt: now, updatedAt: now } });
  });
  return itemFromDoc<ContentItem>(await ref.get());
}

/** PUT: the whole item; an optional field not sent is cleared. */
export async function updateContentItem(
  actor: Actor,
  kind: ContentItemKind,
  id: string,
  input: Record<string, unknown>,
): Promise<ContentItem> {
  const ref = ITEM_KINDS[kind].collection().doc(id);
  await db.runTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) throw itemNotFound(kind);
    const after = { ...storedFields(kind, input), createdAt: before.createdAt ?? Timestamp.now(), updatedAt: Timestamp.now() };
    writeStaffChange(tx, { actor, ref, before, after });
  });
  return itemFromDoc<ContentItem>(await ref.get());
}

export async function deleteContentItem(actor: Actor, kind: ContentItemKind, id: string): Promise<void> {
  const ref = ITEM_KINDS[kind].collection().doc(id);
  await db.runTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) throw itemNotFound(kind);
    writeStaffChange(tx, { actor, ref, before, after: null });
  });
}
