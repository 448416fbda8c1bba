import { createRequire } from 'node:module';
import type * as Emulator from '@firestore-emulator/server';

/**
 * The bench's Node Firestore emulator answers a query in one pass over its collection, with the
 * same documents in the same order (docs/performance.md, "Scale"). The emulator's own v1Query
 * sorts the whole collection before it filters, and reads every part of the query (protobuf
 * getters that build objects, the filter's value converted again) once per document and per
 * comparison: about 10 µs per document, so at 25x one count of a send's messages in the
 * 1,250,000 of the outbox took 15 s, and the mail screen's 250 counts an hour. Production Firestore
 * answers from an index; this makes the emulator's time a small part of a call again, so the
 * bench's times say what the routes do. Here the query is read once; the documents are filtered,
 * then sorted (stably, with the emulator's own comparisons, so the order is the emulator's
 * wherever its comparison is a consistent order), and with a limit only the first ones are kept
 * in order, one comparison for most documents. A query shape this does not know (a unary or
 * nested filter, a field path with a dot) goes to the emulator's own v1Query, as do its errors.
 *
 * Only `npm run bench:scale` applies it (before its stacks start), and checks it as it runs
 * (`differences`); `npm start` and the tests keep the emulator as it is.
 */
type Field = {
  type: string;
  value: unknown;
  eq: (other: Field) => boolean;
  lt: (other: Field) => boolean;
  lte: (other: Field) => boolean;
  gt: (other: Field) => boolean;
  gte: (other: Field) => boolean;
};
type Doc = { metadata: { hasExist: boolean }; getField: (path: string) => Field | undefined };
type ProtoValue = object;
type ProtoFieldFilter = { field: { field_path: string }; op: number; value: ProtoValue };
type ProtoQuery = {
  from: { collection_id?: string }[];
  order_by: { field: { field_path: string }; direction: number }[];
  has_where: boolean;
  where: {
    has_field_filter: boolean;
    field_filter: ProtoFieldFilter;
    has_composite_filter: boolean;
    composite_filter: { op: number; filters: { has_field_filter: boolean; field_filter: ProtoFieldFilter }[] };
  };
  has_limit: boolean;
  limit: { value: number };
};
type Collection = {
  documents: Record<string, Doc>;
  getAllDocuments: () => Doc[];
  getDocument: (name: string) => Doc;
  /** Every document named so far, in the order Object.values gives them (below). */
  inOrder?: Doc[] | null;
};
type State = { getCollection: (path: string) => Collection; v1Query: (parent: string, query: ProtoQuery) => Doc[] };

const require = createRequire(import.meta.url);
// The CommonJS builds, as local-stack.ts loads the emulator.
const emulator = require('@firestore-emulator/server') as typeof Emulator;
const { Write } = require('@firestore-emulator/proto/dist/google/firestore/v1/write') as { Write: new (data: unknown) => unknown };
const { Document } = require('@firestore-emulator/proto/dist/google/firestore/v1/document') as { Document: new (data: unknown) => unknown };

// google.firestore.v1.StructuredQuery's enums.
const ASCENDING = 1;
const DESCENDING = 2;
const AND = 1;
const OR = 2;
const OP = { LT: 1, LTE: 2, GT: 3, GTE: 4, EQ: 5, NE: 6, ARRAY_CONTAINS: 7, IN: 8, ARRAY_CONTAINS_ANY: 9, NOT_IN: 10 } as const;

/** The emulator's own field for a query's value: written into a scratch state, read back (its converter is not exported). */
const scratch = new emulator.FirestoreState() as unknown as {
  writeV1Document: (date: Date, write: unknown) => unknown;
  getDocument: (path: string) => Doc;
};
const SCRATCH = 'projects/scratch/databases/(default)/documents/values/value';
function fieldOf(value: ProtoValue): Field {
  scratch.writeV1Document(new Date(), new Write({ update: new Document({ name: SCRATCH, fields: new Map([['v', value]]) }) }));
  return scratch.getDocument(SCRATCH).getField('v')!;
}

