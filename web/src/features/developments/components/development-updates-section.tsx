import type { Development } from '@roca/contract';
import { developmentLinks } from '@roca/contract/display';
import { StatusBadge } from '#web/components/shared/status-badge';
import { SubscribeForm, emptySubscribeForm } from '#web/components/layout/subscribe-form';
import { TextLink } from '#web/components/layout/page';
import { APPLICATIONS_PATH, applicationPath } from '@roca/contract/applications';

/** Newest date first (docs/requirements.md, Development updates), whatever order the list arrives in. */
const newestFirst = (list: readonly Development[]) => [...list].sort((a, b) => b.date.localeCompare(a.date));

/**
 * Development updates as a table, in the order given (newest first where they are listed): the
 * home page's newest and each page of the complete list (/applications). Each title links to the
 * application's own page (/applications/{id}, docs/consultations.md). On a phone the table
 * scrolls sideways: its box takes the focus so the keyboard can scroll it too. None: the empty text.
 */
export function DevelopmentUpdatesTable({ developments, labelledBy }: { developments: readonly Development[]; labelledBy: string }) {
  if (developments.length === 0) return <p>No development updates available</p>;
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-gray-200 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className="w-full min-w-[640px] text-left text-sm">
        <thead className="bg-brand-50 text-brand-900">
          <tr>
            <th scope="col" className="px-3 py-2">
              Date
            </th>
            <th scope="col" className="w-1/4 px-3 py-2">
              Project Title
            </th>
            <th scope="col" className="px-3 py-2">
              Description
            </th>
            <th scope="col" className="w-1/5 px-3 py-2">
              Links
            </th>
          </tr>
        </thead>
        <tbody>
          {developments.map((dev) => (
            <tr key={dev.id} className="border-t border-gray-200 align-top">
              <td className="whitespace-nowrap px-3 py-3">{dev.date}</td>
              <td className="px-3 py-3 wrap-anywhere">
                <p className="font-semibold">
                  <a className="text-brand-800 underline" href={applicationPath(dev.id)}>
                    {dev.projectTitle}
                  </a>
                </p>
                {dev.subTitle && <p className="text-gray-700">{dev.subTitle}</p>}
                <div className="mt-1">
                  <StatusBadge status={dev.status} />
                </div>
              </td>
              <td className="px-3 py-3 wrap-anywhere">{dev.description}</td>
              <td className="px-3 py-3">
                <ul className="space-y-1">
                  {developmentLinks(dev).map((link) => (
                    <li key={link.url}>
                      <a className="break-all text-brand-700 underline" href={link.url} target="_blank" rel="noopener noreferrer">
                        {link.label}
                      </a>
                    </li>
                  ))}
                  {dev.attachments.map((file, index) => (
                    <li key={file.path}>
                      <a className="break-all text-brand-700 underline" href={file.url} download={file.fileName}>
                        Attachment {index + 1} - {file.fileName}
                      </a>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The home page's newest development updates (at most `shown`, SiteSettings.homeUpdates),
 * rendered into the page's HTML when it is published (docs/decisions/008): a visitor never waits
 * for it to load. The rest are on the complete list, /applications, which it links to: the home
 * page stays the same size however many updates there are (docs/performance.md, "Scale").
 */
export function DevelopmentUpdatesSection({
  developments,
  shown,
  applicationsUrl,
  associationName,
}: {
  developments: readonly Development[];
  /** How many of the newest it shows. */
  shown: number;
  /** The municipality's list of active development applications. */
  applicationsUrl: string;
  /** Who the subscribe form's consent names. */
  associationName: string;
}) {
  const newest = newestFirst(developments).slice(0, shown);
  return (
    <section id="updates" aria-labelledby="updates-heading" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-10">
      <h2 id="updates-heading" className="text-2xl font-bold text-brand-900">
        Development Updates
      </h2>
      <div className="mt-4">
        <DevelopmentUpdatesTable developments={newest} labelledBy="updates-heading" />
      </div>
      {developments.length > newest.length && (
        <p className="mt-4">
          <TextLink to={APPLICATIONS_PATH}>{`All ${developments.length.toLocaleString('en-CA')} development updates`}</TextLink>
        </p>
      )}
      <a
        className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        href={applicationsUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        View active development applications
      </a>
      <div className="mt-8">
        <SubscribeForm form={emptySubscribeForm('/', associationName)} />
      </div>
    </section>
  );
}
