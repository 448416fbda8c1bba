import type { InboxQuery, InboxRow } from '@roca/contract/inbox';
import {
  INBOX_KIND_FACTS,
  INBOX_KINDS,
  INBOX_OUTCOME_LABELS,
  INBOX_POSITIONS,
  INBOX_STATUSES,
  INBOX_STATUS_LABELS,
  type InboxKind,
  type InboxPosition,
} from '@roca/contract/inbox-choices';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { Link, href, useSearchParams } from 'react-router';
import { DataState } from '#web/components/admin/data-state';
import { Button } from '#web/components/ui/button';
import { LabelledSelect, SearchBox } from '#web/components/ui/input';
import { csvFile } from '#web/lib/csv-file';
import { formatDateTime, todayInVancouver } from '#web/lib/dates';
import { downloadText } from '#web/lib/download-file';
import { inboxListQuery } from '#web/lib/queries/inbox';
import { StatusPill } from './status-pill';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;

/** Status filter values: every status, and "open" (anything not closed), the list's default. */
const STATUS_FILTERS = ['open', ...INBOX_STATUSES, 'all'] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];
const STATUS_FILTER_LABELS: Record<StatusFilter, string> = { open: 'Open (not closed)', ...INBOX_STATUS_LABELS, all: 'Every status' };

/**
 * The inbox (docs/inbox.md, "For staff"): every item, newest first, filtered by status, position,
 * kind and overdue (kept in the address, `?status=`, so a filtered list can be shared), and for
 * Admin and Super searched by who wrote or what. Overdue items stand out. Admin and Super also
 * export what is shown as CSV.
 */
export function InboxList({ canWork }: { canWork: boolean }) {
  const [params, setParams] = useSearchParams();
  const status = oneOf(STATUS_FILTERS, params.get('status')) ?? 'open';
  const position = oneOf(INBOX_POSITIONS, params.get('position'));
  const kind = oneOf(INBOX_KINDS, params.get('kind'));
  const overdue = params.get('overdue') === 'true' ? 'true' : undefined;
  const [search, setSearch] = useState('');
  const q = useDeferredValue(canWork ? search.trim() : '');
  const filters: InboxQuery = { status: status === 'all' ? undefined : status, position, kind, overdue, q: q || undefined };
  const list = useQuery({ ...inboxListQuery(filters), placeholderData: keepPreviousData });
  const ids = useId();

  function setParam(name: string, value: string | undefined) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  }

  return (
    <section aria-labelledby={`${ids}-heading`} className="space-y-4">
      <h2 id={`${ids}-heading`} className="sr-only">
        Items
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <LabelledSelect
          id={`${ids}-status`}
          label="Status"
          value={status}
          onChange={(v) => setParam('status', v === 'open' ? undefined : v)}
        >
          {STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {STATUS_FILTER_LABELS[value]}
            </option>
          ))}
        </LabelledSelect>
        <LabelledSelect
          id={`${ids}-position`}
          label="Position"
          value={position ?? ''}
          onChange={(v) => setParam('position', v || undefined)}
        >
          <option value="">Every position</option>
          {INBOX_POSITIONS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </LabelledSelect>
        <LabelledSelect id={`${ids}-kind`} label="Kind" value={kind ?? ''} onChange={(v) => setParam('kind', v || undefined)}>
          <option value="">Every kind</option>
          {INBOX_KINDS.map((value) => (
            <option key={value} value={value}>
              {INBOX_KIND_FACTS[value].label}
            </option>
          ))}
        </LabelledSelect>
        <div className="flex items-center gap-2 pb-2">
          <input
            id={`${ids}-overdue`}
            type="checkbox"
            checked={overdue === 'true'}
            onChange={(e) => setParam('overdue', e.target.checked ? 'true' : undefined)}
            className="h-4 w-4 accent-brand-700"
          />
          <label htmlFor={`${ids}-overdue`} className="text-sm font-medium text-gray-900">
            Overdue only
          </label>
        </div>
        {canWork && (
          <SearchBox
            id={`${ids}-search`}
            label="Search"
            value={search}
            placeholder="Reference, name, address or words"
            onChange={setSearch}
          />
        )}
      </div>
      <DataState
        query={list}
        loading="Loading the inbox..."
        error="Error loading the inbox"
        empty={{ text: status === 'open' && !position && !kind && !overdue && !q ? 'Nothing waits for an answer.' : 'No item matches.' }}
      >
        {(rows) => (
          <>
            <ul aria-label="Inbox items" className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
              {rows.map((row) => (
                <li key={row.id}>
                  <InboxRowView row={row} canWork={canWork} />
                </li>
              ))}
            </ul>
            {canWork && (
              <Button variant="secondary" size="sm" onClick={() => exportRows(rows)}>
                Export these {rows.length} as CSV
              </Button>
            )}
          </>
        )}
      </DataState>
    </section>
  );
}

