import { LINK_SLOTS, type Development } from '@roca/contract';
import { csvFile } from '#web/lib/csv-file';
import { todayInVancouver } from '#web/lib/dates';

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

export type ExportFormat = 'csv' | 'json';

/**
 * Every development update as CSV (lib/csv-file.ts: all fields quoted, so commas and line breaks
 * in descriptions stay inside their cell, formulas neutralised, and the import takes the
 * neutralising apostrophe off again) or as JSON. Attachments become one download URL per line in CSV.
 */
export function exportDevelopments(developments: Development[], format: ExportFormat): { content: string; mimeType: string } {
  if (format === 'json') return { content: JSON.stringify(developments, null, 2), mimeType: 'application/json' };
  const rows = developments.map((dev) => ({
    ...Object.fromEntries(EXPORT_COLUMNS.map((column) => [column, dev[column as keyof Development] ?? ''])),
    attachments: dev.attachments.map((a) => a.url).join('\n'),
  }));
  return csvFile(rows, EXPORT_COLUMNS);
}

/** e.g. roca-development-updates-2026-11-21.csv, dated with the day in Vancouver (not UTC's, which is a day ahead in the evening). */
export const exportFileName = (format: ExportFormat, now = new Date()) => `roca-development-updates-${todayInVancouver(now)}.${format}`;
