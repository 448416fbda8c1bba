import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { PendingButton } from '#web/components/ui/form-field';
import { errorMessage } from '#web/lib/api-client';
import { AccountCard, BackToLogin, Done, LinkRefused } from './account-card';

/**
 * The card of an e-mailed link that does one thing once its person presses the button (opening the
 * link changes nothing, since a mail scanner may open links): what the button will do, the button,
 * then what was done, or the server's refusal beside the button so it can be tried again.
 */
export function LinkActionCard({
  title,
  question,
  action,
  button,
  pendingLabel,
  done,
}: {
  title: string;
  question: ReactNode;
  action: () => Promise<unknown>;
  button: string;
  pendingLabel: string;
  done: ReactNode;
}) {
  const { mutate, isPending, isSuccess, error } = useMutation({ mutationFn: action });
  return (
    <AccountCard title={title}>
      {isSuccess ? (
        <Done>{done}</Done>
      ) : (
        <>
          <p className="text-sm text-gray-800">{question}</p>
          {error && (
            <div className="mt-4">
              <LinkRefused message={errorMessage(error)} />
            </div>
          )}
          <PendingButton className="mt-4 w-full" pending={isPending} pendingLabel={pendingLabel} onClick={() => mutate()}>
            {button}
          </PendingButton>
        </>
      )}
      <BackToLogin />
    </AccountCard>
  );
}
