import type { PublishProblem, PublishStatus } from '@roca/contract/publishing';
import { SITE_TIME_ZONE } from '@roca/contract/site';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { publishStatusQuery } from '#web/lib/queries/publish-status';

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

/** The technical reason, for the staff the server gives it to (Admin, Super). */
function Detail({ text }: { text?: string }) {
  return text ? <span className="block text-xs text-gray-700 wrap-anywhere">Technical detail: {text}</span> : null;
}

/** What the pages leave out while the rest is live, each with a link to the screen that fixes it. */
function LeftOut({ problems }: { problems: PublishProblem[] }) {
  return (
    <div role="alert" className="mt-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-gray-900">
      <p className="font-medium text-red-800">
        {problems.length === 1 ? 'One thing is' : `${problems.length} things are`} not on the public pages; everything else is published:
      </p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {problems.map((problem) => (
          <li key={`${problem.item}${problem.reason}`} className="wrap-anywhere">
            <Link to={problem.screen} className="font-medium text-brand-800 underline">
              {problem.item}
            </Link>
            : {problem.reason}
            <Detail text={problem.detail} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Whether the public pages show what staff saved: "Published at …", "Publishing your changes…" or
 * "Publishing failed: …", and what the pages leave out. For the Content area, which composes it
 * with its screens.
 */
export function PublishStatusLine() {
  const { data, isError } = useQuery(publishStatusQuery);
  if (isError) return <p className="text-sm text-gray-700">The publish status could not be read.</p>;
  if (!data) return null;
  return (
    <>
      <p role="status" className={`text-sm ${data.state === 'failed' ? 'font-medium text-red-800' : 'text-gray-700'}`}>
        {publishStatusText(data)}
        <Detail text={data.detail} />
      </p>
      {data.problems?.length ? <LeftOut problems={data.problems} /> : null}
    </>
  );
}
