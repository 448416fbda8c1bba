import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, type Role } from '@roca/contract';
import { type Invitation, type InvitationInput, invitationInput } from '@roca/contract/account-links';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DataState } from '#web/components/admin/data-state';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Dialog } from '#web/components/ui/dialog';
import { POSITION_OPTIONS } from '#web/components/admin/position-options';
import { FormActions, FormServerError, SelectField, TextField, saveShowingFieldErrors } from '#web/components/ui/form-field';
import { formatDateTime } from '#web/lib/dates';
import { invitationsQuery } from '#web/lib/queries/users';
import { useInviteUser, useRevokeInvitation } from '#web/features/admin-users/api/users';

/**
 * Invite by E-mail (docs/decisions/017): the person gets a link, valid for a week, to choose their
 * own username and password; nobody types a password for them. A Super invites below Admin.
 */
export function InviteUserButton({ roleOptions }: { roleOptions: Role[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Invite by E-mail
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Invite by E-mail"
        description={`The person gets a link to choose their own username and password. It works once, for ${LIMITS.invitationLinkDays} days.`}
      >
        <InviteForm roleOptions={roleOptions} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function InviteForm({ roleOptions, onDone }: { roleOptions: Role[]; onDone: () => void }) {
  const invite = useInviteUser();
  const form = useForm<InvitationInput>({
    resolver: zodResolver(invitationInput),
    defaultValues: { email: '', firstName: '', lastName: '', role: 'Read Only', position: '' },
  });
  const field = { form, prefix: 'invite' };
  async function send(input: InvitationInput) {
    await invite.mutateAsync(input);
    onDone();
  }
  return (
    <form noValidate onSubmit={form.handleSubmit(saveShowingFieldErrors(form, send))} className="space-y-4">
      <TextField {...field} name="email" label="E-mail" type="email" autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field} name="firstName" label="First Name" max={LIMITS.personName} autoComplete="off" />
        <TextField {...field} name="lastName" label="Last Name" max={LIMITS.personName} autoComplete="off" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField {...field} name="role" label="Role" options={roleOptions.map((role) => ({ value: role, label: role }))} />
        <SelectField {...field} name="position" label="Position" options={POSITION_OPTIONS} />
      </div>
      <FormServerError form={form} />
      <FormActions pending={invite.isPending} submitLabel="Send Invitation" pendingLabel="Sending..." onCancel={onDone} inDialog />
    </form>
  );
}

/** Invitations not taken up yet, each with Withdraw; an expired one says so (invite again). */
export function PendingInvitations({ canRevoke }: { canRevoke: (invitation: Invitation) => boolean }) {
  const list = useQuery(invitationsQuery);
  const revoke = useRevokeInvitation();
  const [toRevoke, setToRevoke] = useState<Invitation | null>(null);
  return (
    <section aria-labelledby="pending-invitations" className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="pending-invitations" className="text-lg font-semibold text-gray-900">
        Pending Invitations
      </h2>
      <div className="mt-3">
        <DataState
          query={list}
          loading="Loading invitations..."
          error="Error loading invitations"
          empty={{ text: 'No invitations waiting.' }}
        >
          {(invitations) => (
            <ul className="divide-y divide-gray-100">
              {invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <div className="min-w-0 wrap-anywhere">
                    <p className="font-medium text-gray-900">
                      {invitation.firstName} {invitation.lastName} · {invitation.email}
                    </p>
                    <p className="text-sm text-gray-700">
                      {invitation.role}
                      {invitation.position && `, ${invitation.position}`} ·{' '}
                      {invitation.expired ? (
                        <span className="font-medium text-red-800">expired: withdraw it and invite again</span>
                      ) : (
                        `link works until ${formatDateTime(invitation.expiresAt)}`
                      )}
                    </p>
                  </div>
                  {canRevoke(invitation) && (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setToRevoke(invitation)}
                      aria-label={`Withdraw the invitation of ${invitation.email}`}
                    >
                      Withdraw
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </DataState>
      </div>
      <ConfirmDialog
        open={toRevoke !== null}
        onOpenChange={(open) => !open && setToRevoke(null)}
        title="Withdraw Invitation"
        description={toRevoke ? `The link sent to ${toRevoke.email} will no longer work.` : ''}
        confirmLabel="Withdraw"
        pending={revoke.isPending}
        onConfirm={() => toRevoke && revoke.mutate(toRevoke, { onSettled: () => setToRevoke(null) })}
      />
    </section>
  );
}
