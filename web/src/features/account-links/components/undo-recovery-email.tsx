import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { Link } from 'react-router';
import { accountLinks } from '#web/features/account-links/api/account-links';
import { LinkActionCard } from './link-action-card';
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
      {(link, token) => (
        <LinkActionCard
          title={TITLE}
          question={
            <>
              Someone asked to change the recovery e-mail of the account {link.username}. If it was not you, undo it: {link.email} becomes
              the recovery e-mail again, reset links sent before stop working, and every device signed in to the account is signed out.
            </>
          }
          action={() => accountLinks.undoRecoveryEmail(token)}
          button="Undo the change and sign everyone out"
          pendingLabel="Undoing..."
          done={
            <>
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
            </>
          }
        />
      )}
    </LinkPage>
  );
}
