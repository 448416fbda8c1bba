import type { Development, DevelopmentInput } from '@roca/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { errorMessage } from '#web/lib/api-client';
import { developmentsQuery } from '#web/lib/queries/developments';
import { useCreateDevelopment, useDeleteDevelopment, useUpdateDevelopment } from '#web/features/admin-developments/api/developments';
import { DevelopmentCard } from './development-card';
import { DevelopmentForm } from './development-form';

/** docs/requirements.md, Administration Panel: nothing edited, a new item, or one existing item - never two at once. */
type Editing = { mode: 'none' } | { mode: 'new' } | { mode: 'edit'; id: string };

/**
 * /admin/developments: the list with inline create and edit forms. The route composes the other
 * features into it: `renderEditExtras` adds to the edit view of an item (the attachments panel),
 * and `bulkActions` is the Bulk Actions card below the list.
 */
export function DevelopmentsManager({
  canEdit,
  renderEditExtras,
  bulkActions,
}: {
  canEdit: boolean;
  renderEditExtras: (dev: Development) => ReactNode;
  bulkActions: ReactNode;
}) {
  const list = useQuery(developmentsQuery);
  const create = useCreateDevelopment();
  const update = useUpdateDevelopment();
  const remove = useDeleteDevelopment();
  const [editing, setEditing] = useState<Editing>({ mode: 'none' });
  const [toDelete, setToDelete] = useState<Development | null>(null);
  const stopEditing = () => setEditing({ mode: 'none' });

  // Toasts come with each mutation (api/developments.ts); a failed save keeps its form open.
  const saveNew = (input: DevelopmentInput) => create.mutateAsync(input).then(stopEditing);
  const saveExisting = (id: string, input: DevelopmentInput) => update.mutateAsync({ id, input }).then(stopEditing);

  function confirmDelete() {
    if (toDelete) remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
  }

  const developments = [...(list.data ?? [])].sort((a, b) => b.date.localeCompare(a.date));
  const isEditing = editing.mode !== 'none';

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-gray-900">Development Updates</h1>
          <p className="mt-1 text-gray-700">Manage the development updates shown on the home page.</p>
        </div>
        <Button onClick={() => setEditing({ mode: 'new' })} disabled={!canEdit || isEditing}>
          Add Development
        </Button>
      </div>

      {editing.mode === 'new' && <DevelopmentForm pending={create.isPending} onSave={saveNew} onCancel={stopEditing} />}

      {list.isPending && <p className="text-gray-700">Loading development updates...</p>}
      {list.isError && (
        <p role="alert" className="text-red-800">
          Error loading development updates: {errorMessage(list.error)}
        </p>
      )}
      {list.isSuccess && developments.length === 0 && editing.mode !== 'new' && (
        <div className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center">
          <p className="text-gray-800">No development updates found.</p>
          {canEdit && (
            <Button className="mt-4" onClick={() => setEditing({ mode: 'new' })}>
              Create First Development Update
            </Button>
          )}
        </div>
      )}

      <ul className="space-y-4">
        {developments.map((dev) => (
          <li key={dev.id}>
            {editing.mode === 'edit' && editing.id === dev.id ? (
              <div className="space-y-4">
                <DevelopmentForm
                  development={dev}
                  pending={update.isPending}
                  onSave={(input) => saveExisting(dev.id, input)}
                  onCancel={stopEditing}
                />
                {renderEditExtras(dev)}
              </div>
            ) : (
              <DevelopmentCard
                development={dev}
                canEdit={canEdit}
                actionsDisabled={isEditing}
                onEdit={() => setEditing({ mode: 'edit', id: dev.id })}
                onDelete={() => setToDelete(dev)}
              />
            )}
          </li>
        ))}
      </ul>

      {bulkActions}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete Development"
        description={`Are you sure you want to delete "${toDelete?.projectTitle ?? ''}"? This also deletes its attachments and cannot be undone.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
