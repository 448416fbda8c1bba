import { isDeepStrictEqual } from 'node:util';
import { createRequire } from 'node:module';
import { Timestamp, type DocumentData, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import type { FirestoreServer } from '@firestore-emulator/server';
import { PROJECT_ID } from '../../lib/stack-config';
import type { Sink } from '../../lib/years/sink';

/**
 * A faster way for the bench to store the generated years in its own emulator: each document is
 * encoded by the Admin SDK's own serializer, as for a commit, and handed to the emulator's own
 * write (`writeV1Document`, what its Commit does for each write), skipping the gRPC round trip and
 * the protobuf bytes in between. At 5x the commits took half an hour on this shared machine; 25x
 * holds five times as much. `assertStoresAsCommitDoes` checks, before each load, that a document
 * of every kind of value is stored exactly as a commit stores it.
 */
type ApiValue = Record<string, unknown>;
type Serializer = { encodeFields: (data: DocumentData) => Record<string, ApiValue> };
type State = {
  writeV1Document: (date: Date, write: unknown) => unknown;
  getDocument: (path: string) => { toJSON: () => { fields: unknown } };
};

const { Write } = createRequire(import.meta.url)('@firestore-emulator/proto/dist/google/firestore/v1/write') as {
  Write: { fromObject: (data: unknown) => unknown };
};
const DOCUMENTS = `projects/${PROJECT_ID}/databases/(default)/documents`;
/** Writes between two turns of the event loop, so the emulator goes on answering the functions. */
const WRITES_PER_TURN = 500;

/** The Admin SDK's JSON form of a value (camelCase, as protobufjs takes it) in the emulator's (snake_case, as its protobuf classes take it). */
function asEmulatorValue(value: ApiValue): ApiValue {
  const [[kind, inner]] = Object.entries(value);
  switch (kind) {
    case 'mapValue': {
      const fields = (inner as { fields?: Record<string, ApiValue> }).fields ?? {};
      return { map_value: { fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, asEmulatorValue(v)])) } };
    }
    case 'arrayValue':
      return { array_value: { values: ((inner as { values?: ApiValue[] }).values ?? []).map(asEmulatorValue) } };
    case 'timestampValue': {
      const { seconds, nanos } = inner as { seconds?: string | number; nanos?: number };
      return { timestamp_value: { seconds: Number(seconds ?? 0), nanos: nanos ?? 0 } };
    }
    case 'nullValue':
      return { null_value: 0 };
    case 'stringValue':
      return { string_value: inner };
    case 'booleanValue':
      return { boolean_value: inner };
    case 'integerValue':
      return { integer_value: Number(inner) };
    case 'doubleValue':
      return { double_value: inner };
    default:
      throw new Error(`The bench's emulator sink does not store ${kind} values: add it, or store the document through a commit`);
  }
}

export function emulatorSink(server: FirestoreServer, db: Firestore): Sink {
  const serializer = (db as unknown as { _serializer?: Serializer })._serializer;
  if (!serializer?.encodeFields) throw new Error('firebase-admin has changed: the bench no longer finds its serializer');
  const state = server.state as unknown as State;
  const written = new Map<string, number>();
  let sinceTurn = 0;

  const queue = (ref: DocumentReference, data: DocumentData, again?: 'again') => {
    const fields = Object.fromEntries(Object.entries(serializer.encodeFields(data)).map(([k, v]) => [k, asEmulatorValue(v)]));
    state.writeV1Document(new Date(), Write.fromObject({ update: { name: `${DOCUMENTS}/${ref.path}`, fields } }));
    if (!again) written.set(ref.parent.id, (written.get(ref.parent.id) ?? 0) + 1);
    sinceTurn++;
  };
  const drain = async () => {
    if (sinceTurn < WRITES_PER_TURN) return;
    sinceTurn = 0;
    await new Promise((resolve) => setImmediate(resolve));
  };
  return {
    queue,
    drain,
    written,
    set: async (ref, data, again) => {
      queue(ref, data, again);
      await drain();
    },
    flush: async () => {},
  };
}

/** Every kind of value the generated years hold, nested as they nest them. */
const SAMPLE: DocumentData = {
  text: 'Café, 2150 Cedar Lane — «quoted»',
  empty: '',
  whole: 10,
  negative: -3,
  fraction: 10.25,
  yes: true,
  no: false,
  nothing: null,
  at: Timestamp.fromMillis(1_700_000_000_123),
  epoch: Timestamp.fromMillis(0),
  list: [
    { state: 'queued', at: Timestamp.fromMillis(1_700_000_000_000) },
    { state: 'sent', error: 'x', count: 2 },
  ],
  emptyList: [],
  emptyMap: {},
  map: { developments: { given: true, date: '2026-01-05', source: 'Form' }, nested: { deeper: [1, 'two', null] } },
};

/** Fails unless a document is stored by this sink exactly as a commit through the Admin SDK stores it. */
export async function assertStoresAsCommitDoes(server: FirestoreServer, db: Firestore) {
  const viaCommit = db.collection('benchSinkCheck').doc('commit');
  const direct = db.collection('benchSinkCheck').doc('direct');
  await viaCommit.set(SAMPLE);
  await emulatorSink(server, db).set(direct, SAMPLE);
  const state = server.state as unknown as State;
  const stored = (ref: DocumentReference) => state.getDocument(`${DOCUMENTS}/${ref.path}`).toJSON().fields;
  const [committed, written] = [stored(viaCommit), stored(direct)];
  await Promise.all([viaCommit.delete(), direct.delete()]);
  if (!isDeepStrictEqual(committed, written)) {
    throw new Error(
      `The emulator sink stores documents differently from a commit:\n${JSON.stringify(committed)}\n${JSON.stringify(written)}`,
    );
  }
}
