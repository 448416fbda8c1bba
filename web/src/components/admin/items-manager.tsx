import { type ReactNode, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Dialog } from '#web/components/ui/dialog';
import { DataState } from './data-state';

/**
 * What is being edited: nothing, a new item (under a temporary id until the server gives it
 * one), or one existing item, possibly one part of it (a member's new payment) - never two at once
 * (docs/requirements.md, Administration Panel).
 */
type Editing = { id: string; isNew: boolean; part?: string } | null;

let temporaryIds = 0;
const temporaryId = () => `new-${(temporaryIds += 1)}`;

/** A save: a mutation whose promise rejects with the server's refusal (each declares its toasts, lib/mutations.ts). */
type Change<Args> = { mutateAsync: (args: Args) => Promise<unknown>; isPending: boolean };

/** What a form gets: the item to edit (none for a new one) and what to do on Save and Cancel. */
export type ItemFormProps<T, Input> = {
  item?: T;
  pending: boolean;
  /** Saves; rejects with the server's error, which the form shows beside its fields (saveShowingFieldErrors). */
  onSave: (input: Input) => Promise<unknown>;
  onCancel: () => void;
};

/** What an item's card gets besides the item. */
type ItemView = {
  /** Edit and Delete, for staff who may use them (nothing otherwise): the card places them. */
  actions: ReactNode;
  /** True while something else is being edited: the card's own buttons wait too. */
  busy: boolean;
  /** A part of the item edited inside its card (a member's new payment), one at a time like the rest. */
  part: (name: string) => { isOpen: boolean; open: () => void; close: () => void };
};

/**
 * The staff screens' list-and-edit manager (docs/web.md, "The staff kit"): the list with its
 * loading, error and empty states, Add, Edit of one item at a time (in place, or in a dialog), and
 * Delete after a confirmation. A save's toasts come with its mutation; a failed save keeps its form
 * open with what was typed. Staff who may not change the list see it without the controls.
 */
