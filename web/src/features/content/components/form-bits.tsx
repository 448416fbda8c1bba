import type { ReactNode } from 'react';

export const selectClasses =
  'block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-sm text-gray-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700';

/**
 * The first message in a react-hook-form error, however deep: a list field (responsibilities, one
 * per line) may carry its error on one of its entries.
 */
export function firstErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const value of Object.values(error)) {
    if (value && typeof value === 'object' && value !== error) {
      const nested = firstErrorMessage(value);
      if (nested) return nested;
    }
  }
  return undefined;
}

/** Stored values as label/value pairs: what everyone sees before (or instead of) a form. */
export function SummaryList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {items.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-sm font-medium text-gray-700">{label}</dt>
          <dd className="min-w-0 break-words text-sm text-gray-900">{value || '-'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A web address shown as a link that opens in a new tab. */
export function ExternalLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className="break-all text-brand-700 underline">
      {href}
    </a>
  );
}
