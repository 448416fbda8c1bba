import { Timestamp } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { LIMITS } from '@roca/contract';
import { calendarEventInput, type CalendarEvent } from '@roca/contract/content/calendar-events';
import { CONTENT_LISTS, type Business, type CommunityLink, type VolunteerNeed } from '@roca/contract/content/lists';
import { ITEM_KINDS, listNameOf, type ContentListType } from '@roca/contract/item-kinds';
import { itemCollection } from '../../lib/firebase';
import { badRequest, notFound } from '../../lib/http-errors';
import { withEveryField } from '../../lib/storable';
import { creationTimes } from '../../lib/timestamps';
import { type Actor, deleteItem, runStaffTransaction, writeStaffChange } from '../core';
import { ensureSiteContentSeeded, itemFromDoc, listCalendarEvents, listContentItems } from './site-content';

/**
 * The content kept as collections of items, one document each (docs/content.md): calendar events
 * (/api/calendar-events) and the lists (/api/content/{list}). All share one REST shape, so they
 * share these create, update and delete functions; each kind's collection and noun come from the
 * item-kind registry (contract/src/item-kinds.ts).
 */
export type ContentItemType = 'calendarEvent' | ContentListType;
export type ContentItem = CalendarEvent | Business | CommunityLink | VolunteerNeed;

/** What an item of the kind holds: the body of its POST and PUT. */
export const contentItemSchema = (type: ContentItemType): z.ZodObject =>
  type === 'calendarEvent' ? calendarEventInput : CONTENT_LISTS[listNameOf(type)];

/** An item as stored: every field of its kind, an optional one left blank as '' (lib/storable.ts). */
const storedFields = (type: ContentItemType, input: Record<string, unknown>) =>
  withEveryField(input, Object.keys(contentItemSchema(type).shape));

/** GET: calendar events by date and time; list items by category and name. */
export function listItemsOf(type: ContentItemType): Promise<ContentItem[]> {
  return type === 'calendarEvent' ? listCalendarEvents() : listContentItems<ContentItem>(type);
}

const itemNotFound = (type: ContentItemType) => notFound(`No ${ITEM_KINDS[type].noun} with this id`);

/**
 * POST: a new item with a generated id (or `id`, one the caller generated: an accepted inbox
 * request names its draft before it is stored). A list that is full refuses it, naming its limit.
 */
export async function createContentItem(
  actor: Actor,
  type: ContentItemType,
  input: Record<string, unknown>,
  id?: string,
): Promise<ContentItem> {
  // Seed first: the seed must never land on top of a list that staff started filling.
  await ensureSiteContentSeeded();
  const ref = id ? itemCollection(type).doc(id) : itemCollection(type).doc();
  await runStaffTransaction(async (tx) => {
    // The lists hold at most LIMITS.listMaxItems items each, the calendar LIMITS.calendarEventsMax events.
    const max = type === 'calendarEvent' ? LIMITS.calendarEventsMax : LIMITS.listMaxItems;
    if ((await tx.get(itemCollection(type).select())).size >= max) {
      throw badRequest(`There can be at most ${max} items in this list; delete one before adding a ${ITEM_KINDS[type].noun}`);
    }
    writeStaffChange(tx, { actor, ref, before: null, after: { ...storedFields(type, input), ...creationTimes() } });
  });
  return itemFromDoc<ContentItem>(await ref.get());
}

/**
 * What a save of the Calendar events screen keeps: the sign-up staff set on the Sign-up screen and
 * the dates they changed there (docs/signups.md), which that form does not send.
 */
const keptFields = (type: ContentItemType, before: Record<string, unknown>) =>
  type === 'calendarEvent' ? { signup: before.signup ?? null, occurrences: before.occurrences ?? null } : {};

/** PUT: the whole item; an optional field not sent is cleared. */
export async function updateContentItem(
  actor: Actor,
  type: ContentItemType,
  id: string,
  input: Record<string, unknown>,
): Promise<ContentItem> {
  const ref = itemCollection(type).doc(id);
  await runStaffTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) throw itemNotFound(type);
    const after = {
      ...storedFields(type, input),
      ...keptFields(type, before),
      createdAt: before.createdAt ?? Timestamp.now(),
      updatedAt: Timestamp.now(),
    };
    writeStaffChange(tx, { actor, ref, before, after });
  });
  return itemFromDoc<ContentItem>(await ref.get());
}

export const deleteContentItem = (actor: Actor, type: ContentItemType, id: string) =>
  deleteItem(actor, itemCollection(type).doc(id), () => itemNotFound(type));
