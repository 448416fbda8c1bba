import { z } from './zod';
import { LIMITS } from './limits';
import { LINK_SLOTS, megabytes } from './display';
import { developmentInput, legacyDevelopmentUpdate, type DevelopmentInput } from './developments';
import { fieldErrorsOf } from './errors';

/**
 * Import Updates (docs/requirements.md, Bulk actions): the browser reads a CSV or JSON file in the
 * developments shape (an Export All file included) or in the legacy `development_updates` shape, turns each
 * row into a DevelopmentInput here, and sends the new valid ones to POST /api/developments/import,
 * which checks every row again with the same contract.
 */

export const IMPORT_MESSAGES = {
  tooLarge: `The file is larger than ${megabytes(LIMITS.importMaxBytes)}. Split it into smaller files and import them one by one.`,
  tooManyRows: (rows: number) =>
    `The file holds ${rows.toLocaleString('en-US')} rows; at most ${LIMITS.importMaxRows.toLocaleString('en-US')} can be imported at once. Split it into smaller files.`,
  noRows: 'The file holds no rows to import.',
} as const;

/** Body of POST /api/developments/import. Each row is checked on its own, so one bad row never sinks the rest. */
export const developmentImportBody = z
  .object({
    rows: z
      .array(z.unknown(), { error: 'rows must be a list of development updates' })
      .min(1, IMPORT_MESSAGES.noRows)
      .max(LIMITS.importMaxRows, `At most ${LIMITS.importMaxRows.toLocaleString('en-US')} rows can be imported at once`),
  })
  .strict();

export type DevelopmentImportResult = {
  created: number;
  duplicates: number;
  invalid: number;
  /** 1-based row numbers with the reason each was refused. */
  invalidRows: { row: number; reason: string }[];
};

/** Two updates are the same when they share a date and a project title (docs/requirements.md, Bulk actions). */
export const developmentKey = (d: { date: string; projectTitle: string }) => `${d.date} ${d.projectTitle.trim()}`;

export type ImportRowCheck = { ok: true; value: DevelopmentInput } | { ok: false; reason: string };

/** Columns an Export All file carries that the store makes itself; an import ignores them. */
const STORE_MADE_FIELDS = ['id', 'attachments', 'statusHistory', 'createdAt', 'updatedAt'];

/** One readable sentence from a zod error: every field with its first message. */
const describeIssues = (error: z.ZodError) => Object.values(fieldErrorsOf(error)).join('; ');

/** Checks a row the server receives: exactly the body of POST /api/developments. */
export function checkDevelopmentRow(row: unknown): ImportRowCheck {
  const result = developmentInput.safeParse(row);
  return result.success ? { ok: true, value: result.data } : { ok: false, reason: describeIssues(result.error) };
}

/** Drops empty cells (a CSV has a column for every field) and the store-made fields. */
function presentFields(raw: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(raw).filter(([key, value]) => !STORE_MADE_FIELDS.includes(key) && value !== '' && value !== null && value !== undefined),
  );
}

/** A CSV cell holds the legacy links as a JSON list, or as URLs separated by '|' or new lines. */
function legacyLinks(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text);
    } catch {
      return value;
    }
  }
  return text.split(/\s*[|\n]\s*/).filter(Boolean);
}

function fromLegacy(fields: Record<string, unknown>): ImportRowCheck {
  const legacy = legacyDevelopmentUpdate.safeParse({
    ...fields,
    links: fields.links === undefined ? undefined : legacyLinks(fields.links),
  });
  if (!legacy.success) return { ok: false, reason: describeIssues(legacy.error) };
  const { date, title, subtitle, description, status, links = [] } = legacy.data;
  if (!status) return { ok: false, reason: 'Status is required (this legacy row has none)' };
  if (links.length > LINK_SLOTS.length)
    return { ok: false, reason: `At most ${LINK_SLOTS.length} links can be imported; this row has ${links.length}` };
  const row: Record<string, unknown> = { projectTitle: title, subTitle: subtitle, description, date, status };
  links.forEach((link, i) => {
    const slot = LINK_SLOTS[i];
    row[`link${slot}`] = typeof link === 'string' ? link : link.url;
    if (typeof link !== 'string' && link.text) row[`linkText${slot}`] = link.text;
  });
  return checkDevelopmentRow(presentFields(row));
}

/** Reads one row of an import file, in either shape, as the body POST /api/developments takes. */
export function parseImportRow(raw: unknown): ImportRowCheck {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, reason: 'The row is not a record of fields' };
  const fields = presentFields(raw as Record<string, unknown>);
  const isLegacy = !('projectTitle' in fields) && ('title' in fields || 'links' in fields);
  return isLegacy ? fromLegacy(fields) : checkDevelopmentRow(fields);
}
