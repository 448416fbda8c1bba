import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPasswordInput, forgotPasswordInput } from '@roca/contract/account-links';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormServerError, PendingButton, TextField, saveShowingFieldErrors } from '#web/components/ui/form-field';
import { useHydrated } from '#web/lib/use-hydrated';
import { accountLinks } from '#web/features/account-links/api/account-links';
import { AccountCard, BackToLogin, Done } from './account-card';

/**
 * /forgot-password: the username, and a link to the account's recovery e-mail. The answer is the
 * same whether or not the account exists or has one (the server's words), so the page tells a
 * stranger nothing about who has an account.
 */
export function ForgotPasswordForm() {
  const hydrated = useHydrated();
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordInput), defaultValues: { username: '' } });

  async function send(input: ForgotPasswordInput) {
    const { message } = await accountLinks.requestReset(input);
    setAnswer(message);
  }

  return (
    <AccountCard
      title="Reset your password"
      description="Enter your username: a link to choose a new password goes to your account's recovery e-mail."
    >
      {answer ? (
        <Done>
          <p>{answer}</p>
        </Done>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(saveShowingFieldErrors(form, send))}>
          <fieldset disabled={!hydrated} className="space-y-4">
            <TextField
              form={form}
              prefix="forgot"
              name="username"
              label="Username"
              autoComplete="username"
              placeholder="Enter your username"
            />
            <FormServerError form={form} />
            <PendingButton type="submit" className="w-full" pending={form.formState.isSubmitting} pendingLabel="Sending...">
              Send reset link
            </PendingButton>
          </fieldset>
        </form>
      )}
      {!answer && (
        <p className="mt-4 text-sm text-gray-700">
          No recovery e-mail on your account, or no e-mail after a few minutes? Ask an Admin of the association to set a new password for
          you in Manage Users.
        </p>
      )}
      <BackToLogin />
    </AccountCard>
  );
}
