import type { SiteSettings } from '@roca/contract/content/site-settings';
import { currentMembershipYear } from '@roca/contract/membership';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataState } from '#web/components/admin/data-state';
import { site } from '#web/config/site';
import { siteSettingsQuery } from '#web/lib/queries/content';
import { membersQuery } from '#web/lib/queries/members';
import { renewalsFor } from '#web/features/members/lib/renewals';

export type RenewalNotice = { subject: string; body: string };

/** The notice, in the association's name, with its fee as staff set them (site settings, docs/content.md). */
function renewalNotice(year: number, { associationName, shortName, membershipFeeText }: SiteSettings): RenewalNotice {
  const subject = `${shortName} membership renewal for ${year}`;
  const body = [
    'Dear {firstName},',
    '',
    `Your membership of the ${associationName} for ${year} (${site.membership.year}) is due. Renewals are due at the AGM; the fee is ${membershipFeeText}.`,
    '',
    `Renew online at ${window.location.origin}/membership, or by e-transfer, cheque or cash to the Treasurer. Only members in good standing vote at the AGM.`,
    '',
    'Thank you,',
    associationName,
  ].join('\n');
  return { subject, body };
}

/**
 * Renewals (docs/members.md, Screens): who is on this year's renewal list, and the renewal notice,
 * sent through the site's outbox by `renderSend` (the Mail feature's compose form, which the route
 * passes in): each member once, with the footer and a link to unsubscribe.
 */
export function RenewalsScreen({ renderSend }: { renderSend: (notice: RenewalNotice) => ReactNode }) {
  const year = currentMembershipYear();
  const list = useQuery(membersQuery({ year }));
  const settings = useQuery(siteSettingsQuery);
  const renewals = renewalsFor(list.data ?? [], year);

  return (
    <DataState query={list} loading="Loading the register..." error="Error loading the register">
      {() => (
        <DataState query={settings} loading="Loading the register..." error="Error loading the site settings">
          {(stored) => (
            <div className="space-y-6">
              <p className="max-w-prose text-gray-800">
                Members who have not yet paid for {year} (they paid for {year - 1}, or joined in {year - 1} or {year} and never paid), and
                members whose membership lapsed in {year - 1}, who chose renewal reminders and have an e-mail address. The notice goes
                through the site&apos;s mail: each member gets it once, with a link to unsubscribe, and an address that bounced is left out.
                The dates of the yearly reminders are set under Mail, Renewal reminders.
              </p>
              {renewals.length === 0 ? (
                <p className="rounded-lg border border-dashed border-gray-300 bg-white p-6 text-center text-gray-800">
                  No member needs a renewal notice.
                </p>
              ) : (
                <>
                  <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white" aria-label="Members to remind">
                    {renewals.map(({ member, reason }) => (
                      <li key={member.id} className="flex flex-wrap justify-between gap-2 px-4 py-2 text-sm">
                        <span className="font-medium text-gray-900">
                          {member.firstName} {member.lastName}{' '}
                          <span className="break-all font-normal text-gray-700">&lt;{member.email}&gt;</span>
                        </span>
                        <span className="text-gray-700">{reason}</span>
                      </li>
                    ))}
                  </ul>
                  <section aria-labelledby="renewal-notice" className="space-y-3">
                    <h2 id="renewal-notice" className="text-xl font-semibold text-gray-900">
                      The renewal notice
                    </h2>
                    {renderSend(renewalNotice(year, stored))}
                  </section>
                </>
              )}
            </div>
          )}
        </DataState>
      )}
    </DataState>
  );
}
