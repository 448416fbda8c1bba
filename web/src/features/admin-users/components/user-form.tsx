import { zodResolver } from '@hookform/resolvers/zod';
import { type PublicUser, type Role, type UserCreateInput, type UserUpdateInput, userCreateInput, userUpdateInput } from '@roca/contract';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button';
import { Field, Input, describedBy } from '#web/components/ui/input';
import { PasswordInput } from '#web/components/ui/password-input';
import { useToast } from '#web/components/ui/toast';
import { showServerFieldErrors } from '#web/lib/form-errors';

type FormValues = { firstName: string; lastName: string; username: string; password: string; role: Role };

const REQUIRED_ON_CREATE = ['firstName', 'lastName', 'username', 'password', 'role'] as const;

/** Edit sends every field but a blank password, which is left out (docs/requirements.md, Users screen). */
const updateResolver: Resolver<FormValues, unknown, UserUpdateInput> = (values, context, options) =>
  zodResolver(userUpdateInput)({ ...values, password: values.password || undefined }, context, options as never) as never;

/** Create New User / Edit User form, inside a dialog. Role options follow the signed-in role. */
export function UserForm({
  user,
  roleOptions,
  pending,
  serverError,
  onSave,
  onCancel,
}: {
  user?: PublicUser;
  roleOptions: Role[];
  pending: boolean;
  /** The server's refusal, repeated here because a modal dialog hides the toast from screen readers. */
  serverError?: string;
  /** Saves; a refusal from the server is shown under the fields it names. */
  onSave: (input: UserCreateInput | UserUpdateInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const toast = useToast();
  const form = useForm<FormValues, unknown, UserCreateInput | UserUpdateInput>({
    resolver: user ? updateResolver : (zodResolver(userCreateInput) as never),
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      username: user?.username ?? '',
      password: '',
      role: user?.role ?? 'Read Only',
    },
  });
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = form;

  async function save(input: UserCreateInput | UserUpdateInput) {
    try {
      await onSave(input);
    } catch (error) {
      showServerFieldErrors(error, form);
    }
  }

  function onInvalid() {
    if (!user && REQUIRED_ON_CREATE.some((name) => !getValues(name).trim())) {
      toast({ title: 'Please fill in all required fields', variant: 'destructive' });
    }
  }

  const field = (name: keyof FormValues) => ({
    id: `user-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(`user-${name}`, { error: errors[name]?.message }),
  });

  return (
    <form noValidate onSubmit={handleSubmit(save, onInvalid)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="user-firstName" label="First Name" error={errors.firstName?.message}>
          <Input autoComplete="off" {...field('firstName')} {...register('firstName')} />
        </Field>
        <Field id="user-lastName" label="Last Name" error={errors.lastName?.message}>
          <Input autoComplete="off" {...field('lastName')} {...register('lastName')} />
        </Field>
      </div>
      <Field id="user-username" label="Username" error={errors.username?.message}>
        <Input autoComplete="off" {...field('username')} {...register('username')} />
      </Field>
      <Field
        id="user-password"
        label={user ? 'New Password (leave blank to keep the current one)' : 'Password'}
        error={errors.password?.message}
      >
        <PasswordInput autoComplete="new-password" {...field('password')} {...register('password')} />
      </Field>
      <Field id="user-role" label="Role" error={errors.role?.message}>
        <select
          className="block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-sm"
          {...field('role')}
          {...register('role')}
        >
          {roleOptions.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
      </Field>
      {serverError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
          {serverError}
        </p>
      )}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : user ? 'Save Changes' : 'Create User'}
        </Button>
      </div>
    </form>
  );
}
