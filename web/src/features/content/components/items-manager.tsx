import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { errorMessage } from '#web/lib/api-client';
import type { ContentItemsPath } from '#web/lib/queries/content';
import { useContentItemChanges } from '#web/features/content/api/content';

/** Nothing edited, a new item, or one existing item - never two at once. */
type Editing = { mode: 'none' } | { mode: 'new' } | { mode: 'edit'; id: string };

/** What a form gets: the item to edit (none for a new one) and what to do on Save and Cancel. */
export type ItemFormProps<T> = {
  item?: T;
  pending: boolean;
  /** Saves; rejects with the server's error, which the form shows next to its fields. */
  onSave: (input: Record<string, unknown>) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * One screen of the Content area for a collection of items (calendar events, the three lists):
 * the list, Add, inline edit of one item at a time, and Delete after a confirmation. The toasts
 * come with each change (api/content.ts); a failed save keeps its form open. Read Only staff see
 * the list only.
 */
export function ItemsManager<T extends { id: string }>({
  path,
  list,
  noun,
  canEdit,
  emptyText,
  nameOf,
  sort,
  renderItem,
  renderForm,
}: {
  path: ContentItemsPath;
  /** The collection as read (lib/queries/content.ts). */
  list: UseQueryResult<T[]>;
  /** The item's noun in messages, e.g. 'calendar event'. */
  noun: string;
  canEdit: boolean;
  emptyText: string;
  nameOf: (item: T) => string;
  sort?: (items: T[]) => T[];
  renderItem: (item: T, actions: ReactNode) => ReactNode;
  renderForm: (props: ItemFormProps<T>) => ReactNode;
}) {
  const { create, update, remove } = useContentItemChanges(path, noun);
  const [editing, setEditing] = useState<Editing>({ mode: 'none' });
  const [toDelete, setToDelete] = useState<T | null>(null);
  const stopEditing = () => setEditing({ mode: 'none' });
  const Title = noun.replace(/\b\w/g, (letter) => letter.toUpperCase());

  function confirmDelete() {
    if (toDelete) remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
  }

  const items = sort ? sort(list.data ?? []) : (list.data ?? []);
  const isEditing = editing.mode !== 'none';

  return (
    <div className="space-y-4">
      {canEdit && (
        <Button onClick={() => setEditing({ mode: 'new' })} disabled={isEditing}>
          Add {Title}
        </Button>
      )}
      {editing.mode === 'new' &&
        renderForm({
          pending: create.isPending,
          onSave: (input) => create.mutateAsync(input).then(stopEditing),
          onCancel: stopEditing,
        })}

      {list.isPending && <p className="text-gray-700">Loading...</p>}
      {list.isError && (
        <p role="alert" className="text-red-800">
          Error loading the list: {errorMessage(list.error)}
        </p>
      )}
      {list.isSuccess && items.length === 0 && (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-800">{emptyText}</p>
      )}

      <ul className="space-y-3">
        {items.map((item) => (
          <li key={item.id}>
            {editing.mode === 'edit' && editing.id === item.id
              ? renderForm({
                  item,
                  pending: update.isPending,
                  onSave: (input) => update.mutateAsync({ id: item.id, input }).then(stopEditing),
                  onCancel: stopEditing,
                })
              : renderItem(
                  item,
                  canEdit && (
                    <div className="flex shrink-0 gap-2">
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => setEditing({ mode: 'edit', id: item.id })}
                        disabled={isEditing}
                        aria-label={`Edit ${nameOf(item)}`}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="destructive"
                        size="sm"
                        onClick={() => setToDelete(item)}
                        disabled={isEditing}
                        aria-label={`Delete ${nameOf(item)}`}
                      >
                        Delete
                      </Button>
                    </div>
                  ),
                )}
          </li>
        ))}
      </ul>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={`Delete ${Title}`}
        description={`Are you sure you want to delete "${toDelete ? nameOf(toDelete) : ''}"? An Admin can bring it back from the audit log.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
