import { useState } from 'react';
import type { RecoveryEmailLink } from '@roca/contract/account-links';
import { PendingButton } from '#web/components/ui/form-field';
import { errorMessage } from '#web/lib/api-client';
import { accountLinks } from '#web/features/account-links/api/account-links';
import { AccountCard, BackToLogin, Done, LinkRefused } from './account-card';
import { LinkPage } from './link-page';

const TITLE = 'Confirm your recovery e-mail';

/**
 * /login/recovery-email#code: the page of the link sent to a new recovery e-mail. Opening it
 * changes nothing (a mail scanner may open links); the address counts once the person confirms.
 */
export function ConfirmRecoveryEmailPage() {
  return (
    <LinkPage title={TITLE} check={accountLinks.checkRecoveryEmail} checking="Checking the link...">
      {(link, token) => <ConfirmRecoveryEmail link={link} token={token} />}
    </LinkPage>
  );
}

function ConfirmRecoveryEmail({ link, token }: { link: RecoveryEmailLink; token: string }) {
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await accountLinks.confirmRecoveryEmail(token);
      setConfirmed(true);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <AccountCard title={TITLE}>
      {confirmed ? (
        <Done>
          <p>
            {link.email} is now the recovery e-mail of {link.username}: if the password is forgotten, a link to choose a new one can go
            there.
          </p>
        </Done>
      ) : (
        <>
          <p className="text-sm text-gray-800">
            Use {link.email} as the recovery e-mail of the account {link.username}? If the password is forgotten, a link to choose a new one
            will go to this address.
          </p>
          {error && (
            <div className="mt-4">
              <LinkRefused message={error} />
            </div>
          )}
          <PendingButton className="mt-4 w-full" pending={pending} pendingLabel="Confirming..." onClick={() => void confirm()}>
            Confirm this address
          </PendingButton>
        </>
      )}
      <BackToLogin />
    </AccountCard>
  );
}
