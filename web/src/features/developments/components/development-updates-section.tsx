import type { Development } from '@roca/contract';
import { developmentLinks } from '@roca/contract/display';
import { useQuery } from '@tanstack/react-query';
import { StatusBadge } from '../../../components/shared/status-badge';
import { site } from '../../../config/site';
import { developmentsQuery } from '../../../lib/queries/developments';

/** Newest date first (docs/requirements.md, Development updates), whatever order the list arrives in. */
const newestFirst = (list: readonly Development[]) => [...list].sort((a, b) => b.date.localeCompare(a.date));

export function DevelopmentUpdatesSection() {
  const { data, isPending, isError } = useQuery(developmentsQuery);
  return (
    <section id="updates" aria-labelledby="updates-heading" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-10">
      <h2 id="updates-heading" className="text-2xl font-bold text-brand-900">
        Development Updates
      </h2>
      <div className="mt-4">
        {isPending ? (
          <p role="status">Loading development updates...</p>
        ) : isError ? (
          <p role="alert" className="text-red-800">
            Error loading development updates
          </p>
        ) : data.length === 0 ? (
          <p>No development updates available</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-gray-200">
            <table className="w-full min-w-[640px] text-left text-sm">
              <thead className="bg-brand-50 text-brand-900">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Date
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Project Title
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Description
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Links
                  </th>
                </tr>
              </thead>
              <tbody>
                {newestFirst(data).map((dev) => (
                  <tr key={dev.id} className="border-t border-gray-200 align-top">
                    <td className="whitespace-nowrap px-3 py-3">{dev.date}</td>
                    <td className="px-3 py-3">
                      <p className="font-semibold">{dev.projectTitle}</p>
                      {dev.subTitle && <p className="text-gray-700">{dev.subTitle}</p>}
                      <div className="mt-1">
                        <StatusBadge status={dev.status} />
                      </div>
                    </td>
                    <td className="px-3 py-3">{dev.description}</td>
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
        )}
      </div>
      <a
        className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        href={site.municipality.developmentApplicationsUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        View active development applications
      </a>
    </section>
  );
}
