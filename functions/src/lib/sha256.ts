import { createHash } from 'node:crypto';

/** SHA-256 of some bytes or text, as 64 hex digits: content hashes, and ids derived from a key. */
export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
