import type { FormMailWindow } from '@roca/contract/mail';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '#web/lib/dates';
import { formMailCountsQuery } from '#web/lib/queries/mail';

/** "12 of at most 100", and how many were held back past the cap. */
function usage(window: FormMailWindow) {
  const held = window.heldBack > 0 ? `; ${window.heldBack} held back at the cap` : '';
  return `${window.sent} of at most ${window.cap}${held}`;
}

/**
 * What the public forms (subscribe, sign-ups...) mailed to addresses visitors typed, against the
 * caps past which they send nothing (docs/mail.md, "Mail a public form sends"). Many held back
 * means someone is using a form to flood inboxes, or a busy day needs higher caps.
 */
export function FormMailCounts() {
  const counts = useQuery(formMailCountsQuery());
  if (!counts.data) return null;
  const { hour, day } = counts.data;
  const flooded = hour.heldBack + day.heldBack > 0;
  // Past a cap, the forms send nothing until its window ends: the day's, if that one is reached.
  const until = day.heldBack > 0 ? day.endsAt : hour.endsAt;
  return (
    <p className={`text-sm ${flooded ? 'rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950' : 'text-gray-700'}`}>
      Confirmations the public forms sent: this hour {usage(hour)}; today {usage(day)}.
      {flooded && until && ` They send nothing more until ${formatDateTime(until)}.`}
    </p>
  );
}
