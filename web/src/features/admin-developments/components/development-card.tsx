import { type Development, developmentLinks, statusTone } from '@roca/contract';
import { formatLongDate } from '../../../components/layout/format-date';
import { Button } from '../../../components/ui/button';

const toneClasses = {
  green: 'bg-green-100 text-green-900',
  red: 'bg-red-100 text-red-900',
  emerald: 'bg-emerald-100 text-emerald-900',
  yellow: 'bg-yellow-100 text-yellow-900',
} as const;

/** One development in the admin list, with Edit and Delete for staff who may change content. */
export function DevelopmentCard({
  development,
  canEdit,
  actionsDisabled,
  onEdit,
  onDelete,
}: {
  development: Development;
  canEdit: boolean;
  actionsDisabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const tone = statusTone(development.status);
  const links = developmentLinks(development);
  return (
    <article className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-gray-900">{development.projectTitle}</h3>
          {development.subTitle && <p className="text-sm text-gray-700">{development.subTitle}</p>}
          <p className="mt-1 text-sm text-gray-700">
            {formatLongDate(development.date)}
            {tone && (
              <span className={`ml-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${toneClasses[tone]}`}>
                {development.status}
              </span>
            )}
          </p>
        </div>
        {canEdit && (
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={onEdit}
              disabled={actionsDisabled}
              aria-label={`Edit ${development.projectTitle}`}
            >
              Edit
            </Button>
            <Button
              variant="destructive"
              size="sm"
              onClick={onDelete}
              disabled={actionsDisabled}
              aria-label={`Delete ${development.projectTitle}`}
            >
              Delete
            </Button>
          </div>
        )}
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
