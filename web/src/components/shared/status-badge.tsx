import { statusTone } from '@roca/contract/display';

const toneClasses = {
  green: 'bg-green-100 text-green-900',
  red: 'bg-red-100 text-red-900',
  emerald: 'bg-emerald-100 text-emerald-900',
  yellow: 'bg-yellow-100 text-yellow-900',
} as const;

/**
 * A development's status as a coloured badge, wherever a status is shown (the home page's updates
 * table, the staff cards, the report). The colour comes from the contract's statusTone rule; no
 * status shows no badge.
 */
export function StatusBadge({ status, className = '' }: { status?: string; className?: string }) {
  const tone = statusTone(status);
  if (!tone) return null;
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${toneClasses[tone]} ${className}`}>{status}</span>;
}
