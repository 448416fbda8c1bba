import { accountLinks } from '#web/features/account-links/api/account-links';
import { LinkActionCard } from './link-action-card';
import { LinkPage } from './link-page';

const TITLE = 'Confirm your recovery e-mail';

/**
 * /login/recovery-email#code: the page of the link sent to a new recovery e-mail. Opening it
 * changes nothing (a mail scanner may open links); the address counts once the person confirms.
 */
export function ConfirmRecoveryEmailPage() {
  return (
    <LinkPage title={TITLE} check={accountLinks.checkRecoveryEmail} checking="Checking the link...">
      {(link, token) => (
        <LinkActionCard
          title={TITLE}
          question={
            <>
              Use {link.email} as the recovery e-mail of the account {link.username}? If the password is forgotten, a link to choose a new
              one will go to this address.
            </>
          }
          action={() => accountLinks.confirmRecoveryEmail(token)}
          button="Confirm this address"
          pendingLabel="Confirming..."
          done={
            <p>
              {link.email} is now the recovery e-mail of {link.username}: if the password is forgotten, a link to choose a new one can go
              there.
            </p>
          }
        />
      )}
    </LinkPage>
  );
}
