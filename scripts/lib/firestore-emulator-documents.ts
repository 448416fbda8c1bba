import { createRequire } from 'node:module';
import type * as Emulator from '@firestore-emulator/server';

/**
 * The Node Firestore emulator (docs/decisions/001) keeps each collection's documents in an object
 * it replaces with an immer `produce` whenever a document is first named: a copy of the whole
 * collection per new document, so loading N documents took time in N squared (5,000 documents of
 * the outbox took 24 s, 50,000 would take some 40 minutes; the profile was immer's shallowCopy and
 * nothing else). This gives the collection one object that grows in place: the same documents, the
 * same answers to every query, each new document at constant cost. Applied once, before the
 * emulator starts (scripts/lib/local-stack.ts), so `npm start`, the tests and `npm run
 * bench:scale` share it; docs/performance.md, "Scale", says why it was needed.
 */
type Collection = { documents: Record<string, Emulator.FirestoreStateDocument>; emitter: unknown; database: unknown };

// The CommonJS build, as local-stack.ts loads it (its ESM build does not load under Node's ESM loader).
const emulator = createRequire(import.meta.url)('@firestore-emulator/server') as typeof Emulator;
const { FirestoreStateCollection, FirestoreStateDocument } = emulator;

let applied = false;

export function keepEmulatorDocumentsInPlace() {
  if (applied) return;
  applied = true;
  FirestoreStateCollection.prototype.getDocument = function getDocument(this: Emulator.FirestoreStateCollection, name: string) {
    const collection = this as unknown as Collection;
    // A collection the original method froze (created before this ran) gets one last copy.
    if (Object.isFrozen(collection.documents)) collection.documents = { ...collection.documents };
    let document = collection.documents[name];
    if (!document) {
      document = new FirestoreStateDocument(collection.emitter as never, collection.database as never, this, name, {}, {});
      collection.documents[name] = document;
    }
    return document;
  };
}
