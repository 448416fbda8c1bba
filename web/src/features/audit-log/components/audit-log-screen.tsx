import { isRestorableEntry, type AuditEntry } from '@roca/contract/audit';
import { ITEM_KINDS, ITEM_TYPES, type ItemType } from '@roca/contract/item-kinds';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { type AuditFilters, auditLogQuery } from '../../../lib/queries/audit-log';
import { usersQuery } from '../../../lib/queries/users';
import { useRestoreDeleted } from '../api/audit-log';
import { AuditEntryCard } from './audit-entry-card';
import { restoredNounOf } from './item-labels';

const selectClasses =
  'block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-sm text-gray-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700';

/** /admin/audit-log: every staff change, newest first, filtered by item type and by who made it. */
export function AuditLogScreen({ canRestore }: { canRestore: boolean }) {
  const [filters, setFilters] = useState<AuditFilters>({});
  const log = useInfiniteQuery(auditLogQuery(filters));
  // The staff list, to filter by who made a change.
  const staff = useQuery(usersQuery);
  const restore = useRestoreDeleted();
  const [toRestore, setToRestore] = useState<AuditEntry | null>(null);
  const typeId = useId();
  const userId = useId();

  function confirmRestore() {
    if (toRestore) restore.mutate(toRestore, { onSettled: () => setToRestore(null) });
  }

  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <div className="space-y-6">
      <div className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-2">
        <div>
          <label htmlFor={typeId} className="mb-1 block text-sm font-medium text-gray-900">
            Item type
          </label>
          <select
            id={typeId}
            className={selectClasses}
            value={filters.itemType ?? ''}
            onChange={(e) => setFilters((f) => ({ ...f, itemType: (e.target.value || undefined) as ItemType | undefined }))}
          >
            <option value="">All items</option>
            {ITEM_TYPES.map((type) => (
              <option key={type} value={type}>
                {ITEM_KINDS[type].plural}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={userId} className="mb-1 block text-sm font-medium text-gray-900">
            Changed by
          </label>
          <select
            id={userId}
            className={selectClasses}
            value={filters.userId ?? ''}
            onChange={(e) => setFilters((f) => ({ ...f, userId: e.target.value || undefined }))}
          >
            <option value="">Anyone</option>
            {(staff.data ?? []).map((user) => (
              <option key={user.id} value={user.id}>
                {user.firstName} {user.lastName} ({user.username})
              </option>
            ))}
            <option value="system">System (seed and scripts)</option>
          </select>
        </div>
      </div>

      {log.isPending && <p className="text-gray-700">Loading the audit log...</p>}
      {log.isError && (
        <p role="alert" className="text-red-800">
          Error loading the audit log: {errorMessage(log.error)}
        </p>
      )}
      {log.isSuccess && entries.length === 0 && <p className="text-gray-700">No changes recorded yet.</p>}
      {entries.length > 0 && (
        <ol className="space-y-3" aria-label="Audit log entries, newest first">
          {entries.map((entry) => (
            <AuditEntryCard key={entry.id} entry={entry} canRestore={canRestore && isRestorableEntry(entry)} onRestore={setToRestore} />
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <Button variant="secondary" onClick={() => log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          {log.isFetchingNextPage ? 'Loading...' : 'Show older entries'}
        </Button>
      )}

      <ConfirmDialog
        open={toRestore !== null}
        onOpenChange={(open) => !open && setToRestore(null)}
        title={`Restore ${toRestore ? restoredNounOf(toRestore) : ''}`}
        description={
          toRestore?.action === 'delete'
            ? `Bring back "${toRestore.itemLabel}" as it was when it was deleted?`
            : toRestore?.action === 'delete-payment'
              ? `Put the deleted payment back into the record of "${toRestore.itemLabel}"?`
              : `Put back "${toRestore?.itemLabel ?? ''}" as it was before this change?`
        }
        confirmLabel="Restore"
        pending={restore.isPending}
        onConfirm={confirmRestore}
      />
    </div>
  );
}
