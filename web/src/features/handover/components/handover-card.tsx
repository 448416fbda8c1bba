import { type Handover, type HandoverPerson, OUTGOING_ACTIONS, type OutgoingAction } from '@roca/contract/handover';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { formatDateTime } from '#web/lib/dates';
import { useDeleteHandover, useMarkExecutiveUpdated, useRetireOutgoing, useTransferRole } from '#web/features/handover/api/handover';

const nameOf = (person: HandoverPerson) => `${person.firstName} ${person.lastName}${person.username ? ` (${person.username})` : ''}`;

const OUTGOING_CHOICES: Record<OutgoingAction, { label: string; done: string; confirm: string }> = {
  demote: {
    label: 'Demote to Read Only',
    done: 'Demoted to Read Only',
    confirm: 'They keep an account that can read the panel, without changing anything.',
  },
  deactivate: { label: 'Deactivate', done: 'Deactivated', confirm: 'They can no longer sign in; an Admin can let them in again.' },
  delete: { label: 'Delete Account', done: 'Deleted', confirm: 'The account is removed; the audit log keeps what they did.' },
};

/** One step of a handover: its number, what it is, whether it is done, and what to do now. */
function Step({ n, title, done, children }: { n: number; title: string; done: boolean; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${done ? 'bg-green-700 text-white' : 'bg-gray-200 text-gray-900'}`}
      >
        {done ? '✓' : n}
      </span>
      <div className="min-w-0 flex-1 space-y-2">
        <h4 className="font-medium text-gray-900">
          {title}
          <span className={`ml-2 text-sm font-normal ${done ? 'text-green-800' : 'text-gray-700'}`}>{done ? 'Done' : 'To do'}</span>
        </h4>
        <div className="space-y-2 text-sm text-gray-800">{children}</div>
      </div>
    </li>
  );
}

function incomingText(handover: Handover) {
  const { incoming } = handover;
  switch (incoming.state) {
    case 'account':
      return incoming.deleted ? `${nameOf(incoming)}: the account was deleted.` : `${nameOf(incoming)} has an account.`;
    case 'invited':
      return `Invitation sent to ${incoming.email}; the link works until ${formatDateTime(incoming.invitationExpiresAt!)}. Waiting for ${incoming.firstName} to accept it.`;
    case 'invitation-expired':
      return `The invitation to ${incoming.email} expired unused. Remove this handover and start it again to send a new one.`;
    case 'invitation-revoked':
      return 'The invitation was withdrawn. Remove this handover and start it again to send a new one.';
  }
}

/** A handover and its four steps, each with its button once the step before allows it. */
export function HandoverCard({ handover }: { handover: Handover }) {
  const transfer = useTransferRole();
  const retire = useRetireOutgoing();
  const executive = useMarkExecutiveUpdated();
  const remove = useDeleteHandover();
  const [confirming, setConfirming] = useState<OutgoingAction | 'remove' | null>(null);
  const { incoming, outgoing, steps } = handover;
  const hasAccount = incoming.state === 'account' && !incoming.deleted;
  const transferred = steps.transferredAt !== undefined;
  const busy = transfer.isPending || retire.isPending || executive.isPending || remove.isPending;
  const title = `${handover.position}: ${outgoing ? `${outgoing.firstName} ${outgoing.lastName}` : 'vacant'} to ${incoming.firstName} ${incoming.lastName}`;
  const headingId = `handover-${handover.id}`;

  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm wrap-anywhere">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold text-gray-900">
            {title}
          </h3>
          <p className="text-sm text-gray-700">
            Role {handover.role} · started {formatDateTime(handover.createdAt)}
            {handover.createdBy && ` by ${handover.createdBy.firstName} ${handover.createdBy.lastName}`}
          </p>
        </div>
        {handover.completed && (
          <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">Complete</span>
        )}
      </div>
      <ol className="mt-4 space-y-4">
        <Step n={1} title="Invite the incoming person" done={hasAccount}>
          <p>{incomingText(handover)}</p>
        </Step>
        <Step n={2} title="Transfer the role" done={transferred}>
          {transferred ? (
            <p>
              {incoming.firstName} {incoming.lastName} got the role {handover.role} and the position on{' '}
              {formatDateTime(steps.transferredAt!)}.
            </p>
          ) : (
            <>
              <p>
                Gives {incoming.firstName} {incoming.lastName} the role {handover.role} and the position {handover.position}
                {outgoing ? `; ${outgoing.firstName} ${outgoing.lastName} gives up the position` : ''}.
              </p>
              <Button size="sm" disabled={!hasAccount || busy} onClick={() => transfer.mutate(handover)}>
                Transfer Role
              </Button>
              {!hasAccount && <p className="text-gray-700">Possible once the incoming person has an account.</p>}
            </>
          )}
        </Step>
        <Step n={3} title="Retire the outgoing account" done={!outgoing || steps.outgoing !== undefined}>
          {!outgoing ? (
            <p>Nobody held the position before.</p>
          ) : steps.outgoing ? (
            <p>
              {OUTGOING_CHOICES[steps.outgoing.action].done}: {nameOf(outgoing)}, on {formatDateTime(steps.outgoing.at)}.
            </p>
          ) : (
            <>
              <p>
                {nameOf(outgoing)}, now {outgoing.deleted ? 'deleted' : outgoing.role}. Possible once the role is transferred and{' '}
                {incoming.firstName} has signed in:{' '}
                {incoming.lastSignInAt ? `they did, on ${formatDateTime(incoming.lastSignInAt)}.` : 'not signed in yet.'}
              </p>
              <div className="flex flex-wrap gap-2">
                {OUTGOING_ACTIONS.map((action) => (
                  <Button
                    key={action}
                    size="sm"
                    variant={action === 'delete' ? 'destructive' : 'secondary'}
                    disabled={!transferred || !incoming.lastSignInAt || busy}
                    onClick={() => setConfirming(action)}
                  >
                    {OUTGOING_CHOICES[action].label}
                  </Button>
                ))}
              </div>
            </>
          )}
        </Step>
        <Step n={4} title="Update the executive page" done={steps.executiveUpdatedAt !== undefined}>
          {steps.executiveUpdatedAt ? (
            <p>Recorded on {formatDateTime(steps.executiveUpdatedAt)}.</p>
          ) : (
            <>
              <p>
                Put the new {handover.position} on the public executive page in{' '}
                <Link to={STAFF_PATHS.contentExecutive} className="font-medium text-brand-800 underline">
                  Content, Executive
                </Link>
                , then record it here.
              </p>
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => executive.mutate(handover)}>
                Mark as Done
              </Button>
            </>
          )}
        </Step>
      </ol>
      <div className="mt-4 border-t border-gray-100 pt-3">
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => setConfirming('remove')}>
          Remove Handover
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={
          confirming === 'remove'
            ? 'Remove Handover'
            : confirming
              ? `${OUTGOING_CHOICES[confirming].label}: ${outgoing?.username ?? ''}`
              : ''
        }
        description={
          confirming === 'remove'
            ? 'The handover is no longer listed; the accounts stay as they are, and a pending invitation is withdrawn.'
            : confirming
              ? OUTGOING_CHOICES[confirming].confirm
              : ''
        }
        confirmLabel={confirming === 'remove' ? 'Remove' : confirming ? OUTGOING_CHOICES[confirming].label : ''}
        pending={busy}
        onConfirm={() => {
          const done = { onSettled: () => setConfirming(null) };
          if (confirming === 'remove') remove.mutate(handover, done);
          else if (confirming) retire.mutate({ handover, action: confirming }, done);
        }}
      />
    </article>
  );
}
