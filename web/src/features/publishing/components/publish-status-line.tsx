import type { PublishStatus } from '@roca/contract/publishing';
import { SITE_TIME_ZONE } from '@roca/contract/site';
import { useQuery } from '@tanstack/react-query';
import { publishStatusQuery } from '../../../lib/queries/publish-status';

const publishedTime = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: SITE_TIME_ZONE });
const publishedDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: SITE_TIME_ZONE });

/** "10:32 AM, November 23, 2026", in the association's time zone whatever the computer's. */
const formatPublishedAt = (iso: string) => `${publishedTime.format(new Date(iso))}, ${publishedDay.format(new Date(iso))}`;

/** What the line says for a status (docs/content.md, "Publishing"). */
export function publishStatusText(status: PublishStatus): string {
  if (status.state === 'failed') return `Publishing failed: ${status.error ?? 'unknown error'}. It is tried again automatically.`;
  const last = status.publishedAt ? `Published at ${formatPublishedAt(status.publishedAt)}` : 'Not published yet';
  return status.state === 'publishing' ? `Publishing your changes… (${last.replace('Published', 'last published')})` : last;
}

/**
 * Whether the public pages show what staff saved: "Published at …", "Publishing your changes…" or
 * "Publishing failed: …". For the Content area, which composes it with its screens.
 */
export function PublishStatusLine() {
  const { data, isError } = useQuery(publishStatusQuery);
  if (isError) return <p className="text-sm text-gray-700">The publish status could not be read.</p>;
  if (!data) return null;
  return (
    <p role="status" className={`text-sm ${data.state === 'failed' ? 'font-medium text-red-800' : 'text-gray-700'}`}>
      {publishStatusText(data)}
    </p>
  );
}