/** When it is due, or how it ended. */
function dueLine(row: InboxRow): string {
  if (row.status === 'closed')
    return `Closed ${formatDateTime(row.closedAt!)}${row.outcome ? `: ${INBOX_OUTCOME_LABELS[row.outcome]}` : ''}`;
  if (row.overdue) return `Overdue since ${formatDateTime(row.dueAt)}`;
  return `Due ${formatDateTime(row.dueAt)}`;
}

function InboxRowView({ row, canWork }: { row: InboxRow; canWork: boolean }) {
  const title = `${INBOX_KIND_FACTS[row.kind as InboxKind].label} · ${row.id}`;
  return (
    <article
      aria-label={title}
      className={`space-y-1 px-4 py-3 text-sm ${row.overdue ? 'border-l-4 border-red-700 bg-red-50' : 'border-l-4 border-transparent'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-gray-900">
          {canWork && !row.personalDataRemovedAt ? (
            <Link to={href(STAFF_PATHS.inboxItem, { id: row.id })} className="text-brand-800 underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </p>
        <StatusPill status={row.status} overdue={row.overdue} />
      </div>
      {row.sender && !row.personalDataRemovedAt && (
        <p className="break-words text-gray-900">
          <span className="font-medium">{row.sender.name}</span> <span className="break-all text-gray-700">&lt;{row.sender.email}&gt;</span>
        </p>
      )}
      {row.summary && <p className="break-words text-gray-700">{row.summary}</p>}
      <p className={row.overdue ? 'font-medium text-red-800' : 'text-gray-700'}>
        {`${row.position as InboxPosition} · Received ${formatDateTime(row.receivedAt)} · ${dueLine(row)}`}
      </p>
      {row.personalDataRemovedAt && (
        <p className="text-gray-700">Personal data removed {formatDateTime(row.personalDataRemovedAt)} (retention).</p>
      )}
    </article>
  );
}

const CSV_COLUMNS = [
  'reference',
  'kind',
  'status',
  'position',
  'name',
  'email',
  'received',
  'due',
  'overdue',
  'firstResponse',
  'closed',
  'outcome',
  'summary',
] as const;

/** What the list shows, as a CSV file (formulas neutralised by the one CSV writer). */
function exportRows(rows: InboxRow[]) {
  const { content, mimeType } = csvFile(
    rows.map((row) => ({
      reference: row.id,
      kind: INBOX_KIND_FACTS[row.kind].label,
      status: INBOX_STATUS_LABELS[row.status],
      position: row.position,
      name: row.sender?.name ?? '',
      email: row.sender?.email ?? '',
      received: row.receivedAt,
      due: row.dueAt,
      overdue: row.overdue ? 'yes' : 'no',
      firstResponse: row.firstResponseAt ?? '',
      closed: row.closedAt ?? '',
      outcome: row.outcome ? INBOX_OUTCOME_LABELS[row.outcome] : '',
      summary: row.summary ?? '',
    })),
    CSV_COLUMNS,
  );
  downloadText(`inbox-${todayInVancouver()}.csv`, content, mimeType);
}
