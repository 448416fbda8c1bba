import { isRestorableEntry, mayReadAuditEntry, MEMBER_ACTOR_ID, type AuditEntry } from '@roca/contract/audit';
import { ITEM_KINDS, ITEM_TYPES, type ItemType } from '@roca/contract/item-kinds';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataState } from '#web/components/admin/data-state';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { PendingButton } from '#web/components/ui/form-field';
import { Field, Select } from '#web/components/ui/input';
import { type AuditFilters, auditLogQuery } from '#web/lib/queries/audit-log';
import { usersQuery } from '#web/lib/queries/users';
import { useRestoreDeleted } from '#web/features/audit-log/api/audit-log';
import { useSession } from '#web/lib/auth/session-provider';
import { AuditEntryCard } from './audit-entry-card';
import { restoredNounOf } from './item-labels';

/** The filters a link may open the log with: `?itemType=member&itemId=...` is one member's history (the register links to it). */
function filtersOf(params: URLSearchParams, types: readonly ItemType[]): AuditFilters {
  const itemType = types.find((type) => type === params.get('itemType'));
  const itemId = params.get('itemId');
  return itemType ? { itemType, ...(itemId ? { itemId } : {}) } : {};
}

/** /admin/audit-log: every staff change, newest first, filtered by item type (or one item) and by who made it. */
export function AuditLogScreen({ canRestore }: { canRestore: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  // The types whose entries this role reads (the server lists no others).
  const { user } = useSession();
  const types = ITEM_TYPES.filter((type) => mayReadAuditEntry(user?.role, type));
  const [filters, setFilters] = useState<AuditFilters>(() => filtersOf(searchParams, types));
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

  function showEveryItem() {
    setFilters(({ itemId: _one, ...rest }) => rest);
    setSearchParams({}, { replace: true });
  }

  return (
    <div className="space-y-6">
      {filters.itemId && (
        <p className="flex flex-wrap items-center gap-3 rounded-md border border-blue-300 bg-blue-50 p-3 text-blue-950">
          {`The history of one ${filters.itemType ? ITEM_KINDS[filters.itemType].noun : 'item'}: every change to it, by staff and in My membership.`}
          <Button variant="secondary" size="sm" onClick={showEveryItem}>
            Show every change
          </Button>
        </p>
      )}
      <div className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-2">
        <Field id={typeId} label="Item type">
          <Select
            id={typeId}
            value={filters.itemType ?? ''}
            onChange={(e) =>
              setFilters(({ itemId: _one, ...f }) => ({ ...f, itemType: (e.target.value || undefined) as ItemType | undefined }))
            }
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
            <option value={MEMBER_ACTOR_ID}>Members, in My membership</option>
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
