import Papa from 'papaparse';
import { LINK_SLOTS, type Development } from '@roca/contract';
import { todayInVancouver } from '#web/lib/dates';
import { UTF8_BOM } from '#web/lib/download-file';

/** Column order of an Export All CSV: the fields of a development (docs/requirements.md, Data), then what the store adds. */
const EXPORT_COLUMNS = [
  'id',
  'date',
  'projectTitle',
  'subTitle',
  'status',
  'description',
  ...LINK_SLOTS.flatMap((n) => [`link${n}`, `linkText${n}`]),
  'imagePath',
  'attachments',
  'createdAt',
  'updatedAt',
] as const;

/**
 * Cells a spreadsheet would run as a formula (=HYPERLINK(...), +, -, @, a tab or carriage return
 * first): papaparse's `escapeFormulae` puts an apostrophe in front of them on export, and the
 * import takes it off again (read-import-file.ts), so an Export All file opens safely and still
 * imports back unchanged.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

export type ExportFormat = 'csv' | 'json';

/**
 * Every development update as CSV (all fields quoted, so commas and line breaks in descriptions
 * stay inside their cell, formulas neutralised) or as JSON. Attachments become one download URL
 * per line in CSV.
 */
export function exportDevelopments(developments: Development[], format: ExportFormat): { content: string; mimeType: string } {
  if (format === 'json') return { content: JSON.stringify(developments, null, 2), mimeType: 'application/json' };
  const rows = developments.map((dev) => ({
    ...Object.fromEntries(EXPORT_COLUMNS.map((column) => [column, dev[column as keyof Development] ?? ''])),
    attachments: dev.attachments.map((a) => a.url).join('\n'),
  }));
  const csv = Papa.unparse(rows, { columns: [...EXPORT_COLUMNS], quotes: true, newline: '\r\n', escapeFormulae: FORMULA_START });
  return { content: UTF8_BOM + csv, mimeType: 'text/csv;charset=utf-8' };
}

/** e.g. roca-development-updates-2026-11-21.csv, dated with the day in Vancouver (not UTC's, which is a day ahead in the evening). */
export const exportFileName = (format: ExportFormat, now = new Date()) => `roca-development-updates-${todayInVancouver(now)}.${format}`;
