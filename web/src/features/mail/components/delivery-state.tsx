import type { MailDelivery, OutboxState } from '@roca/contract/mail';
import { STATE_LABELS } from '#web/features/mail/lib/labels';

const STATE_CLASSES: Record<OutboxState, string> = {
  queued: 'bg-amber-100 text-amber-950',
  sending: 'bg-blue-100 text-blue-950',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

/** A message's state as a badge, with "Bounced" beside a hard bounce (the address is then suppressed). */
export function DeliveryState({ delivery }: { delivery: Pick<MailDelivery, 'state' | 'bounce'> }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASSES[delivery.state]}`}>
        {STATE_LABELS[delivery.state]}
      </span>
      {delivery.bounce && (
        <span className="inline-block rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">Bounced</span>
      )}
    </span>
  );
}
