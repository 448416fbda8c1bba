import type { SiteSettings } from '@roca/contract/content/site-settings';
import { currentMembershipYear } from '@roca/contract/membership';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { DataState } from '#web/components/admin/data-state';
import { Button } from '#web/components/ui/button';
import { useToast } from '#web/components/ui/toast';
import { site } from '#web/config/site';
import { errorMessage } from '#web/lib/api-client';
import { siteSettingsQuery } from '#web/lib/queries/content';
import { membersQuery } from '#web/lib/queries/members';
import { renewalsFor } from '#web/features/members/lib/renewals';

/** Some mail programs refuse longer mailto: links; past this, staff paste the BCC list instead. */
const MAILTO_MAX_LENGTH = 2000;

/** The notice, in the association's name, with its e-mail and fee as staff set them (site settings, docs/content.md). */
function renewalNotice(year: number, { associationName, shortName, membershipFeeText }: SiteSettings) {
  const subject = `${shortName} membership renewal for ${year}`;
  const body = [
    'Hello,',
    '',
    `Your membership of the ${associationName} for ${year} (${site.membership.year}) is due. Renewals are due at the AGM; the fee is ${membershipFeeText}.`,
    '',
    `Renew online at ${window.location.origin}/membership, or by e-transfer, cheque or cash to the Treasurer. Only members in good standing vote at the AGM.`,
    '',
    'You receive this notice because you agreed to receive notices from the association. Reply with "unsubscribe" and we will stop.',
    '',
    `Thank you,`,
    associationName,
  ].join('\n');
  return { subject, body };
}

/** A mailto: to the association's own address, the members as BCC, and the notice. */
function mailtoWithNotice(year: number, settings: SiteSettings, bcc: string) {
  const { subject, body } = renewalNotice(year, settings);
  const params = new URLSearchParams({ bcc, subject, body }).toString().replaceAll('+', '%20');
  return `mailto:${settings.email}?${params}`;
}

/** Renewals: copy the addresses as a BCC list, or open the mail program with the notice. The site sends no e-mail. */
export function RenewalsScreen() {
  const toast = useToast();
  const year = currentMembershipYear();
  const list = useQuery(membersQuery({ year }));
  const settings = useQuery(siteSettingsQuery);
  const renewals = renewalsFor(list.data ?? [], year);
  const addresses = renewals.map((r) => r.member.email!).join(', ');

  async function copy() {
    try {
      await navigator.clipboard.writeText(addresses);
      toast({ title: 'BCC list copied', description: `${renewals.length} addresses: paste them into the BCC field.` });
    } catch (err) {
      toast({
        title: 'Could not copy',
        description: `Select the list and copy it by hand (${errorMessage(err)}).`,
        variant: 'destructive',
      });
    }
  }

  return (
    <DataState query={list} loading="Loading the register..." error="Error loading the register">
      {() => (
        <DataState query={settings} loading="Loading the register..." error="Error loading the site settings">
          {(stored) => (
            <Renewals
              year={year}
              renewals={renewals}
              addresses={addresses}
              mailto={mailtoWithNotice(year, stored, addresses)}
              onCopy={copy}
            />
          )}
        </DataState>
      )}
    </DataState>
  );
}

/** The notice's people and the ways to send it. */
function Renewals({
  year,
  renewals,
  addresses,
  mailto,
  onCopy,
}: {
  year: number;
  renewals: ReturnType<typeof renewalsFor>;
  addresses: string;
  mailto: string;
  onCopy: () => Promise<void>;
}) {
  const listId = useId();
  return (
    <div className="space-y-4">
      <p className="text-gray-800">
        Members who have not yet paid for {year} (they paid for {year - 1}, or joined in {year - 1} or {year} and never paid), and members
        whose membership lapsed in {year - 1}, who consented to notices and have an e-mail address. The site sends no e-mail: your mail
        program does.
      </p>
      {renewals.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-6 text-center text-gray-800">
          No member needs a renewal notice.
        </p>
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            <Button onClick={onCopy}>Copy BCC list ({renewals.length})</Button>
            <a
              href={mailto}
              className="inline-flex items-center justify-center rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-gray-900 hover:bg-gray-50"
            >
              Open e-mail with the notice
            </a>
          </div>
          {mailto.length > MAILTO_MAX_LENGTH && (
            <p className="text-sm text-gray-800">
              The list is long for a mailto: link; if your mail program cuts it, paste the copied BCC list instead.
            </p>
          )}
          <div>
            <label htmlFor={listId} className="mb-1 block text-sm font-medium text-gray-900">
              BCC list
            </label>
            <textarea
              id={listId}
              readOnly
              rows={3}
              value={addresses}
              className="block w-full rounded-md border border-gray-400 bg-gray-50 px-3 py-2 font-mono text-sm text-gray-900"
            />
          </div>
          <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white" aria-label="Members to remind">
            {renewals.map(({ member, reason }) => (
              <li key={member.id} className="flex flex-wrap justify-between gap-2 px-4 py-2 text-sm">
                <span className="font-medium text-gray-900">
                  {member.firstName} {member.lastName} <span className="break-all font-normal text-gray-700">&lt;{member.email}&gt;</span>
                </span>
                <span className="text-gray-700">{reason}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
