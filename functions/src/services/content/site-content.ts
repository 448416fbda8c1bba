import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { SEED_CONTENT } from '@roca/contract/content/seed';
import { withSettingDefaults } from '@roca/contract/content/site-settings';
import { SUGGESTED_KEYS } from '@roca/contract/handover';
import type { EditableContent, SiteContent } from '@roca/contract/content/site-content';
import { SITE_FILE_SLOT_NAMES, type SiteFile } from '@roca/contract/content/site-files';
import { CONTENT_LIST_TYPES, ITEM_KINDS, type ContentListType } from '@roca/contract/item-kinds';
import { COLLECTIONS, db, itemCollection, itemDoc } from '../../lib/firebase';
import { isAlreadyExists } from '../../lib/firestore-errors';
import { isBlank } from '../../lib/storable';
import { toIso } from '../../lib/timestamps';
import { listDevelopments } from './developments';
import { listEvents } from './events';
import { listConsultationWindows, readConsultationSettings } from './consultation-windows';
import { joiningContent } from './join-settings';

/**
 * Where the site's content is stored, and how it is read back as one snapshot (docs/content.md):
 * - siteContent/settings and siteContent/executive: one document each;
 * - calendarEvents, businessDirectory, communityLinks, volunteerNeeds: one document per item;
 * - siteFiles/{slot}: only the files staff replaced; every other slot shows the shipped file.
 * Every field of an item is stored, a blank one as '' or null (lib/storable.ts); reads leave those out.
 * A fresh project holds none of it: the first read stores the seed (SEED_CONTENT) once, so a new
 * site starts with the content it shipped with and staff edit from there.
 */
export const settingsDoc = () => itemDoc('siteSettings', ITEM_KINDS.siteSettings.doc);
export const executiveDoc = () => itemDoc('executive', ITEM_KINDS.executive.doc);
/** Written in the same transaction as the seed: its presence means "seeded", even if staff later empty a list. */
const seededMarker = () => db.collection(COLLECTIONS.siteContent).doc('seeded');

export const calendarEventsCollection = () => itemCollection('calendarEvent');
export const siteFilesCollection = () => itemCollection('siteFile');

let seeding: Promise<void> | undefined;

/**
 * Stores the seed content unless the project was seeded before. Safe to call any number of times,
 * at once too: calls made while one is running share it, and the transaction makes the seed
 * happen once across instances.
 */
export function ensureSiteContentSeeded(): Promise<void> {
  seeding ??= seedOnce().finally(() => {
    seeding = undefined;
  });
  return seeding;
}

async function seedOnce() {
  if ((await seededMarker().get()).exists) return;
  try {
    await db.runTransaction(async (tx) => {
      if ((await tx.get(seededMarker())).exists) return;
      tx.create(seededMarker(), { seededAt: new Date().toISOString() });
      tx.set(settingsDoc(), SEED_CONTENT.settings);
      tx.set(executiveDoc(), SEED_CONTENT.executive);
      for (const { id, ...event } of SEED_CONTENT.calendarEvents) tx.set(calendarEventsCollection().doc(id), event);
      for (const type of CONTENT_LIST_TYPES) {
        for (const { id, ...item } of SEED_CONTENT[ITEM_KINDS[type].content]) tx.set(itemCollection(type).doc(id), item);
      }
      // Not content of the pages, but the same "first start" defaults: the handover's checklist of
      // the keys held outside the site, with nobody recorded yet (services/accounts/key-holders.ts).
      for (const { id, name } of SUGGESTED_KEYS) {
        tx.set(db.collection(COLLECTIONS.keyHolders).doc(id), { name, holder: '', position: '', lastCheckedOn: '' });
      }
    });
  } catch (err) {
    // Another instance (the API and a publish run, say) seeded in between: its seed stands, and
    // this transaction wrote nothing. Firestore retries such a transaction and then finds the
    // marker; the local Firestore emulator refuses the create instead.
    if (!isAlreadyExists(err)) throw err;
  }
}

