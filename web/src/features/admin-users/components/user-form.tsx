import { zodResolver } from '@hookform/resolvers/zod';
import { type PublicUser, type Role, type UserCreateInput, type UserUpdateInput, userCreateInput, userUpdateInput } from '@roca/contract';
import type { Position } from '@roca/contract/staff-accounts';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { Link } from 'react-router';
import { type Resolver, useForm } from 'react-hook-form';
import type { ItemFormProps } from '#web/components/admin/items-manager';
import { POSITION_OPTIONS } from '#web/components/admin/position-options';
import {
  CheckboxField,
  FormActions,
  FormServerError,
  PasswordField,
  SelectField,
  TextField,
  saveShowingFieldErrors,
} from '#web/components/ui/form-field';
import { useToast } from '#web/components/ui/toast';

type FormValues = {
  firstName: string;
  lastName: string;
  username: string;
  password: string;
  role: Role;
  position: Position | '';
  active?: boolean;
};
type UserInput = UserCreateInput | UserUpdateInput;

const REQUIRED_ON_CREATE = ['firstName', 'lastName', 'username', 'password', 'role'] as const;

/** Edit sends every field but a blank password, which is left out (docs/requirements.md, Users screen). */
const updateResolver: Resolver<FormValues, unknown, UserUpdateInput> = (values, context, options) =>
  zodResolver(userUpdateInput)({ ...values, password: values.password || undefined }, context, options as never) as never;

/**
 * Create New User / Edit User form, inside a dialog. Role options follow the signed-in role; an
 * account can be deactivated (not one's own: the server refuses it too). The
 * server's refusal is repeated inside the dialog, because a modal dialog hides the toast from
 * screen readers.
 */
export function UserForm({
  item: user,
  roleOptions,
  isSelf,
  pending,
  onSave,
  onCancel,
}: ItemFormProps<PublicUser, UserInput> & { roleOptions: Role[]; isSelf: boolean }) {
  const toast = useToast();
  const form = useForm<FormValues, unknown, UserInput>({
    resolver: user ? updateResolver : (zodResolver(userCreateInput) as never),
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      username: user?.username ?? '',
      password: '',
      role: user?.role ?? 'Read Only',
      position: user?.position ?? '',
      // Only an existing account can be deactivated: the create schema has no such field.
      ...(user ? { active: user.active } : {}),
    },
  });

  function onInvalid() {
    if (!user && REQUIRED_ON_CREATE.some((name) => !form.getValues(name).trim())) {
      toast({ title: 'Please fill in all required fields', variant: 'destructive' });
    }
  }

  const field = { form, prefix: 'user' };
  return (
    <form noValidate onSubmit={form.handleSubmit(saveShowingFieldErrors(form, onSave), onInvalid)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field} name="firstName" label="First Name" autoComplete="off" />
        <TextField {...field} name="lastName" label="Last Name" autoComplete="off" />
      </div>
      <TextField {...field} name="username" label="Username" autoComplete="off" />
      {user && isSelf ? (
        <p className="text-sm text-gray-700">
          Your own password is changed on{' '}
          <Link to={STAFF_PATHS.account} className="font-medium text-brand-800 underline">
            My Account
          </Link>
          , with your current one.
        </p>
      ) : (
        <PasswordField
          {...field}
          name="password"
          label={user ? 'New Password (leave blank to keep the current one)' : 'Password'}
          autoComplete="new-password"
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField {...field} name="role" label="Role" options={roleOptions.map((role) => ({ value: role, label: role }))} />
        <SelectField {...field} name="position" label="Position" options={POSITION_OPTIONS} />
      </div>
      {user && !isSelf && (
        <CheckboxField
          {...field}
          name="active"
          label="Account active (untick to deactivate: the person cannot sign in, and their sessions end)"
        />
      )}
      <FormServerError form={form} />
      <FormActions pending={pending} submitLabel={user ? 'Save Changes' : 'Create User'} onCancel={onCancel} inDialog />
    </form>
  );
}
