/**
 * Firestore reports failures with gRPC status codes (the Admin SDK and the Node Firestore emulator
 * alike), as a number in `code`.
 */
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;

const grpcCode = (err: unknown) => (err as { code?: unknown } | null)?.code;

/** An update found no document to change. */
export const isNotFound = (err: unknown) => grpcCode(err) === NOT_FOUND;

/** A `create` found the document there already: another write got in first. */
export const isAlreadyExists = (err: unknown) => grpcCode(err) === ALREADY_EXISTS;
