import { randomInt } from 'node:crypto';
import { JOIN_REFERENCE_ALPHABET } from '@roca/contract/joins';

/**
 * A reference a person can read out on the phone or type into an e-Transfer's message, e.g.
 * R-2026-7F3K (a join) or M-2026-7F3K (an inbox item): a letter, the year, four characters
 * without the ones that are easy to confuse. 31^4 (about 920,000) per prefix and year, so a
 * collision is rare; the caller creates the document and tries another on a clash.
 */
export const newReference = (prefix: string, year: number) =>
  `${prefix}-${year}-${Array.from({ length: 4 }, () => JOIN_REFERENCE_ALPHABET[randomInt(JOIN_REFERENCE_ALPHABET.length)]).join('')}`;