const isArray = (field: Field) => field.type === 'array_value';
const items = (field: Field) => field.value as Field[];

/** A field filter as the emulator's v1FilterDocuments applies it, with its value converted once. */
function compileFieldFilter(filter: ProtoFieldFilter): ((doc: Doc) => boolean) | null {
  const path = filter.field.field_path;
  if (!path || path.includes('.')) return null;
  const value = fieldOf(filter.value);
  const test: ((field: Field) => boolean) | undefined = {
    [OP.EQ]: (field: Field) => field.eq(value),
    [OP.LT]: (field: Field) => field.lt(value),
    [OP.LTE]: (field: Field) => field.lte(value),
    [OP.GT]: (field: Field) => field.gt(value),
    [OP.GTE]: (field: Field) => field.gte(value),
    [OP.ARRAY_CONTAINS]: (field: Field) => isArray(field) && items(field).some((item) => item.eq(value)),
    [OP.ARRAY_CONTAINS_ANY]: (field: Field) =>
      isArray(field) && isArray(value) && items(field).some((item) => items(value).some((wanted) => item.eq(wanted))),
    [OP.IN]: (field: Field) => isArray(value) && items(value).some((wanted) => field.eq(wanted)),
    [OP.NE]: (field: Field) => !field.eq(value),
    [OP.NOT_IN]: (field: Field) => isArray(value) && items(value).every((unwanted) => !field.eq(unwanted)),
  }[filter.op];
  if (!test) return null;
  return (doc) => {
    const field = doc.getField(path);
    return field ? test(field) : false;
  };
}

/** The query's where clause as one test, or null for a shape left to the emulator. */
function compileWhere(query: ProtoQuery): ((doc: Doc) => boolean) | null | undefined {
  if (!query.has_where) return undefined;
  const { where } = query;
  if (where.has_field_filter) return compileFieldFilter(where.field_filter);
  if (!where.has_composite_filter) return null;
  const { op, filters } = where.composite_filter;
  if (op !== AND && op !== OR) return null;
  const tests = filters.map((filter) => (filter.has_field_filter ? compileFieldFilter(filter.field_filter) : null));
  if (tests.some((test) => !test)) return null;
  const all = tests as ((doc: Doc) => boolean)[];
  return op === AND ? (doc) => all.every((test) => test(doc)) : (doc) => all.some((test) => test(doc));
}

/** The emulator's comparison of two documents by the query's order (FirestoreState.v1Query), read once. */
function compileOrder(query: ProtoQuery): ((a: Doc, b: Doc) => number) | null {
  const order = query.order_by.map((o) => ({ path: o.field.field_path, direction: o.direction }));
  if (order.some(({ path }) => path.includes('.'))) return null;
  return (aDocument, bDocument) => {
    for (const { path, direction } of order) {
      const a = aDocument.getField(path);
      const b = bDocument.getField(path);
      if (!a || !b) {
        if (a && !b) return -1;
        if (!a && b) return 1;
        continue;
      }
      if (a.eq(b)) continue;
      if (direction === ASCENDING) {
        if (a.lt(b)) return -1;
        if (b.lt(a)) return 1;
      } else if (direction === DESCENDING) {
        if (a.lt(b)) return 1;
        if (b.lt(a)) return -1;
      }
    }
    return 0;
  };
}

/** The first `limit` of `docs` in a stable sort by `compare`, keeping a sorted list of at most `limit`. */
function firstInOrder(docs: Doc[], compare: (a: Doc, b: Doc) => number, limit: number): Doc[] {
  const kept: Doc[] = [];
  for (const doc of docs) {
    // After every kept document that sorts before it or equal to it (a stable sort keeps the earlier first).
    if (kept.length === limit && compare(doc, kept[kept.length - 1]) >= 0) continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(doc, kept[middle]) < 0) high = middle;
      else low = middle + 1;
    }
    kept.splice(low, 0, doc);
    if (kept.length > limit) kept.pop();
  }
  return kept;
}

