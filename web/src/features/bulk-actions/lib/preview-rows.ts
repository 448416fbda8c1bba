import type { Development, DevelopmentInput } from '@roca/contract';
import { developmentKey, parseImportRow } from '@roca/contract/development-import';

export type PreviewRow =
  | { row: number; status: 'new'; value: DevelopmentInput }
  | { row: number; status: 'duplicate'; value: DevelopmentInput }
  | { row: number; status: 'invalid'; reason: string; label: string };

/** A name for an invalid row in the preview: its title if it has one. */
function labelOf(raw: unknown): string {
  const fields = (raw ?? {}) as Record<string, unknown>;
  const title = fields.projectTitle ?? fields.title;
  return typeof title === 'string' && title.trim() ? title.trim() : '(no title)';
}

/**
 * Sorts every row of a file into new, duplicate (same date and project title as a stored update,
 * or as an earlier row of the file) or invalid with its reason - the rule the server applies too.
 */
export function previewRows(rows: unknown[], stored: Pick<Development, 'date' | 'projectTitle'>[]): PreviewRow[] {
  const seen = new Set(stored.map(developmentKey));
  return rows.map((raw, index) => {
    const row = index + 1;
    const check = parseImportRow(raw);
    if (!check.ok) return { row, status: 'invalid', reason: check.reason, label: labelOf(raw) };
    const key = developmentKey(check.value);
    if (seen.has(key)) return { row, status: 'duplicate', value: check.value };
    seen.add(key);
    return { row, status: 'new', value: check.value };
  });
}
