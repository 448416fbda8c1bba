import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Timestamp, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { LIMITS, type Attachment, type Development } from '@roca/contract';
import { developmentLinks } from '@roca/contract/display';
import { COLLECTIONS } from '../../../functions/src/lib/firebase';
import { developmentFromData, storedDevelopmentFields } from '../../../functions/src/services/content';
import { isObjectPath } from '../../../functions/src/storage/object-paths';
import type { LocalObjectStore } from '../../../functions/src/storage/object-store';
import { objectStore } from '../../../functions/src/storage/select-store';
import { ROOT } from '../stack-config';
import { dayOf, daysBefore, momentIn } from './clock';
import type { Years } from './context';
import { developmentInputFor } from './development-input';
import { forKind, type Random } from './random';
import { DEVELOPMENT_STATUSES } from './text';

/**
 * Development updates over five years (the scale bench's plan: 500 at scale 1): each created on its date, most
 * moving on through a few statuses (each change an audit entry, as staff's saves make them), some
 * with files attached through the store the attachments service uses. The changes of the last 60
 * days are also in `developmentChanges`, as the alerts store them (services/mail/development-alerts.ts)
 * before the retention job deletes them; they are what the alert sends of years/mail.ts tell.
 */
export type DevelopmentChangeRecord = { ms: number; change: 'created' | 'status'; development: Development };
export type EditableItem = { ref: DocumentReference; data: DocumentData; createdMs: number };

/** How long the record of a change is kept (services/mail/development-alerts.ts, docs/mail.md). */
const CHANGE_RECORD_DAYS = 60;
/** The shipped placeholder PDFs: real PDFs of a realistic small size, as attachments. */
const ATTACHMENT_FILES = ['council-meeting-calendar.pdf', 'official-community-plan-2024.pdf', 'public-participation-handbook.pdf'];
const ATTACHMENT_NAMES = ['Site plan.pdf', 'Staff report.pdf', 'Traffic study.pdf', 'Our letter to council.pdf', 'Notice of hearing.pdf'];

/** A v4-shaped uuid from the seed, for the object path (storage/object-paths.ts: uploads/<uuid>). */
function uuid(random: Random) {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Stores one file as an attached upload is stored (services/attachments.ts, attachFile). */
async function storedAttachment(random: Random, files: Buffer[]): Promise<Attachment> {
  const store = objectStore() as LocalObjectStore;
  if (store.kind !== 'local-disk') throw new Error('The generator writes attachments into the local stack only');
  const path = `uploads/${uuid(random)}`;
  if (!isObjectPath(path)) throw new Error(`Not an object path: ${path}`);
  const bytes = random.pick(files);
  const stored = await store.write(path, Readable.from(bytes), { contentType: 'application/pdf', maxBytes: LIMITS.attachmentMaxBytes });
  const fileName = random.pick(ATTACHMENT_NAMES);
  await store.setDownloadName(path, fileName);
  return { path, url: await store.downloadUrl(path), fileName, contentType: stored.contentType, size: stored.size };
}

export async function generateDevelopments(years: Years) {
  const files = ATTACHMENT_FILES.map((name) => readFileSync(join(ROOT, 'web/public/public-objects', name)));
  const { plan, span, db, sink, audit, editors } = years;
  const random = forKind(years.seed, 'developments');
  const changes: DevelopmentChangeRecord[] = [];
  const editable: EditableItem[] = [];
  const withFiles = new Set<number>();
  while (withFiles.size < Math.min(plan.developmentsWithAttachments, plan.developments))
    withFiles.add(random.int(0, plan.developments - 1));
  const changesSince = daysBefore(span.end, CHANGE_RECORD_DAYS);

  for (let i = 0; i < plan.developments; i++) {
    const ref = db.collection(COLLECTIONS.developments).doc(random.id());
    const createdMs = momentIn(random, span.start, span.end);
    let statusIndex = random.int(0, 2);
    const input = developmentInputFor(random, dayOf(createdMs), DEVELOPMENT_STATUSES[statusIndex]);
    const createdAt = Timestamp.fromMillis(createdMs);
    // The status history as a save stores it (statusHistoryAfter): one entry a change, on its day.
    let state: DocumentData = {
      ...storedDevelopmentFields(input),
      attachments: [],
      statusHistory: [{ status: input.status, on: dayOf(createdMs) }],
      createdAt,
      updatedAt: createdAt,
    };
    audit.change(createdMs, random.pick(editors), ref, null, state);
    const record = (ms: number, change: DevelopmentChangeRecord['change']) =>
      changes.push({ ms, change, development: developmentFromData(ref.id, state) });
    record(createdMs, 'created');

    // Later saves: files attached, and the status moving on, each at its own time.
    let ms = createdMs;
    const later = (): number => (ms = momentIn(random, ms, Math.min(span.end, ms + 400 * 86_400_000)));
    if (withFiles.has(i)) {
      for (let n = random.int(1, 3); n > 0; n--) {
        const attachment = await storedAttachment(random, files);
        const at = Timestamp.fromMillis(later());
        const before = state;
        state = { ...state, attachments: [...state.attachments, attachment], updatedAt: at };
        audit.change(ms, random.pick(editors), ref, before, state);
      }
    }
    for (let n = random.int(0, 3); n > 0 && statusIndex < DEVELOPMENT_STATUSES.length - 1; n--) {
      statusIndex += random.chance(0.85) ? 1 : 2;
      const status = DEVELOPMENT_STATUSES[Math.min(statusIndex, DEVELOPMENT_STATUSES.length - 1)];
      const before = state;
      const at = later();
      state = { ...state, status, statusHistory: [...state.statusHistory, { status, on: dayOf(at) }], updatedAt: Timestamp.fromMillis(at) };
      audit.change(ms, random.pick(editors), ref, before, state);
      record(ms, 'status');
    }
    await sink.set(ref, state);
    editable.push({ ref, data: state, createdMs });
  }

  // The record of each change of the last 60 days, as alertSubscribers stores it.
  changes.sort((a, b) => a.ms - b.ms);
  for (const { ms, change, development } of changes.filter((c) => c.ms >= changesSince)) {
    await sink.set(db.collection(COLLECTIONS.developmentChanges).doc(random.id()), {
      developmentId: development.id,
      change,
      day: dayOf(ms),
      at: Timestamp.fromMillis(ms),
      development: {
        projectTitle: development.projectTitle,
        subTitle: development.subTitle ?? '',
        status: development.status,
        date: development.date,
        description: development.description,
        links: developmentLinks(development).map(({ label, url }) => ({ label, url })),
        attachments: development.attachments.map(({ fileName, url }) => ({ fileName, url })),
      },
    });
  }
  return { changes, editable };
}