/** Queries of each shape checked against the emulator's own v1Query, and collections up to this size. */
const CHECKS_PER_SHAPE = 3;
const CHECK_UP_TO_DOCUMENTS = 100_000;

/** What the checks found: a query of a shape answered otherwise than the emulator answers it. */
export const differences: string[] = [];

function shapeOf(collectionId: string, query: ProtoQuery) {
  const filter = (f: ProtoFieldFilter) => `${f.field.field_path} ${f.op}`;
  const where = !query.has_where
    ? ''
    : query.where.has_field_filter
      ? filter(query.where.field_filter)
      : `${query.where.composite_filter.op}(${query.where.composite_filter.filters.map((f) => filter(f.field_filter)).join(', ')})`;
  const order = query.order_by.map((o) => `${o.field.field_path} ${o.direction}`).join(', ');
  return `${collectionId} where [${where}] order [${order}]${query.has_limit ? ' limit' : ''}`;
}

/** A name Object.values puts first, in numeric order, not in the order it was added: an array index. */
const isArrayIndex = (name: string) => /^(0|[1-9]\d*)$/.test(name) && Number(name) < 2 ** 32 - 1;

/**
 * The collection's documents as its getAllDocuments gives them (Object.values of its documents),
 * without Object.values: over a collection of a million documents, which V8 keeps as a dictionary,
 * it costs a tenth of a second per query. Kept as documents are first named, from a collection's
 * first document; a collection that was not empty then, or that holds a document named like an
 * array index, uses getAllDocuments.
 */
function keepDocumentsInOrder() {
  const prototype = emulator.FirestoreStateCollection.prototype as unknown as Collection;
  const getDocument = prototype.getDocument;
  prototype.getDocument = function (this: Collection, name: string) {
    if (this.inOrder === undefined) this.inOrder = Object.keys(this.documents).length === 0 ? [] : null;
    const isNew = this.inOrder && !(name in this.documents);
    const document = getDocument.call(this, name);
    if (isNew) {
      if (isArrayIndex(name)) this.inOrder = null;
      else this.inOrder!.push(document);
    }
    return document;
  };
}
const documentsOf = (collection: Collection) => collection.inOrder ?? collection.getAllDocuments();

let applied = false;

/**
 * Applies it, once per process. The first queries of each shape on a collection of up to 100,000
 * documents are also answered by the emulator's own v1Query, and any difference is kept in
 * `differences` (the bench fails on it).
 */
export function answerEmulatorQueriesInOnePass() {
  if (applied) return;
  applied = true;
  const prototype = emulator.FirestoreState.prototype as unknown as State;
  const original = prototype.v1Query;
  const checked = new Map<string, number>();
  keepDocumentsInOrder();
  prototype.v1Query = function v1Query(this: State, parent: string, query: ProtoQuery) {
    const collectionId = query.from.length === 1 ? query.from[0]?.collection_id : undefined;
    const where = collectionId ? compileWhere(query) : null;
    const compare = collectionId ? compileOrder(query) : null;
    if (!collectionId || where === null || !compare) return original.call(this, parent, query);
    const all = documentsOf(this.getCollection(`${parent}/${collectionId}`));
    let docs = all.filter((doc) => doc.metadata.hasExist && (!where || where(doc)));
    if (query.has_limit && query.limit.value < docs.length) docs = firstInOrder(docs, compare, query.limit.value);
    else if (query.order_by.length) docs.sort(compare);
    if (query.has_limit) docs = docs.slice(0, query.limit.value);

    const shape = shapeOf(collectionId, query);
    const times = checked.get(shape) ?? 0;
    if (times < CHECKS_PER_SHAPE && all.length <= CHECK_UP_TO_DOCUMENTS) {
      checked.set(shape, times + 1);
      const expected = original.call(this, parent, query);
      if (expected.length !== docs.length || expected.some((doc, i) => doc !== docs[i])) {
        differences.push(`${shape}: ${docs.length} documents, the emulator's own answer ${expected.length}, or in another order`);
      }
    }
    return docs;
  };
}