export function ItemsManager<T extends { id: string }, Input>({
  list,
  sort,
  loading,
  error,
  empty,
  canEdit,
  permissionsOf = () => ({ edit: canEdit, delete: canEdit }),
  addLabel,
  addWhenReadOnly = 'hidden',
  header = (add) => add,
  nameOf,
  changes: { create, update, remove },
  deleteLabel = 'Delete',
  confirmDelete,
  renderItem,
  renderForm,
  renderEditExtras,
  moreActions,
  dialog,
  listClassName = 'space-y-4',
  children,
}: {
  /** The collection as read (lib/queries). */
  list: { status: 'pending' | 'error' | 'success'; data: T[] | undefined; error: unknown };
  sort?: (a: T, b: T) => number;
  /** The list's loading and error texts (DataState). */
  loading: string;
  error: string;
  /** The empty list's text, and the label of a button that adds the first item (for staff who may). */
  empty: { text: string; addLabel?: string };
  /** Whether the signed-in person may add, edit and delete (their role; docs/requirements.md, Roles). */
  canEdit: boolean;
  /** Per item, where the role allows some items only (a Super editing users below Admin). */
  permissionsOf?: (item: T) => { edit: boolean; delete: boolean };
  addLabel: string;
  /** For staff who may not add: no Add button (the default), or a disabled one. */
  addWhenReadOnly?: 'hidden' | 'disabled';
  /** Where the Add button goes, e.g. beside the screen's title; by default above the list. */
  header?: (add: ReactNode) => ReactNode;
  /** The item's name in its buttons' accessible names ('Edit Beech Gardens') and the delete confirmation. */
  nameOf: (item: T) => string;
  /** The list's mutations (each declares its toasts); delete is given the item. Without `update`, items are added and removed only. */
  changes: {
    create: Change<Input>;
    update?: Change<{ id: string; input: Input }>;
    remove: { mutate: (item: T, options: { onSettled: () => void }) => void; isPending: boolean };
  };
  /** The word of the delete button and its confirmation, where removing is not deleting ('Clear' a suppressed address). */
  deleteLabel?: string;
  confirmDelete: (item: T) => { title: string; description: string };
  renderItem: (item: T, view: ItemView) => ReactNode;
  renderForm: (props: ItemFormProps<T, Input>) => ReactNode;
  /** More of an item's edit view, under its form, in place or in the dialog (a development's attachments, a user's recovery e-mail). */
  renderEditExtras?: (item: T) => ReactNode;
  /** More buttons of an item, between Edit and Delete (Record a payment). */
  moreActions?: (item: T, view: Omit<ItemView, 'actions'>) => ReactNode;
  /** Forms open in a dialog, with these titles, rather than in place of the item. */
  dialog?: { title: (item?: T) => string; description: (item?: T) => string | undefined };
  listClassName?: string;
  /** What follows the list (the Bulk Actions card). */
  children?: ReactNode;
}) {
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<T | null>(null);
  const stopEditing = () => setEditing(null);
  const startNew = () => setEditing({ id: temporaryId(), isNew: true });
  const isOpen = (id: string, part?: string) => editing?.id === id && editing.part === part;
  // In a dialog the rest of the screen is out of reach anyway; in place, the other items wait.
  const busy = !dialog && editing !== null;

  const items = sort ? [...(list.data ?? [])].sort(sort) : (list.data ?? []);
  const editedItem = editing && !editing.isNew ? items.find((item) => item.id === editing.id) : undefined;

  const addButton =
    canEdit || addWhenReadOnly === 'disabled' ? (
      <Button onClick={startNew} disabled={!canEdit || busy}>
        {addLabel}
      </Button>
    ) : null;

  const newForm = () =>
    renderForm({ pending: create.isPending, onSave: (input) => create.mutateAsync(input).then(stopEditing), onCancel: stopEditing });
  const editForm = (item: T) =>
    update &&
    renderForm({
      item,
      pending: update.isPending,
      onSave: (input) => update.mutateAsync({ id: item.id, input }).then(stopEditing),
      onCancel: stopEditing,
    });

  function view(item: T): ItemView {
    const allowed = permissionsOf(item);
    const may = { ...allowed, edit: allowed.edit && update !== undefined };
    const name = nameOf(item);
    const part = (partName: string) => ({
      isOpen: isOpen(item.id, partName),
      open: () => setEditing({ id: item.id, isNew: false, part: partName }),
      close: stopEditing,
    });
    const more = moreActions?.(item, { busy, part });
    const actions = (may.edit || may.delete || more) && (
      <div className="flex flex-wrap gap-2">
        {may.edit && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setEditing({ id: item.id, isNew: false })}
            disabled={busy}
            aria-label={`Edit ${name}`}
          >
            Edit
          </Button>
        )}
        {more}
        {may.delete && (
          <Button variant="destructive" size="sm" onClick={() => setToDelete(item)} disabled={busy} aria-label={`${deleteLabel} ${name}`}>
            {deleteLabel}
          </Button>
        )}
      </div>
    );
    return { actions, busy, part };
  }

  return (
    <div className="space-y-6">
      {header(addButton)}
      {!dialog && editing?.isNew && <div key={editing.id}>{newForm()}</div>}

      <DataState
        query={list}
        loading={loading}
        error={error}
        // While a new item's form is open, it is the first item: no "nothing here yet".
        empty={
          !editing?.isNew && {
            text: empty.text,
            action: canEdit && empty.addLabel && <Button onClick={startNew}>{empty.addLabel}</Button>,
          }
        }
      />

      {items.length > 0 && (
        <ul className={listClassName}>
          {items.map((item) => (
            <li key={item.id}>
              {!dialog && isOpen(item.id) ? (
                <div className="space-y-4">
                  {editForm(item)}
                  {renderEditExtras?.(item)}
                </div>
              ) : (
                renderItem(item, view(item))
              )}
            </li>
          ))}
        </ul>
      )}

      {children}

      {dialog && (
        <Dialog
          open={editing !== null && !editing.part}
          onOpenChange={(open) => !open && stopEditing()}
          title={dialog.title(editedItem)}
          description={dialog.description(editedItem)}
        >
          {editing?.isNew
            ? newForm()
            : editedItem && (
                <div key={editedItem.id} className="space-y-4">
                  {editForm(editedItem)}
                  {renderEditExtras?.(editedItem)}
                </div>
              )}
        </Dialog>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={toDelete ? confirmDelete(toDelete).title : ''}
        description={toDelete ? confirmDelete(toDelete).description : ''}
        confirmLabel={deleteLabel}
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete, { onSettled: () => setToDelete(null) })}
      />
    </div>
  );
}
