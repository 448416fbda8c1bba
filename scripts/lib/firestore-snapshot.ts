import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FirestoreServer } from '@firestore-emulator/server';
import { GeoPoint, Timestamp, type Firestore } from 'firebase-admin/firestore';

/**
 * Persistence for the in-memory Node Firestore emulator: it has no import/export of its own,
 * so we save its state as JSON and load it back through the Admin SDK on the next start.
 */
type TypedValue = { type: string; value: unknown };
type DocJson = { fields: StoredFields; collections: Record<string, CollectionJson> };
type CollectionJson = { documents: Record<string, DocJson> };
type StateJson = { projects: Record<string, { databases: Record<string, { collections: Record<string, CollectionJson> }> }> };

export function snapshotOf(server: FirestoreServer, projectId: string): Record<string, CollectionJson> {
  const state = server.state.toJSON() as unknown as StateJson;
  return state.projects[projectId]?.databases['(default)']?.collections ?? {};
}

/** A document's fields as the emulator holds them, each value with its type. */
export type StoredFields = Record<string, TypedValue>;

/**
 * The documents of these top-level collections, by path, read from the emulator's memory: what a
 * query of each collection would answer at this moment, without a query per collection (the test
 * set-up compares the whole database before and after each request).
 */
export function documentsOf(server: FirestoreServer, projectId: string, collections: readonly string[]): Record<string, StoredFields> {
  const root = `projects/${projectId}/databases/(default)/documents`;
  const result: Record<string, StoredFields> = {};
  for (const name of collections) {
    for (const doc of server.state.getCollection(`${root}/${name}`).getAllDocuments()) {
      if (doc.metadata.hasExist) result[`${name}/${doc.name}`] = doc.toJSON().fields as StoredFields;
    }
  }
  return result;
}

/** Writes atomically (temp file + rename) so a crash mid-write never leaves a torn snapshot. */
export function saveSnapshot(file: string, collections: Record<string, CollectionJson>) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify({ version: 1, collections }));
  renameSync(`${file}.tmp`, file);
}

export function readSnapshot(file: string): Record<string, CollectionJson> {
  return JSON.parse(readFileSync(file, 'utf8')).collections;
}

/**
 * A bytes value (an e-mail's attachment in the outbox) as the emulator keeps it, a Uint8Array,
 * which JSON (a saved snapshot, the test set-up's answer) writes as an object of its bytes by
 * index; or as base64 text.
 */
// Base64 in a snapshot file; bytes read from the emulator's memory arrive as a Uint8Array, or as
// JSON of one ({"0": 37, "1": 80, ...}) or of a Buffer ({ type: 'Buffer', data: [...] }).
function bytesOf(value: unknown): Buffer {
  if (typeof value === 'string') return Buffer.from(value, 'base64');
  if (value instanceof Uint8Array) return Buffer.from(value);
  if (value && typeof value === 'object' && 'data' in value) return Buffer.from((value as { data: number[] }).data);
  return Buffer.from(Object.values(value as Record<string, number>));
}

/** The values the Admin SDK would read (`doc.data()`) for fields stored as `StoredFields`. */
export const decodeFields = (fields: StoredFields, db: Firestore) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, decode(v, db)]));

function decode(typed: TypedValue, db: Firestore): unknown {
  const { type, value } = typed;
  switch (type) {
    case 'null_value':
      return null;
    case 'boolean_value':
    case 'string_value':
      return value;
    case 'integer_value':
    case 'double_value':
      return Number(value);
    case 'timestamp_value': {
      const t = value as { seconds: number; nanos: number };
      return new Timestamp(Number(t.seconds), Number(t.nanos ?? 0));
    }
    case 'bytes_value':
      return bytesOf(value);
    case 'reference_value':
      return db.doc(String(value).split('/documents/')[1]);
    case 'geo_point_value': {
      const g = value as { latitude: number; longitude: number };
      return new GeoPoint(g.latitude, g.longitude);
    }
    case 'array_value':
      return (value as TypedValue[]).map((v) => decode(v, db));
    case 'map_value':
      return Object.fromEntries(Object.entries(value as Record<string, TypedValue>).map(([k, v]) => [k, decode(v, db)]));
    default:
      throw new Error(`Snapshot has a value of unknown type ${type}`);
  }
}

/** Loads a snapshot into an empty emulator, subcollections included, in batches of 400. */
export async function loadSnapshot(db: Firestore, collections: Record<string, CollectionJson>) {
  let batch = db.batch();
  let pending = 0;
  let total = 0;
  const walk = async (prefix: string, cols: Record<string, CollectionJson>) => {
    for (const [colId, col] of Object.entries(cols)) {
      for (const [docId, doc] of Object.entries(col.documents)) {
        const path = `${prefix}${colId}/${docId}`;
        if (Object.keys(doc.fields).length) {
          batch.set(db.doc(path), decodeFields(doc.fields, db));
          pending++;
          total++;
        }
        if (pending >= 400) {
          await batch.commit();
          batch = db.batch();
          pending = 0;
        }
        await walk(`${path}/`, doc.collections ?? {});
      }
    }
  };
  await walk('', collections);
  if (pending) await batch.commit();
  return total;
}
