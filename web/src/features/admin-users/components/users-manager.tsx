import { type PublicUser, type Role, type UserCreateInput, type UserUpdateInput, can, rolePolicy } from '@roca/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Dialog } from '#web/components/ui/dialog';
import { errorMessage } from '#web/lib/api-client';
import { usersQuery } from '#web/lib/queries/users';
import { useCreateUser, useDeleteUser, useUpdateUser } from '#web/features/admin-users/api/users';
import { SignInLockouts } from './sign-in-lockouts';
import { UserForm } from './user-form';

const roleBadgeClasses: Record<Role, string> = {
  Admin: 'bg-red-100 text-red-900',
  Super: 'bg-blue-100 text-blue-900',
  'Read Only': 'bg-gray-200 text-gray-900',
};

/** /admin/manage-users: user cards and the Create New User, Edit User and Delete User dialogs. */
export function UsersManager({ actorRole, actorId }: { actorRole: Role; actorId: string | undefined }) {
  const list = useQuery(usersQuery);
  const create = useCreateUser();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PublicUser | null>(null);
  const [toDelete, setToDelete] = useState<PublicUser | null>(null);
  const roleOptions = rolePolicy.assignableRoles(actorRole);

  // Toasts come with each mutation (api/users.ts); a failed save keeps its dialog open.
  const saveNew = (input: UserCreateInput | UserUpdateInput) => create.mutateAsync(input as UserCreateInput).then(() => setCreating(false));

  function saveExisting(input: UserCreateInput | UserUpdateInput) {
    if (!editing) return Promise.resolve();
    return update.mutateAsync({ id: editing.id, input }).then(() => setEditing(null));
  }

  function confirmDelete() {
    if (toDelete) remove.mutate(toDelete, { onSettled: () => setToDelete(null) });
  }

  const users = [...(list.data ?? [])].sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-gray-900">Manage Users</h1>
          <p className="mt-1 text-gray-700">Staff accounts of the administration panel and their roles.</p>
        </div>
        {can(actorRole, 'createUsers') && (
          <Button
            onClick={() => {
              create.reset();
              setCreating(true);
            }}
          >
            Add New User
          </Button>
        )}
      </div>

      {list.isPending && <p className="text-gray-700">Loading users...</p>}
      {list.isError && (
        <p role="alert" className="text-red-800">
          Error loading users: {errorMessage(list.error)}
        </p>
      )}

      <ul className="grid gap-4 md:grid-cols-2">
        {users.map((user) => {
          const canEdit = rolePolicy.canEditUser(actorRole, user.role);
          const canDelete = can(actorRole, 'deleteUsers') && user.id !== actorId;
          return (
            <li key={user.id} className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5 shadow-sm wrap-anywhere">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h2 className="text-lg font-semibold text-gray-900">
                    {user.firstName} {user.lastName}
                    {user.id === actorId && <span className="ml-2 text-sm font-normal text-gray-700">(you)</span>}
                  </h2>
                  <p className="break-all text-sm text-gray-700">@{user.username}</p>
                </div>
                <span
                  className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${roleBadgeClasses[user.role] ?? roleBadgeClasses['Read Only']}`}
                >
                  {user.role}
                </span>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {actorRole === 'Super' && user.role === 'Admin' && <span className="text-sm font-medium text-gray-700">Admin User</span>}
                {canEdit && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => {
                      update.reset();
                      setEditing(user);
                    }}
                    aria-label={`Edit ${user.username}`}
                  >
                    Edit
                  </Button>
                )}
                {canDelete && (
                  <Button variant="destructive" size="sm" onClick={() => setToDelete(user)} aria-label={`Delete ${user.username}`}>
                    Delete
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>

      {can(actorRole, 'manageSignInLockouts') && <SignInLockouts />}

      <Dialog
        open={creating}
        onOpenChange={setCreating}
        title="Create New User"
        description="The new person signs in with this username and password."
      >
        <UserForm
          roleOptions={roleOptions}
          pending={create.isPending}
          serverError={create.error ? errorMessage(create.error) : undefined}
          onSave={saveNew}
          onCancel={() => setCreating(false)}
        />
      </Dialog>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title="Edit User"
        description={editing ? `Change the details of ${editing.username}.` : undefined}
      >
        {editing && (
          <UserForm
            key={editing.id}
            user={editing}
            roleOptions={roleOptions}
            pending={update.isPending}
            serverError={update.error ? errorMessage(update.error) : undefined}
            onSave={saveExisting}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete User"
        description={`Are you sure you want to delete ${toDelete?.firstName ?? ''} ${toDelete?.lastName ?? ''} (${toDelete?.username ?? ''})? They will no longer be able to sign in.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
