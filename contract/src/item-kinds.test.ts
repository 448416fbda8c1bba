import { describe, expect, it } from 'vitest';
import { isRestorableEntry } from './audit';
import { CONTENT_LISTS } from './content/lists';
import { SEED_CONTENT } from './content/seed';
import {
  CONTENT_LIST_TYPES,
  ITEM_COLLECTIONS,
  ITEM_KINDS,
  ITEM_TYPES,
  RESTORABLE_DELETIONS,
  RESTORABLE_VERSIONS,
  itemTypeOfDocument,
  listNameOf,
} from './item-kinds';

/** The registry of the kinds of item (docs/web.md, "Kinds of item"): what the server and the screens derive from it. */

describe('the kinds of item', () => {
  it('each have their own route, and their own document or collection', () => {
    const routes = ITEM_TYPES.map((type) => ITEM_KINDS[type].route);
    expect(new Set(routes).size).toBe(routes.length);
    const places = ITEM_TYPES.map((type) => {
      const kind: { collection: string; doc?: string } = ITEM_KINDS[type];
      return `${kind.collection}/${kind.doc ?? '*'}`;
    });
    expect(new Set(places).size).toBe(places.length);
  });

  it('name every stored document of theirs, and nothing else', () => {
    expect(itemTypeOfDocument('developments', 'abc')).toBe('development');
    expect(itemTypeOfDocument('siteContent', 'settings')).toBe('siteSettings');
    expect(itemTypeOfDocument('siteContent', 'executive')).toBe('executive');
    expect(itemTypeOfDocument('businessDirectory', 'x')).toBe('business');
    // The seed marker and the sign-in throttle are no items.
    expect(itemTypeOfDocument('siteContent', 'seeded')).toBeUndefined();
    expect(itemTypeOfDocument('loginThrottle', 'x')).toBeUndefined();
  });

  it('name their collections by themselves', () => {
    expect(ITEM_COLLECTIONS).toMatchObject({ developments: 'developments', siteContent: 'siteContent', members: 'members' });
    expect(Object.entries(ITEM_COLLECTIONS).every(([key, value]) => key === value)).toBe(true);
  });
});

describe('restoring from the audit log', () => {
  it('brings back deleted items and puts back changed single items, as the kinds say', () => {
    expect(RESTORABLE_DELETIONS).toEqual(['development', 'event', 'calendarEvent', 'business', 'communityLink', 'volunteerNeed', 'member']);
    expect(RESTORABLE_VERSIONS).toEqual(['siteSettings', 'executive', 'siteFile']);
    expect(isRestorableEntry({ action: 'delete', itemType: 'business' })).toBe(true);
    expect(isRestorableEntry({ action: 'delete', itemType: 'user' })).toBe(false);
    expect(isRestorableEntry({ action: 'update', itemType: 'executive' })).toBe(true);
    expect(isRestorableEntry({ action: 'update', itemType: 'development' })).toBe(false);
  });
});

describe('the content lists', () => {
  it('are the kinds under /api/content/{list}, each with its schema and its seed', () => {
    const lists = CONTENT_LIST_TYPES.map(listNameOf);
    expect(lists).toEqual(['business-directory', 'community-links', 'volunteer-needs']);
    expect(Object.keys(CONTENT_LISTS)).toEqual(lists);
    for (const type of CONTENT_LIST_TYPES) expect(SEED_CONTENT[ITEM_KINDS[type].content].length).toBeGreaterThan(0);
  });
});
