import { useQuery } from '@tanstack/react-query';
import { QueryError } from '#web/components/admin/data-state';
import { joinsStatusQuery } from '#web/lib/queries/joins';
import { payPalStatusText } from '#web/features/members/lib/paypal-status';

const TONES = {
  info: 'border-gray-200 bg-white text-gray-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
};

/**
 * How the site takes payments online (Admin and Super, as GET /api/joins/status). While the
 * status loads, the box already has the height of the longest webhook line at each width, so the
 * screen below it does not move when it arrives; only the warning of a site still on the hosted
 * button (a state to leave) is taller.
 */
export function PayPalStatusLine() {
  const status = useQuery(joinsStatusQuery);
  if (status.isError) return <QueryError query={status} title="Error loading PayPal's status" />;
  const shown = status.data ? payPalStatusText(status.data) : null;
  return (
    <p
      role="status"
      aria-label="Paying online"
      aria-busy={status.isPending}
      className={`flex min-h-[5.5rem] items-center rounded-md border px-4 py-3 text-sm sm:min-h-[4.25rem] lg:min-h-12 ${TONES[shown?.tone ?? 'info']}`}
    >
      {shown?.text ?? 'Checking how the site takes payments...'}
    </p>
  );
}
