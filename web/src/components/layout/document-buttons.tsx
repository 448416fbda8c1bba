import { trackLink } from '../../lib/analytics';
import { buttonClass } from './page';

/**
 * View (new tab) and Download buttons for a PDF under /public-objects. Both send a 'link'
 * analytics record (docs/requirements.md, Analytics); the download saves under a fixed file name.
 */
export function DocumentButtons({
  href,
  fileName,
  title,
  viewLabel = 'View PDF',
  downloadLabel = 'Download PDF',
}: {
  href: string;
  fileName: string;
  title: string;
  viewLabel?: string;
  downloadLabel?: string;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('primary')}
        onClick={() => trackLink(href, `${viewLabel}: ${title}`)}
      >
        {viewLabel}
        <span className="sr-only"> of {title} (opens in a new tab)</span>
      </a>
      <a href={href} download={fileName} className={buttonClass('secondary')} onClick={() => trackLink(href, `${downloadLabel}: ${title}`)}>
        {downloadLabel}
        <span className="sr-only"> of {title}</span>
      </a>
    </div>
  );
}