/** A stored item as the API answers it: its id, and its fields without the empty optional ones. */
export function itemFromDoc<T>(doc: DocumentSnapshot): T {
  const fields = Object.entries(doc.data() ?? {}).filter(([key, value]) => !isBlank(value) && key !== 'updatedAt' && key !== 'createdAt');
  return { id: doc.id, ...Object.fromEntries(fields) } as T;
}

type Named = { title?: string; name?: string; area?: string };
const byTitle = (a: Named, b: Named) => (a.title ?? a.name ?? a.area ?? '').localeCompare(b.title ?? b.name ?? b.area ?? '');

export async function readSiteSettings(): Promise<EditableContent['settings']> {
  await ensureSiteContentSeeded();
  return withSettingDefaults((await settingsDoc().get()).data() as EditableContent['settings']);
}

export async function readExecutive(): Promise<EditableContent['executive']> {
  await ensureSiteContentSeeded();
  return (await executiveDoc().get()).data() as EditableContent['executive'];
}

/** Calendar events by date, then time. */
export async function listCalendarEvents(): Promise<EditableContent['calendarEvents']> {
  await ensureSiteContentSeeded();
  const events = (await calendarEventsCollection().get()).docs.map((doc) => itemFromDoc<EditableContent['calendarEvents'][number]>(doc));
  return events.sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`) || byTitle(a, b));
}

/** A list's items in a stable order: by category where the list has one, then by name (or area). */
export async function listContentItems<T extends { id: string }>(type: ContentListType): Promise<T[]> {
  await ensureSiteContentSeeded();
  const items = (await itemCollection(type).get()).docs.map((doc) => itemFromDoc<T & Named & { category?: string }>(doc));
  return items.sort((a, b) => (a.category ?? '').localeCompare(b.category ?? '') || byTitle(a, b));
}

/** Every file slot: the stored replacement, or the shipped file. */
export async function readSiteFiles(): Promise<EditableContent['files']> {
  const stored = new Map((await siteFilesCollection().get()).docs.map((doc) => [doc.id, doc]));
  return Object.fromEntries(
    SITE_FILE_SLOT_NAMES.map((slot) => {
      const doc = stored.get(slot);
      if (!doc) return [slot, SEED_CONTENT.files[slot]];
      const { updatedAt, ...fields } = doc.data() as SiteFile;
      const filled = Object.entries(fields).filter(([, value]) => !isBlank(value));
      return [slot, { ...Object.fromEntries(filled), updatedAt: toIso(updatedAt) ?? undefined }];
    }),
  ) as EditableContent['files'];
}

/** The content staff edit, as stored now. */
async function loadEditableContent(): Promise<EditableContent> {
  const [settings, executive, calendarEvents, files, lists] = await Promise.all([
    readSiteSettings(),
    readExecutive(),
    listCalendarEvents(),
    readSiteFiles(),
    // Each list under its part of the content: businesses, communityLinks, volunteerNeeds.
    // A draft entry (an accepted inbox request) stays off the public pages until staff publish it.
    Promise.all(
      CONTENT_LIST_TYPES.map(
        async (type) =>
          [
            ITEM_KINDS[type].content,
            (await listContentItems<{ id: string; draft?: boolean }>(type)).filter((item) => !item.draft),
          ] as const,
      ),
    ),
  ]);
  return {
    settings,
    executive,
    calendarEvents,
    files,
    ...(Object.fromEntries(lists) as Pick<EditableContent, (typeof ITEM_KINDS)[ContentListType]['content']>),
  };
}

/** Everything the public pages show, as stored now: what a publish renders. */
export async function loadSiteContent(): Promise<SiteContent> {
  const [editable, developments, eventAlerts, joins, consultations, consultationSettings] = await Promise.all([
    loadEditableContent(),
    listDevelopments(),
    listEvents({ includeHidden: false }),
    joiningContent(),
    listConsultationWindows(),
    readConsultationSettings(),
  ]);
  return {
    ...editable,
    developments,
    eventAlerts,
    joinSettings: joins,
    consultations,
    consultationSettings: { retentionDaysAfterDecision: consultationSettings.retentionDaysAfterDecision },
  };
}
