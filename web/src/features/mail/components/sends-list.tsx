import type { MailSend } from '@roca/contract/mail';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { Link, href } from 'react-router';
import { PendingButton } from '#web/components/ui/form-field';
import { formatDateTime } from '#web/lib/dates';
import { plural } from '#web/lib/plural';
import { useRetrySend } from '#web/features/mail/api/mail';
import { sendKindOf } from '#web/features/mail/lib/labels';

/** "41 messages: 38 sent, 2 queued, 1 failed (1 bounced)". */
export function countsText({ recipients, counts }: Pick<MailSend, 'recipients' | 'counts'>) {
  const parts = [
    `${counts.sent} sent`,
    counts.queued > 0 && `${counts.queued} queued`,
    counts.sending > 0 && `${counts.sending} sending`,
    counts.failed > 0 && `${counts.failed} failed${counts.bounced > 0 ? ` (${counts.bounced} bounced)` : ''}`,
  ].filter(Boolean);
  return `${plural(recipients, 'message')}: ${parts.join(', ')}`;
}

/** Where a send's details are: what was sent, and a notice's proof (Admin and Super). */
export const sendPath = (id: string) => href(STAFF_PATHS.mailSend, { id });

/**
 * Sends, newest first, each with its counts per state; for staff who may send, its details (a
 * notice's proof) and "Retry failed" when some of its messages failed. `onShowMessages` filters
 * the log to one send.
 */
export function SendsList({
  sends,
  canSend,
  onShowMessages,
  label,
}: {
  sends: MailSend[];
  canSend: boolean;
  onShowMessages?: (send: MailSend) => void;
  label: string;
}) {
  const retry = useRetrySend();
  return (
    <ul aria-label={label} className="space-y-3">
      {sends.map((send) => (
        <li key={send.id}>
          <article aria-label={send.subject} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="break-words font-semibold text-gray-900">{send.subject}</h3>
                <p className="text-sm text-gray-700">
                  {sendKindOf(send)} · {formatDateTime(send.createdAt)} · {send.createdBy}
                </p>
                <p className="mt-1 text-sm text-gray-900">{countsText(send)}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                {onShowMessages && (
                  <button
                    type="button"
                    onClick={() => onShowMessages(send)}
                    className="rounded-md px-3 py-1.5 text-sm font-medium text-brand-800 underline hover:bg-gray-100"
                  >
                    Messages<span className="sr-only"> of {send.subject}</span>
                  </button>
                )}
                {canSend && (
                  <Link
                    to={sendPath(send.id)}
                    className="rounded-md px-3 py-1.5 text-sm font-medium text-brand-800 underline hover:bg-gray-100"
                  >
                    {send.kind === 'notice' ? 'Proof of notice' : 'Details'}
                    <span className="sr-only"> of {send.subject}</span>
                  </Link>
                )}
                {canSend && send.counts.failed > 0 && (
                  <PendingButton
                    size="sm"
                    variant="secondary"
                    pending={retry.isPending && retry.variables?.id === send.id}
                    pendingLabel="Retrying..."
                    onClick={() => retry.mutate(send)}
                  >
                    Retry failed ({send.counts.failed})<span className="sr-only"> of {send.subject}</span>
                  </PendingButton>
                )}
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
