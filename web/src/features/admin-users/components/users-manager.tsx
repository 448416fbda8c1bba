import { type PublicUser, type Role, type UserCreateInput, type UserUpdateInput, can, rolePolicy } from '@roca/contract';
import { useQuery } from '@tanstack/react-query';
import { ItemsManager } from '#web/components/admin/items-manager';
import { ScreenHeader } from '#web/components/admin/screen-header';
import { usersQuery } from '#web/lib/queries/users';
import { useCreateUser, useDeleteUser, useUpdateUser } from '#web/features/admin-users/api/users';
import { InviteUserButton, PendingInvitations } from './invitations';
import { RecoveryEmailForm } from './recovery-email-form';
import { SignInLockouts } from './sign-in-lockouts';
import { UserFacts } from './user-facts';
import { UserForm } from './user-form';

type UserInput = UserCreateInput | UserUpdateInput;

const roleBadgeClasses: Record<Role, string> = {
  Admin: 'bg-red-100 text-red-900',
  Super: 'bg-blue-100 text-blue-900',
  'Read Only': 'bg-gray-200 text-gray-900',
};

/**
 * /admin/manage-users: user cards (position, last sign-in, recovery e-mail) and the Create New
 * User, Edit User (with the recovery e-mail, for Admins and oneself) and Delete User dialogs (the
 * staff kit's ItemsManager); invitations by e-mail and the pending ones.
 */
export function UsersManager({ actorRole, actorId }: { actorRole: Role; actorId: string | undefined }) {
  const list = useQuery(usersQuery);
  const create = useCreateUser();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const roleOptions = rolePolicy.assignableRoles(actorRole);
  const mayInvite = can(actorRole, 'inviteUsers');

  return (
    <ItemsManager<PublicUser, UserInput>
      list={list}
      sort={(a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName)}
      loading="Loading users..."
      error="Error loading users"
      empty={{ text: 'No users yet.' }}
      canEdit={can(actorRole, 'createUsers')}
      permissionsOf={(user) => ({
        edit: rolePolicy.canEditUser(actorRole, user.role),
        delete: can(actorRole, 'deleteUsers') && user.id !== actorId,
      })}
      addLabel="Add New User"
      header={(add) => (
        <ScreenHeader
          title="Manage Users"
          description="Staff accounts of the administration panel and their roles."
          action={
            <div className="flex flex-wrap gap-2">
              {mayInvite && <InviteUserButton roleOptions={roleOptions} />}
              {add}
            </div>
          }
        />
      )}
      nameOf={(user) => user.username}
      // A create sends the create shape: the form's schema is the create schema when there is no user.
      changes={{
        create: { mutateAsync: (input) => create.mutateAsync(input as UserCreateInput), isPending: create.isPending },
        update,
        remove,
      }}
      confirmDelete={(user) => ({
        title: 'Delete User',
        description: `Are you sure you want to delete ${user.firstName} ${user.lastName} (${user.username})? They will no longer be able to sign in.`,
      })}
      dialog={{
        title: (user) => (user ? 'Edit User' : 'Create New User'),
        description: (user) =>
          user
            ? `Change the details of ${user.username}.`
            : 'The new person signs in with this username and password. Invite by E-mail instead to let them choose their own.',
      }}
      listClassName="grid gap-4 md:grid-cols-2"
      renderItem={(user, { actions }) => (
        <article className="flex h-full flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5 shadow-sm wrap-anywhere">
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
          <UserFacts user={user} />
          <div className="mt-auto flex flex-wrap items-center gap-2">
            {actorRole === 'Super' && user.role === 'Admin' && <span className="text-sm font-medium text-gray-700">Admin User</span>}
            {actions}
          </div>
        </article>
      )}
      renderForm={(props) => <UserForm roleOptions={roleOptions} isSelf={props.item?.id === actorId} {...props} />}
      renderEditExtras={(user) =>
        rolePolicy.canSeeRecoveryEmail(actorId ? { id: actorId, role: actorRole } : undefined, user.id) && (
          <RecoveryEmailForm user={user} own={user.id === actorId} />
        )
      }
    >
      {mayInvite && <PendingInvitations canRevoke={(invitation) => actorRole === 'Admin' || invitation.role !== 'Admin'} />}
      {can(actorRole, 'manageSignInLockouts') && <SignInLockouts />}
    </ItemsManager>
  );
}
