import { DocumentReference, GeoPoint, Timestamp, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { isReservedDocumentId } from '@roca/contract/fields';
import { COLLECTIONS } from '../../functions/src/lib/firebase';

/**
 * Backups of every collection the product stores, as one JSON file. Firestore types that JSON
 * cannot hold (Timestamp, GeoPoint, references, bytes) are written as tagged objects so they come
 * back exactly, nanoseconds included.
 *
 * The collection names come from COLLECTIONS rather than listCollections(): the Node Firestore
 * emulator of the local stack does not implement listCollections, and COLLECTIONS is the single
 * list of what the product stores. The product keeps no subcollections.
 */
const BACKUP_FORMAT = 'roca-backup';
const BACKUP_VERSION = 1;
const BATCH_SIZE = 400;

type Tagged =
  | { $type: 'timestamp'; seconds: number; nanoseconds: number }
  | { $type: 'geopoint'; latitude: number; longitude: number }
  | { $type: 'reference'; path: string }
  | { $type: 'bytes'; base64: string };

export type BackupFile = {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  projectId: string;
  /** collection name -> document id -> encoded fields */
  collections: Record<string, Record<string, Record<string, unknown>>>;
};

const backedUpCollections = (): string[] => Object.values(COLLECTIONS);

/**
 * The staff accounts and what opens them. A restore brings data back, never access: into a project
 * that holds accounts, these stay as they are (a deleted account stays deleted, a changed password
 * stays changed); into one without, the backup's come back, each with its sessions ended.
 */
const ACCESS_COLLECTIONS: readonly string[] = [
  COLLECTIONS.users,
  COLLECTIONS.usernames,
  COLLECTIONS.invitations,
  COLLECTIONS.accountLinks,
  COLLECTIONS.handovers,
];

/**
 * What a link, an upload or a member session handed out before the restore could still open: each
 * ends at the restore, so a reset, invitation, recovery-e-mail or member's sign-in link mailed then
 * (used since, or not) or an upload address given then says "expired" after it, and a member
 * signed in to My membership then (signed out since, or not) signs in again.
 */
const ENDED_AT_RESTORE: readonly string[] = [
  COLLECTIONS.accountLinks,
  COLLECTIONS.invitations,
  COLLECTIONS.pendingUploads,
  COLLECTIONS.memberSessions,
];

function encode(value: unknown): unknown {
  if (value instanceof Timestamp) return { $type: 'timestamp', seconds: value.seconds, nanoseconds: value.nanoseconds } satisfies Tagged;
  if (value instanceof GeoPoint) return { $type: 'geopoint', latitude: value.latitude, longitude: value.longitude } satisfies Tagged;
  if (value instanceof DocumentReference) return { $type: 'reference', path: value.path } satisfies Tagged;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array)
    return { $type: 'bytes', base64: Buffer.from(value).toString('base64') } satisfies Tagged;
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
  return value;
}

function decode(value: unknown, db: Firestore): unknown {
  if (Array.isArray(value)) return value.map((v) => decode(v, db));
  if (!value || typeof value !== 'object') return value;
  const tagged = value as Partial<Tagged> & Record<string, unknown>;
  switch (tagged.$type) {
    case 'timestamp':
      return new Timestamp(tagged.seconds as number, tagged.nanoseconds as number);
    case 'geopoint':
      return new GeoPoint(tagged.latitude as number, tagged.longitude as number);
    case 'reference':
      return db.doc(tagged.path as string);
    case 'bytes':
      return Buffer.from(tagged.base64 as string, 'base64');
    default:
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v, db)]));
  }
}

/** Reads every document of every collection into a backup. */
export async function exportAll(db: Firestore, projectId: string): Promise<BackupFile> {
  const collections: BackupFile['collections'] = {};
  for (const name of backedUpCollections()) {
    const snap = await db.collection(name).get();
    collections[name] = Object.fromEntries(snap.docs.map((doc) => [doc.id, encode(doc.data()) as Record<string, unknown>]));
  }
  return { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: new Date().toISOString(), projectId, collections };
}

/** Document counts per collection that hold any documents: empty when the project is empty. */
async function nonEmptyCollections(db: Firestore): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of backedUpCollections()) {
    const count = (await db.collection(name).count().get()).data().count;
    if (count > 0) counts[name] = count;
  }
  return counts;
}

export class RestoreRefusedError extends Error {}

/** Firestore's own rules for a document id: 1 to 1500 bytes, no slash, none it keeps for itself. */
const isDocumentId = (id: string) => id.length > 0 && Buffer.byteLength(id) <= 1500 && !id.includes('/') && !isReservedDocumentId(id);

/** Every reference a document holds, at any depth. */
function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn);
  if (!value || typeof value !== 'object') return [];
  const tagged = value as Partial<Tagged>;
  if (tagged.$type === 'reference') return [String(tagged.path)];
  return Object.values(value).flatMap(referencesIn);
}

