import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@roca/contract/limits';
import { type InvitationLink, invitationAcceptInput } from '@roca/contract/account-links';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormServerError, PendingButton, TextField, saveShowingFieldErrors } from '#web/components/ui/form-field';
import { formatDateTime } from '#web/lib/dates';
import { accountLinks } from '#web/features/account-links/api/account-links';
import { AccountCard, BackToLogin, Done } from './account-card';
import { LinkPage } from './link-page';
import { NewPasswordFields, PASSWORDS_DIFFER, passwordsMatch } from '#web/components/ui/new-password-fields';

const TITLE = 'Accept your invitation';

const schema = invitationAcceptInput
  .omit({ token: true })
  .extend({ confirmPassword: invitationAcceptInput.shape.password })
  .refine(passwordsMatch, PASSWORDS_DIFFER);
type Values = { firstName: string; lastName: string; username: string; password: string; confirmPassword: string };

/**
 * /login/invitation#code: the page of an invitation. The person invited checks their name, chooses
 * a username and a password, and gets the account with the role (and position) they were invited to.
 */
export function AcceptInvitationPage() {
  return (
    <LinkPage title={TITLE} check={accountLinks.checkInvitation} checking="Checking the invitation...">
      {(link, token) => <AcceptInvitationForm link={link} token={token} />}
    </LinkPage>
  );
}

function AcceptInvitationForm({ link, token }: { link: InvitationLink; token: string }) {
  const [created, setCreated] = useState<string | null>(null);
  // The names the inviter typed, for the person to correct.
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { firstName: link.firstName, lastName: link.lastName, username: '', password: '', confirmPassword: '' },
  });

  async function save({ firstName, lastName, username, password }: Values) {
    setCreated((await accountLinks.acceptInvitation({ token, firstName, lastName, username, password })).username);
  }

  if (created) {
    return (
      <AccountCard title={TITLE}>
        <Done>
          <p>Your account {created} is ready. Sign in with your username and password.</p>
        </Done>
        <BackToLogin label="Go to Login" />
      </AccountCard>
    );
  }
  const field = { form, prefix: 'invitation' };
  const as = link.position ? `${link.role}, ${link.position}` : link.role;
  return (
    <AccountCard
      title={TITLE}
      description={`You are invited to the administration panel as ${as}. The invitation went to ${link.email} and works once, until ${formatDateTime(link.expiresAt)}. Choose your username and password.`}
    >
      <form noValidate onSubmit={form.handleSubmit(saveShowingFieldErrors(form, save))} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field} name="firstName" label="First Name" max={LIMITS.personName} autoComplete="given-name" />
          <TextField {...field} name="lastName" label="Last Name" max={LIMITS.personName} autoComplete="family-name" />
        </div>
        <TextField {...field} name="username" label="Username" max={LIMITS.username} autoComplete="username" />
        <NewPasswordFields form={form} prefix="invitation" />
        <FormServerError form={form} />
        <PendingButton type="submit" className="w-full" pending={form.formState.isSubmitting} pendingLabel="Creating...">
          Create my account
        </PendingButton>
      </form>
    </AccountCard>
  );
}
