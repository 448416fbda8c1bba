import Papa from 'papaparse';
import { LIMITS } from '@roca/contract';
import { IMPORT_MESSAGES } from '@roca/contract/development-import';
import { unescapeFormula } from '#web/lib/csv-file';

export type ReadResult = { ok: true; rows: unknown[] } | { ok: false; message: string };

/** JSON files may hold a list, or an object with one list (e.g. { "development_updates": [...] }). */
function rowsOfJson(data: unknown): unknown[] | null {
  if (Array.isArray(data)) return data;
  if (data && typeof data === 'object') {
    const lists = Object.values(data).filter(Array.isArray);
    if (lists.length === 1) return lists[0];
  }
  return null;
}

/**
 * Reads the rows of a chosen CSV or JSON file. Files over the size limit are refused before they
 * are read, and files over the row limit before any row is checked.
 */
export async function readImportFile(file: File): Promise<ReadResult> {
  if (file.size > LIMITS.importMaxBytes) return { ok: false, message: IMPORT_MESSAGES.tooLarge };
  const text = (await file.text()).replace(/^\uFEFF/, '');
  const isJson = file.name.toLowerCase().endsWith('.json') || /^\s*[[{]/.test(text);
  let rows: unknown[] | null;
  if (isJson) {
    try {
      rows = rowsOfJson(JSON.parse(text));
    } catch {
      return { ok: false, message: 'The file is not valid JSON.' };
    }
    if (!rows) return { ok: false, message: 'The JSON file must hold a list of development updates.' };
  } else {
    const parsed = Papa.parse<Record<string, string>>(text, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.trim(),
      transform: unescapeFormula,
    });
    const fatal = parsed.errors.find((e) => e.type === 'Quotes' || e.type === 'Delimiter');
    if (fatal) return { ok: false, message: `The CSV file cannot be read: ${fatal.message} (row ${(fatal.row ?? 0) + 1}).` };
    rows = parsed.data;
  }
  if (rows.length === 0) return { ok: false, message: IMPORT_MESSAGES.noRows };
  if (rows.length > LIMITS.importMaxRows) return { ok: false, message: IMPORT_MESSAGES.tooManyRows(rows.length) };
  return { ok: true, rows };
}
