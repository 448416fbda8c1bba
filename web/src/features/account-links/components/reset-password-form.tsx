import { zodResolver } from '@hookform/resolvers/zod';
import { type PasswordResetLink, passwordResetInput } from '@roca/contract/account-links';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormServerError, PendingButton, saveShowingFieldErrors } from '#web/components/ui/form-field';
import { formatDateTime } from '#web/lib/dates';
import { accountLinks } from '#web/features/account-links/api/account-links';
import { AccountCard, BackToLogin, Done } from './account-card';
import { LinkPage } from './link-page';
import { NewPasswordFields, type NewPasswordValues, PASSWORDS_DIFFER, passwordsMatch } from '#web/components/ui/new-password-fields';

const TITLE = 'Choose a new password';

const schema = passwordResetInput
  .pick({ password: true })
  .extend({ confirmPassword: passwordResetInput.shape.password })
  .refine(passwordsMatch, PASSWORDS_DIFFER);

/**
 * /login/reset-password#code: the page of a reset link. Opening it changes nothing; the new password
 * is posted, the link is used up, and every session of the account ends.
 */
export function ResetPasswordPage() {
  return (
    <LinkPage
      title={TITLE}
      check={accountLinks.checkReset}
      checking="Checking the link..."
      whenRefused={
        <p className="mt-2">
          <Link to={STAFF_PATHS.forgotPassword} className="font-medium underline">
            Ask for a new reset link
          </Link>
        </p>
      }
    >
      {(link, token) => <ResetPasswordForm link={link} token={token} />}
    </LinkPage>
  );
}

function ResetPasswordForm({ link, token }: { link: PasswordResetLink; token: string }) {
  const [changed, setChanged] = useState<string | null>(null);
  const form = useForm<NewPasswordValues>({ resolver: zodResolver(schema), defaultValues: { password: '', confirmPassword: '' } });

  async function save({ password }: NewPasswordValues) {
    setChanged((await accountLinks.reset({ token, password })).username);
  }

  if (changed) {
    return (
      <AccountCard title={TITLE}>
        <Done>
          <p>The password of {changed} is changed, and every session of the account has ended. Sign in with the new password.</p>
        </Done>
        <BackToLogin label="Go to Login" />
      </AccountCard>
    );
  }
  return (
    <AccountCard
      title={TITLE}
      description={`For the account ${link.username}. The link works once, until ${formatDateTime(link.expiresAt)}.`}
    >
      <form noValidate onSubmit={form.handleSubmit(saveShowingFieldErrors(form, save))} className="space-y-4">
        <NewPasswordFields form={form} prefix="reset" />
        <FormServerError form={form} />
        <PendingButton type="submit" className="w-full" pending={form.formState.isSubmitting}>
          Save new password
        </PendingButton>
      </form>
      <BackToLogin />
    </AccountCard>
  );
}
