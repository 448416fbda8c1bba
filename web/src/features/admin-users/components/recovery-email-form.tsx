import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, type PublicUser } from '@roca/contract';
import { type RecoveryEmailInput, recoveryEmailInput } from '@roca/contract/account-links';
import { useForm } from 'react-hook-form';
import { FormServerError, PasswordField, PendingButton, TextField, saveShowingFieldErrors } from '#web/components/ui/form-field';
import { useRequestRecoveryEmail } from '#web/features/admin-users/api/users';

/** One's own change gives the current password (the server checks it as a sign-in). */
const ownSchema = recoveryEmailInput.required({ currentPassword: true });

/**
 * The recovery e-mail of an account (docs/decisions/017): where a password reset link goes. A new
 * address counts once the link sent to it is opened and confirmed. Its owner and Admins see it.
 * The owner gives their current password, so a session left signed in cannot move the account's
 * way back in; the address replaced is told, with a link to undo (docs/security.md).
 */
export function RecoveryEmailForm({ user, own }: { user: PublicUser; own: boolean }) {
  const request = useRequestRecoveryEmail();
  const form = useForm<RecoveryEmailInput>({
    resolver: zodResolver(own ? ownSchema : recoveryEmailInput),
    defaultValues: own ? { email: '', currentPassword: '' } : { email: '' },
  });
  const prefix = `recovery-${user.id}`;

  async function send(input: RecoveryEmailInput) {
    await request.mutateAsync({ id: user.id, input });
    form.reset(own ? { email: '', currentPassword: '' } : { email: '' });
  }

  return (
    <section aria-labelledby={`${prefix}-title`} className="space-y-3 rounded-md border border-gray-200 p-4 wrap-anywhere">
      <h3 id={`${prefix}-title`} className="text-base font-semibold text-gray-900">
        Recovery e-mail
      </h3>
      <p className="text-sm text-gray-800">
        {user.recoveryEmail ? (
          <>
            Reset links go to <strong>{user.recoveryEmail}</strong>.
          </>
        ) : (
          `None yet: ${own ? 'you' : 'this person'} cannot reset a forgotten password without an Admin.`
        )}
      </p>
      {user.pendingRecoveryEmail && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">
          Waiting for confirmation: {user.pendingRecoveryEmail}. {own ? 'Open' : 'They open'} the link sent to it; it works for{' '}
          {LIMITS.recoveryEmailLinkDays} days.
        </p>
      )}
      <p className="text-sm text-gray-700">
        A role address such as treasurer@ or secretary@ the association&apos;s domain is best: it stays with the position when the person
        changes at the AGM, so the next person can always get back in.
        {user.recoveryEmail && ' The address it replaces is told, with a link to undo the change.'}
      </p>
      <form noValidate onSubmit={form.handleSubmit(saveShowingFieldErrors(form, send))} className="space-y-3">
        <TextField form={form} prefix={prefix} name="email" label="New recovery e-mail" type="email" autoComplete="email" />
        {own && (
          <PasswordField form={form} prefix={prefix} name="currentPassword" label="Your current password" autoComplete="current-password" />
        )}
        <FormServerError form={form} />
        <PendingButton type="submit" size="sm" variant="secondary" pending={request.isPending} pendingLabel="Sending...">
          Send confirmation link
        </PendingButton>
      </form>
    </section>
  );
}
