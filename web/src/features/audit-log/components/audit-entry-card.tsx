import { isMemberActor, type AuditAction, type AuditEntry } from '@roca/contract/audit';
import { Button } from '#web/components/ui/button';
import { formatDateTime } from '#web/lib/dates';
import { nounOf } from './item-labels';

const ACTION_TEXT: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  visibility: 'Changed visibility of',
  attach: 'Attached a file to',
  detach: 'Removed an attachment from',
  import: 'Imported',
  restore: 'Restored',
  'add-payment': 'Recorded a payment of',
  'delete-payment': 'Deleted a payment of',
  'take-back-payment': 'Took back a refunded or reversed payment of',
  join: 'Recorded an online join or renewal of',
  clear: 'Cleared',
  revoke: 'Withdrew',
  accept: 'Accepted',
};

/** A list item of a before/after state: an attachment by its file name, a payment by its facts. */
function showItem(v: unknown): string {
  if (v && typeof v === 'object' && 'fileName' in v) return String(v.fileName);
  if (v && typeof v === 'object' && 'method' in v && 'amount' in v && 'year' in v && 'date' in v) {
    return `${String(v.date)} $${Number(v.amount).toFixed(2)} ${String(v.method)} for ${String(v.year)}`;
  }
  return JSON.stringify(v);
}

function who(entry: AuditEntry) {
  if (!entry.actor) return entry.system && entry.system !== 'system' ? `System (${entry.system})` : 'System';
  if (isMemberActor(entry.actor)) return 'The member, in My membership';
  return `${entry.actor.firstName} ${entry.actor.lastName} (${entry.actor.username})`;
}

/** A field's value as a short readable text for the before/after table. */
function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '-';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length ? value.map(showItem).join(', ') : '(none)';
  return JSON.stringify(value);
}

/** One change: who, when, what, and the changed fields before and after. */
export function AuditEntryCard({
  entry,
  canRestore,
  onRestore,
}: {
  entry: AuditEntry;
  canRestore: boolean;
  onRestore: (entry: AuditEntry) => void;
}) {
  const fields =
    entry.action === 'delete' ||
    entry.action === 'create' ||
    entry.action === 'import' ||
    entry.action === 'restore' ||
    entry.action === 'clear'
      ? []
      : entry.changedFields;
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm wrap-anywhere">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-medium text-gray-900">
            {ACTION_TEXT[entry.action] ?? entry.action} {nounOf(entry.itemType)}
            {/* The settings and the executive are named by their noun alone. */}
            {entry.itemLabel.toLowerCase() !== nounOf(entry.itemType) && (
              <>
                {' '}
                <q>{entry.itemLabel || entry.itemId}</q>
              </>
            )}
          </p>
          <p className="text-sm text-gray-700">
            {who(entry)} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </p>
        </div>
        {canRestore && (
          <Button size="sm" variant="secondary" onClick={() => onRestore(entry)}>
            Restore
          </Button>
        )}
      </div>
      {fields.length > 0 && (
        <table className="mt-3 w-full table-fixed text-left text-sm">
          <caption className="sr-only">Changed fields</caption>
          <thead className="text-gray-700">
            <tr>
              <th scope="col" className="w-1/4 py-1 font-medium">
                Field
              </th>
              <th scope="col" className="py-1 font-medium">
                Before
              </th>
              <th scope="col" className="py-1 font-medium">
                After
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field} className="border-t border-gray-100 align-top">
                <th scope="row" className="py-1 pr-2 font-normal text-gray-900">
                  {field}
                </th>
                {field === 'password' ? (
                  <td colSpan={2} className="py-1 text-gray-700">
                    Changed (never shown)
                  </td>
                ) : (
                  <>
                    <td className="py-1 pr-2 text-gray-700">{show(entry.before?.[field])}</td>
                    <td className="py-1 text-gray-900">{show(entry.after?.[field])}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}
