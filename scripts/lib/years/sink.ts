import type { DocumentData, DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';

/** Firestore takes at most 500 writes in one commit. */
const WRITES_PER_COMMIT = 500;
/** And at most about this many bytes: the emulator's gRPC server takes messages of up to 4 MiB. */
const BYTES_PER_COMMIT = 2_500_000;
/** Commits in flight at once: enough to keep the emulator busy while the next batch is encoded. */
const COMMITS_IN_FLIGHT = 4;

/**
 * Where the generated documents go: commits of 500 writes, a few in flight, through the Admin SDK
 * as any client writes (so each value is stored as the services' own writes store it). Counts
 * what it wrote per collection.
 */
export type Sink = {
  /** `again`: the document was written before (an edited item stored as it ends up); not counted twice. */
  set: (ref: DocumentReference, data: DocumentData, again?: 'again') => Promise<void>;
  /** Waits for every write so far. */
  flush: () => Promise<void>;
  /** Queues a write without waiting; `drain`, `set` or `flush` wait for the commits. */
  queue: (ref: DocumentReference, data: DocumentData) => void;
  /** Waits until fewer commits are in flight than the sink allows. */
  drain: () => Promise<void>;
  /** Documents written, by collection. */
  written: Map<string, number>;
};

/**
 * A stand-in for a Transaction or WriteBatch, for the services' functions that write into one
 * (recordAudit, suppressAfterBounce): what they write goes into the sink in their shape, after
 * `later` (what a retention job would have done to it since).
 */
export function writerInto(sink: Sink, later: (data: DocumentData) => DocumentData = (data) => data): Transaction {
  const writer = {
    create: (ref: DocumentReference, data: DocumentData) => (sink.queue(ref, later(data)), writer),
    set: (ref: DocumentReference, data: DocumentData) => (sink.queue(ref, later(data)), writer),
  };
  return writer as unknown as Transaction;
}

export function sinkInto(db: Firestore): Sink {
  let batch = db.batch();
  let pending = 0;
  let pendingBytes = 0;
  const inFlight = new Set<Promise<unknown>>();
  const written = new Map<string, number>();

  /** Starts committing the batch so far; a new batch takes the next writes. */
  const rotate = () => {
    if (pending === 0) return;
    const done: Promise<unknown> = batch.commit().finally(() => inFlight.delete(done));
    inFlight.add(done);
    batch = db.batch();
    pending = 0;
    pendingBytes = 0;
  };

  const queue = (ref: DocumentReference, data: DocumentData, again?: 'again') => {
    // JSON's length is close enough to the encoded size (timestamps and hashes are short either way).
    const bytes = JSON.stringify(data).length + ref.path.length;
    if (pending >= WRITES_PER_COMMIT || pendingBytes + bytes > BYTES_PER_COMMIT) rotate();
    pendingBytes += bytes;
    batch.set(ref, data);
    if (!again) written.set(ref.parent.id, (written.get(ref.parent.id) ?? 0) + 1);
    pending++;
  };
  const drain = async () => {
    while (inFlight.size >= COMMITS_IN_FLIGHT) await Promise.race(inFlight);
  };
  return {
    set: async (ref, data, again) => {
      queue(ref, data, again);
      await drain();
    },
    drain,
    queue,
    written,
    flush: async () => {
      rotate();
      await Promise.all(inFlight);
    },
  };
}
