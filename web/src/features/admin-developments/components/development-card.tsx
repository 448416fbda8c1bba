import { type Development, developmentLinks } from '@roca/contract';
import type { ReactNode } from 'react';
import { StatusBadge } from '#web/components/shared/status-badge';
import { formatLongDate } from '#web/lib/dates';

/** One development in the admin list; `actions` are its Edit and Delete, for staff who may change content. */
export function DevelopmentCard({ development, actions }: { development: Development; actions: ReactNode }) {
  const links = developmentLinks(development);
  return (
    <article className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm wrap-anywhere">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-gray-900">{development.projectTitle}</h3>
          {development.subTitle && <p className="text-sm text-gray-700">{development.subTitle}</p>}
          <p className="mt-1 text-sm text-gray-700">
            {formatLongDate(development.date)}
            <StatusBadge status={development.status} className="ml-2" />
          </p>
        </div>
        {actions}
      </div>
      <p className="mt-3 whitespace-pre-line text-sm text-gray-800">{development.description}</p>
      {(links.length > 0 || development.attachments.length > 0) && (
        <ul className="mt-3 space-y-1 text-sm">
          {links.map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener noreferrer" className="break-all text-brand-800 underline">
                {link.label}
              </a>
            </li>
          ))}
          {development.attachments.map((file, i) => (
            <li key={file.path}>
              <a href={file.url} target="_blank" rel="noopener noreferrer" className="break-all text-brand-800 underline">
                Attachment {i + 1} - {file.fileName}
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
