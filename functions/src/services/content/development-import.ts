import type { DevelopmentInput, PublicUser } from '@roca/contract';
import { checkDevelopmentRow, developmentKey, type DevelopmentImportResult } from '@roca/contract/development-import';
import { isAlreadyExists } from '../../lib/firestore-errors';
import { sha256Hex } from '../../lib/sha256';
import { creationTimes } from '../../lib/timestamps';
import { developmentsCollection, storedDevelopmentFields } from './developments';
import { runStaffTransaction, writeStaffChange } from '../core';

/** Rows per transaction: each writes the development and its audit entry, under Firestore's 500 writes. */
const ROWS_PER_TRANSACTION = 200;

const MAX_ATTEMPTS = 3;

/**
 * An imported update's id comes from its date and project title, so two imports of one row at
 * the same time write the same document: one creates it, the other fails and tries again.
 */
const importedIdOf = (key: string) => `import-${sha256Hex(key).slice(0, 32)}`;

/**
 * POST /api/developments/import: checks every row again with the contract, skips duplicates
 * (same date and project title as a stored update or an earlier row) and writes the rest in
 * transactions of ROWS_PER_TRANSACTION rows; ids derived from the key make two imports of one
 * file at once add each update only once.
 */
export async function importDevelopments(actor: PublicUser, rows: unknown[]): Promise<DevelopmentImportResult> {
  const result: DevelopmentImportResult = { created: 0, duplicates: 0, invalid: 0, invalidRows: [] };
  const candidates: DevelopmentInput[] = [];
  const keysInFile = new Set<string>();
  rows.forEach((row, index) => {
    const check = checkDevelopmentRow(row);
    if (!check.ok) {
      result.invalid++;
      result.invalidRows.push({ row: index + 1, reason: check.reason });
      return;
    }
    const key = developmentKey(check.value);
    if (keysInFile.has(key)) {
      result.duplicates++;
      return;
    }
    keysInFile.add(key);
    candidates.push(check.value);
  });

  for (let start = 0; start < candidates.length; start += ROWS_PER_TRANSACTION) {
    const created = await importChunk(actor, candidates.slice(start, start + ROWS_PER_TRANSACTION));
    result.created += created;
    result.duplicates += Math.min(ROWS_PER_TRANSACTION, candidates.length - start) - created;
  }
  return result;
}

/** Writes the rows not stored yet (by key, or by id for an earlier import) in one transaction. */
async function importChunk(actor: PublicUser, chunk: DevelopmentInput[], attempt = 1): Promise<number> {
  try {
    return await runStaffTransaction(async (tx) => {
      const refs = chunk.map((input) => developmentsCollection().doc(importedIdOf(developmentKey(input))));
      const [stored, ...sameIds] = await Promise.all([
        tx.get(developmentsCollection().select('date', 'projectTitle')),
        ...refs.map((ref) => tx.get(ref)),
      ]);
      const storedKeys = new Set(
        stored.docs.map((doc) => developmentKey({ date: doc.get('date'), projectTitle: doc.get('projectTitle') })),
      );
      let count = 0;
      const times = creationTimes();
      chunk.forEach((input, i) => {
        if (storedKeys.has(developmentKey(input)) || sameIds[i].exists) return;
        const after = { ...storedDevelopmentFields(input), attachments: [], ...times };
        writeStaffChange(tx, { actor, ref: refs[i], before: null, after, action: 'import' });
        count++;
      });
      return count;
    });
  } catch (err) {
    // A concurrent import created the same document first.
    if (isAlreadyExists(err) && attempt < MAX_ATTEMPTS) return importChunk(actor, chunk, attempt + 1);
    throw err;
  }
}
