import { isRestorableEntry, mayReadAuditEntry, type AuditEntry } from '@roca/contract/audit';
import { ITEM_KINDS, ITEM_TYPES, type ItemType } from '@roca/contract/item-kinds';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { DataState } from '#web/components/admin/data-state';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { PendingButton } from '#web/components/ui/form-field';
import { Field, Select } from '#web/components/ui/input';
import { type AuditFilters, auditLogQuery } from '#web/lib/queries/audit-log';
import { usersQuery } from '#web/lib/queries/users';
import { useRestoreDeleted } from '#web/features/audit-log/api/audit-log';
import { useSession } from '#web/lib/auth/session-provider';
import { AuditEntryCard } from './audit-entry-card';
import { restoredNounOf } from './item-labels';

/** /admin/audit-log: every staff change, newest first, filtered by item type and by who made it. */
export function AuditLogScreen({ canRestore }: { canRestore: boolean }) {
  const [filters, setFilters] = useState<AuditFilters>({});
  const log = useInfiniteQuery(auditLogQuery(filters));
  // The staff list, to filter by who made a change.
  const staff = useQuery(usersQuery);
  const restore = useRestoreDeleted();
  // The types whose entries this role reads (the server lists no others).
  const { user } = useSession();
  const types = ITEM_TYPES.filter((type) => mayReadAuditEntry(user?.role, type));
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
        <Field id={typeId} label="Item type">
          <Select
            id={typeId}
            value={filters.itemType ?? ''}
            onChange={(e) => setFilters((f) => ({ ...f, itemType: (e.target.value || undefined) as ItemType | undefined }))}
          >
            <option value="">All items</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {ITEM_KINDS[type].plural}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={userId} label="Changed by">
          <Select
            id={userId}
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
          </Select>
        </Field>
      </div>

      <DataState
        query={log}
        loading="Loading the audit log..."
        error="Error loading the audit log"
        empty={{ text: 'No changes recorded yet.' }}
        isEmpty={() => entries.length === 0}
      >
        {() => (
          <ol className="space-y-3" aria-label="Audit log entries, newest first">
            {entries.map((entry) => (
              <AuditEntryCard key={entry.id} entry={entry} canRestore={canRestore && isRestorableEntry(entry)} onRestore={setToRestore} />
            ))}
          </ol>
        )}
      </DataState>
      {log.hasNextPage && (
        <PendingButton variant="secondary" onClick={() => log.fetchNextPage()} pending={log.isFetchingNextPage} pendingLabel="Loading...">
          Show older entries
        </PendingButton>
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
