import type { ReactNode } from 'react';

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