/**
 * Why this backup cannot be restored, before anything is written: a collection the product does
 * not keep (a typo, derived state such as `publishing`, or a path into another collection), a
 * document id Firestore refuses, a document that is not an object, or a reference to a document
 * outside the product's collections.
 */
function backupProblems(backup: BackupFile): string[] {
  const known = new Set(backedUpCollections());
  const isProductDocument = (path: string) => {
    const [collection, id, ...rest] = path.split('/');
    return known.has(collection) && id !== undefined && isDocumentId(id) && rest.length === 0;
  };
  const problems: string[] = [];
  for (const [name, docs] of Object.entries(backup.collections)) {
    if (!known.has(name)) {
      problems.push(`collection "${name}" is not one the product keeps`);
      continue;
    }
    if (!docs || typeof docs !== 'object' || Array.isArray(docs)) {
      problems.push(`collection "${name}" is not a map of documents`);
      continue;
    }
    for (const [id, fields] of Object.entries(docs)) {
      if (!isDocumentId(id)) problems.push(`${name}: "${id}" is not a document id`);
      else if (!fields || typeof fields !== 'object' || Array.isArray(fields)) problems.push(`${name}/${id} is not a document`);
      else for (const path of referencesIn(fields)) if (!isProductDocument(path)) problems.push(`${name}/${id} refers to "${path}"`);
    }
  }
  return problems;
}

/** A document as the restore writes it: what gave access before the restore no longer does (ACCESS_COLLECTIONS, ENDED_AT_RESTORE). */
function asRestored(name: string, fields: Record<string, unknown>, restoredAt: Timestamp): Record<string, unknown> {
  if (name === COLLECTIONS.users) return { ...fields, sessionsValidAfter: restoredAt };
  const expiresAt = fields.expiresAt;
  if (ENDED_AT_RESTORE.includes(name) && expiresAt instanceof Timestamp && expiresAt.toMillis() > restoredAt.toMillis())
    return { ...fields, expiresAt: restoredAt };
  return fields;
}

export function parseBackup(text: string): BackupFile {
  const data = JSON.parse(text) as BackupFile;
  if (data?.format !== BACKUP_FORMAT || data.version !== BACKUP_VERSION || typeof data.collections !== 'object') {
    throw new Error(`Not a ${BACKUP_FORMAT} file of version ${BACKUP_VERSION}`);
  }
  return data;
}

async function inBatches(db: Firestore, refs: DocumentReference[], write: (batch: WriteBatch, ref: DocumentReference) => void) {
  for (let i = 0; i < refs.length; i += BATCH_SIZE) {
    const batch = db.batch();
    for (const ref of refs.slice(i, i + BATCH_SIZE)) write(batch, ref);
    await batch.commit();
  }
}

/**
 * Writes a backup into the project. A backup naming anything but the product's collections and
 * documents is refused before anything is written. A project that already holds data is refused
 * unless `force` is set; then its product collections are emptied first, so the result equals the
 * backup, but for access (ACCESS_COLLECTIONS): a project's staff accounts are kept as they are,
 * and what the restore writes opens nothing that was handed out before it.
 * Returns the documents written per collection and the collections kept.
 */
export async function restoreAll(db: Firestore, backup: BackupFile, { force = false } = {}) {
  const problems = backupProblems(backup);
  if (problems.length > 0) {
    const shown = problems.slice(0, 5).join('; ');
    throw new RestoreRefusedError(
      `Nothing was restored: the backup holds what the product does not (${shown}${problems.length > 5 ? '; ...' : ''}).`,
    );
  }
  const existing = await nonEmptyCollections(db);
  if (Object.keys(existing).length && !force) {
    const summary = Object.entries(existing)
      .map(([name, n]) => `${name}: ${n}`)
      .join(', ');
    throw new RestoreRefusedError(`The project already holds data (${summary}). Restore with --force to replace it.`);
  }
  const kept = existing[COLLECTIONS.users] ? ACCESS_COLLECTIONS : [];
  for (const name of Object.keys(existing).filter((name) => !kept.includes(name))) {
    const refs = (await db.collection(name).get()).docs.map((doc) => doc.ref);
    await inBatches(db, refs, (batch, ref) => batch.delete(ref));
  }
  const restoredAt = Timestamp.now();
  const written: Record<string, number> = {};
  for (const [name, docs] of Object.entries(backup.collections).filter(([name]) => !kept.includes(name))) {
    const entries = Object.entries(docs);
    const refs = entries.map(([id]) => db.collection(name).doc(id));
    const fieldsByPath = new Map(entries.map(([id, fields]) => [`${name}/${id}`, fields]));
    await inBatches(db, refs, (batch, ref) =>
      batch.set(ref, asRestored(name, decode(fieldsByPath.get(ref.path), db) as Record<string, unknown>, restoredAt)),
    );
    written[name] = entries.length;
  }
  return { written, kept: [...kept] };
}
