import { zodResolver } from '@hookform/resolvers/zod';
import { type PublicUser, type Role, type UserCreateInput, type UserUpdateInput, userCreateInput, userUpdateInput } from '@roca/contract';
import { type Resolver, useForm } from 'react-hook-form';
import type { ItemFormProps } from '#web/components/admin/items-manager';
import { FormActions, FormServerError, PasswordField, SelectField, TextField, saveShowingFieldErrors } from '#web/components/ui/form-field';
import { useToast } from '#web/components/ui/toast';

type FormValues = { firstName: string; lastName: string; username: string; password: string; role: Role };
type UserInput = UserCreateInput | UserUpdateInput;

const REQUIRED_ON_CREATE = ['firstName', 'lastName', 'username', 'password', 'role'] as const;

/** Edit sends every field but a blank password, which is left out (docs/requirements.md, Users screen). */
const updateResolver: Resolver<FormValues, unknown, UserUpdateInput> = (values, context, options) =>
  zodResolver(userUpdateInput)({ ...values, password: values.password || undefined }, context, options as never) as never;

/**
 * Create New User / Edit User form, inside a dialog. Role options follow the signed-in role. The
 * server's refusal is repeated inside the dialog, because a modal dialog hides the toast from
 * screen readers.
 */
export function UserForm({
  item: user,
  roleOptions,
  pending,
  onSave,
  onCancel,
}: ItemFormProps<PublicUser, UserInput> & { roleOptions: Role[] }) {
  const toast = useToast();
  const form = useForm<FormValues, unknown, UserInput>({
    resolver: user ? updateResolver : (zodResolver(userCreateInput) as never),
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      username: user?.username ?? '',
      password: '',
      role: user?.role ?? 'Read Only',
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
      <PasswordField
        {...field}
        name="password"
        label={user ? 'New Password (leave blank to keep the current one)' : 'Password'}
        autoComplete="new-password"
      />
      <SelectField {...field} name="role" label="Role" options={roleOptions.map((role) => ({ value: role, label: role }))} />
      <FormServerError form={form} />
      <FormActions pending={pending} submitLabel={user ? 'Save Changes' : 'Create User'} onCancel={onCancel} inDialog />
    </form>
  );
}
