import type { FirestoreServer } from '@firestore-emulator/server';

/**
 * Firestore reads, counted where they are answered: at the gRPC layer of the Node Firestore
 * emulator, which runs in the process that starts the stack (scripts/lib/local-stack.ts): the scale
 * bench's (`npm run bench:scale`), and the tests' (tests/global-setup.ts, for the read budgets).
 * Every read of the functions, the publish task, the tests and the scripts goes through it. Counted as Firestore bills them
 * (https://firebase.google.com/docs/firestore/pricing): a document a query returns is one read,
 * a query that returns none is one; a document looked up (get, getAll, a transaction's get) is one
 * whether it exists or not; an aggregation (count()) is one per 1,000 documents it matched, at
 * least one. The time the emulator spent answering is kept too: on this emulator every query
 * reads and sorts its whole collection (docs/performance.md, "Scale"), which production Firestore,
 * answering from an index, does not.
 */
export type Reads = {
  reads: number;
  queries: number;
  lookups: number;
  aggregations: number;
  emulatorMs: number;
  byCollection: Record<string, number>;
};

type Handler = { func: (call: ServerCall, respond?: unknown) => void };
type ServerCall = {
  request: {
    structured_query?: { from?: { collection_id?: string }[] };
    structured_aggregation_query?: { structured_query?: { from?: { collection_id?: string }[] } };
    documents?: string[];
  };
  write: (message: { has_document?: boolean }) => boolean;
  end: () => void;
};

const METHOD = '/google.firestore.v1.Firestore/';
const empty = (): Reads => ({ reads: 0, queries: 0, lookups: 0, aggregations: 0, emulatorMs: 0, byCollection: {} });

/** The collection a document path is in: projects/p/databases/d/documents/<collection>/<id>... (the top-level one). */
const collectionOfPath = (path: string) => path.split('/documents/')[1]?.split('/')[0] ?? '?';

export function countReads(server: FirestoreServer) {
  const handlers = (server as unknown as { server?: { handlers?: Map<string, Handler> } }).server?.handlers;
  const state = server.state as unknown as { v1Query: (...args: unknown[]) => unknown[] };
  if (!handlers?.get(`${METHOD}RunQuery`) || typeof state.v1Query !== 'function') {
    throw new Error('@firestore-emulator/server has changed: scripts/bench/scale/firestore-reads.ts no longer finds its gRPC handlers');
  }
  const total = empty();
  const add = (collection: string, reads: number) => {
    total.reads += reads;
    total.byCollection[collection] = (total.byCollection[collection] ?? 0) + reads;
  };
  // What the emulator's query matched, for the aggregation that ran it.
  let matched = 0;
  const query = state.v1Query.bind(state);
  state.v1Query = (...args) => {
    const docs = query(...args);
    matched = docs.length;
    return docs;
  };

  const wrap = (method: string, count: (call: ServerCall, written: number) => void) => {
    const handler = handlers.get(`${METHOD}${method}`)!;
    const original = handler.func;
    handler.func = (call, respond) => {
      let written = 0;
      const write = call.write.bind(call);
      call.write = (message) => {
        if (message.has_document) written++;
        return write(message);
      };
      const started = performance.now();
      try {
        original(call, respond);
      } finally {
        total.emulatorMs += performance.now() - started;
        count(call, written);
      }
    };
  };
  wrap('RunQuery', (call, written) => {
    total.queries++;
    add(call.request.structured_query?.from?.[0]?.collection_id ?? '?', Math.max(1, written));
  });
  wrap('RunAggregationQuery', (call) => {
    total.aggregations++;
    add(
      call.request.structured_aggregation_query?.structured_query?.from?.[0]?.collection_id ?? '?',
      Math.max(1, Math.ceil(matched / 1000)),
    );
  });
  wrap('BatchGetDocuments', (call) => {
    for (const path of call.request.documents ?? []) {
      total.lookups++;
      add(collectionOfPath(path), 1);
    }
  });

  const snapshot = (): Reads => ({ ...total, byCollection: { ...total.byCollection } });
  return {
    snapshot,
    /** What was read since `before` (a snapshot). */
    since(before: Reads): Reads {
      const now = snapshot();
      const byCollection = Object.fromEntries(
        Object.entries(now.byCollection)
          .map(([collection, reads]) => [collection, reads - (before.byCollection[collection] ?? 0)] as const)
          .filter(([, reads]) => reads > 0),
      );
      return {
        reads: now.reads - before.reads,
        queries: now.queries - before.queries,
        lookups: now.lookups - before.lookups,
        aggregations: now.aggregations - before.aggregations,
        emulatorMs: now.emulatorMs - before.emulatorMs,
        byCollection,
      };
    },
  };
}

export type ReadCounter = ReturnType<typeof countReads>;
