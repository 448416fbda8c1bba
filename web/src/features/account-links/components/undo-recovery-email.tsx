import { useState } from 'react';
import type { RecoveryEmailUndoLink } from '@roca/contract/account-links';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { Link } from 'react-router';
import { PendingButton } from '#web/components/ui/form-field';
import { errorMessage } from '#web/lib/api-client';
import { accountLinks } from '#web/features/account-links/api/account-links';
import { AccountCard, BackToLogin, Done, LinkRefused } from './account-card';
import { LinkPage } from './link-page';

const TITLE = 'Undo the change of your recovery e-mail';

/**
 * /login/recovery-email/undo#code: the page of the link sent to the address a new recovery e-mail
 * replaces (docs/security.md, "Account links"). Opening it changes nothing (a mail scanner may
 * open links); undoing puts this address back, drops the new one, ends reset links sent before and
 * signs every device out, so a session someone borrowed ends with it.
 */
export function UndoRecoveryEmailPage() {
  return (
    <LinkPage title={TITLE} check={accountLinks.checkRecoveryEmailUndo} checking="Checking the link...">
      {(link, token) => <UndoRecoveryEmail link={link} token={token} />}
    </LinkPage>
  );
}

function UndoRecoveryEmail({ link, token }: { link: RecoveryEmailUndoLink; token: string }) {
  const [undone, setUndone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function undo() {
    setPending(true);
    try {
      await accountLinks.undoRecoveryEmail(token);
      setUndone(true);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <AccountCard title={TITLE}>
      {undone ? (
        <Done>
          <p>
            {link.email} is the recovery e-mail of {link.username} again, and every device signed in to the account was signed out.
          </p>
          <p className="mt-2">
            If someone else may know the password, choose a new one now:{' '}
            <Link to={STAFF_PATHS.forgotPassword} className="font-medium underline">
              send a reset link to {link.email}
            </Link>
            . Then tell an Admin of the association.
          </p>
        </Done>
      ) : (
        <>
          <p className="text-sm text-gray-800">
            Someone asked to change the recovery e-mail of the account {link.username}. If it was not you, undo it: {link.email} becomes the
            recovery e-mail again, reset links sent before stop working, and every device signed in to the account is signed out.
          </p>
          {error && (
            <div className="mt-4">
              <LinkRefused message={error} />
            </div>
          )}
          <PendingButton className="mt-4 w-full" pending={pending} pendingLabel="Undoing..." onClick={() => void undo()}>
            Undo the change and sign everyone out
          </PendingButton>
        </>
      )}
      <BackToLogin />
    </AccountCard>
  );
}
