import { statusTone } from '@roca/contract/display';

const toneClasses = {
  green: 'bg-green-100 text-green-900',
  red: 'bg-red-100 text-red-900',
  emerald: 'bg-emerald-100 text-emerald-900',
  yellow: 'bg-yellow-100 text-yellow-900',
} as const;

export function StatusBadge({ status }: { status?: string }) {
  const tone = statusTone(status);
  if (!tone) return null;
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${toneClasses[tone]}`}>{status}</span>;
}
