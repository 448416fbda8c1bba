import { zodResolver } from '@hookform/resolvers/zod';
import type { PublicUser } from '@roca/contract';
import { passwordChangeInput } from '@roca/contract/account-links';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormServerError, PasswordField, PendingButton, saveShowingFieldErrors } from '#web/components/ui/form-field';
import { useChangeOwnPassword } from '#web/features/admin-users/api/users';
import { NewPasswordFields, PASSWORDS_DIFFER, passwordsMatch, type NewPasswordValues } from '#web/components/ui/new-password-fields';
import { useSession } from '#web/lib/auth/session-provider';

type Values = NewPasswordValues & { currentPassword: string };

const schema = passwordChangeInput.extend({ confirmPassword: passwordChangeInput.shape.password }).refine(passwordsMatch, PASSWORDS_DIFFER);

/**
 * My Account's own password (ASVS 2.1.5 and 3.7.1): the current one first, then the new one twice.
 * The change ends every session of the account, this one too, and tells the recovery e-mail, so
 * the screen signs out and goes to Login.
 */
export function PasswordChangeForm({ user }: { user: PublicUser }) {
  const change = useChangeOwnPassword();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const prefix = `password-${user.id}`;

  async function save({ currentPassword, password }: Values) {
    await change.mutateAsync({ id: user.id, input: { currentPassword, password } });
    await signOut();
    await navigate(STAFF_PATHS.login);
  }

  return (
    <section aria-labelledby={`${prefix}-title`} className="space-y-3 rounded-md border border-gray-200 p-4 wrap-anywhere">
      <h3 id={`${prefix}-title`} className="text-base font-semibold text-gray-900">
        Password
      </h3>
      <p className="text-sm text-gray-700">
        Changing it signs out every device signed in to your account, this one too
        {user.recoveryEmail ? `, and a notice goes to ${user.recoveryEmail}` : ''}.
      </p>
      <form noValidate onSubmit={form.handleSubmit(saveShowingFieldErrors(form, save))} className="space-y-3">
        <PasswordField form={form} prefix={prefix} name="currentPassword" label="Your current password" autoComplete="current-password" />
        <NewPasswordFields form={form} prefix={prefix} />
        <FormServerError form={form} />
        <PendingButton type="submit" size="sm" variant="secondary" pending={change.isPending} pendingLabel="Changing...">
          Change password
        </PendingButton>
      </form>
    </section>
  );
}
