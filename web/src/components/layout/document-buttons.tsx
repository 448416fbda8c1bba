import { buttonClass } from './page';

/**
 * View (new tab) and Download buttons for a PDF under /public-objects. Plain links: each names
 * its 'link' analytics record in data-track-title, which the page script sends on a click
 * (web/src/lib/analytics.ts; docs/requirements.md, Analytics). The download saves under a fixed
 * file name.
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
        data-track-title={`${viewLabel}: ${title}`}
      >
        {viewLabel}
        <span className="sr-only"> of {title} (opens in a new tab)</span>
      </a>
      <a href={href} download={fileName} className={buttonClass('secondary')} data-track-title={`${downloadLabel}: ${title}`}>
        {downloadLabel}
        <span className="sr-only"> of {title}</span>
      </a>
    </div>
  );
}
