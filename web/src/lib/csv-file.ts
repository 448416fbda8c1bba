import Papa from 'papaparse';
import { UTF8_BOM } from './download-file';

/**
 * A cell a spreadsheet would run as a formula: one whose first character is =, +, -, @, a tab or a
 * carriage return, whatever follows, line breaks included. (papaparse's own `escapeFormulae: true`
 * pattern, /^[=+\-@\t\r].*$/, misses a value with a line break, so `=HYPERLINK(...)` followed by a
 * second line of an address reached the spreadsheet live.)
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Every CSV file the product writes (Export All, the register, the AGM voter list): UTF-8 with a
 * byte-order mark, every cell quoted so commas and line breaks stay inside it, CRLF between rows,
 * and an apostrophe in front of any cell a spreadsheet would run as a formula. Numbers stay
 * numbers (papaparse leaves number cells alone).
 */
export function csvFile(rows: Record<string, unknown>[], columns: readonly string[]): { content: string; mimeType: string } {
  const csv = Papa.unparse(rows, { columns: [...columns], quotes: true, newline: '\r\n', escapeFormulae: FORMULA_START });
  return { content: UTF8_BOM + csv, mimeType: 'text/csv;charset=utf-8' };
}

/** Takes off the apostrophe csvFile put in front of a would-be formula, so an exported file imports back unchanged. */
export const unescapeFormula = (value: string) => (value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value);
