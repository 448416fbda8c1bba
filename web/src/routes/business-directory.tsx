import { PageInboxForm } from '#web/components/layout/inbox-form';
import { ExternalLink, PageBody, PageHeader } from '#web/components/layout/page';
import { BUSINESS_IMAGE } from '#web/data/business-directory';
import { useSiteContent } from '#web/publishing/site-content';

export default function BusinessDirectoryPage() {
  const { businesses } = useSiteContent();
  return (
    <>
      <PageHeader title="Business Directory" subtitle="Support the businesses in our neighbourhood." />
      <PageBody>
        <div className="relative overflow-x-auto rounded-lg border border-gray-200">
          <table className="w-full min-w-[720px] text-left text-sm">
            <caption className="sr-only">Local businesses</caption>
            <thead className="bg-brand-50 text-brand-900">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Business
                </th>
                <th scope="col" className="px-3 py-2">
                  Category
                </th>
                <th scope="col" className="px-3 py-2">
                  Description
                </th>
                <th scope="col" className="px-3 py-2">
                  Address
                </th>
                <th scope="col" className="px-3 py-2">
                  Phone
                </th>
                <th scope="col" className="px-3 py-2">
                  Website
                </th>
              </tr>
            </thead>
            <tbody>
              {businesses.map((business) => (
                <tr key={business.id} className="border-t border-gray-200 align-top">
                  <th scope="row" className="px-3 py-3 font-semibold">
                    <span className="flex items-center gap-3">
                      <img src={BUSINESS_IMAGE} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 rounded" />
                      {business.name}
                    </span>
                  </th>
                  <td className="px-3 py-3">{business.category}</td>
                  <td className="px-3 py-3">{business.description}</td>
                  <td className="px-3 py-3">{business.address}</td>
                  <td className="whitespace-nowrap px-3 py-3">
                    {business.phone && (
                      <a className="text-brand-700 underline" href={`tel:${business.phone}`}>
                        {business.phone}
                      </a>
                    )}
                  </td>
                  <td className="px-3 py-3">{business.website && <ExternalLink href={business.website}>Website</ExternalLink>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <PageInboxForm
          kind="listing"
          source="/business-directory"
          intro="Run a business in our area? Listing is free; we check each request before it goes in the directory."
          mailLabel="Request a Listing by e-mail"
        />
      </PageBody>
    </>
  );
}
