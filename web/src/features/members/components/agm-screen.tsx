import { isoDate } from '@roca/contract';
import type { VoterList } from '@roca/contract/members';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { todayInVancouver } from '@roca/contract/days';
import { useAssociationName } from '#web/components/admin/use-association-name';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { useToast } from '#web/components/ui/toast';
import { DataState } from '#web/components/admin/data-state';
import { downloadText } from '#web/lib/download-file';
import { voterListQuery } from '#web/lib/queries/members';
import { exportVoters, voterFileName } from '#web/features/members/lib/member-files';
import { MembersCounts } from './members-counts';
import '#web/components/admin/print-alone.css';
import './agm-print.css';

/**
 * AGM: the figures for a meeting date (members, voting members, quorum, special-meeting support)
 * for every staff role; the voter list, printable and as CSV, for staff who may see names.
 */
export function AgmScreen({ canSeeNames }: { canSeeNames: boolean }) {
  const toast = useToast();
  const associationName = useAssociationName();
  const [date, setDate] = useState(todayInVancouver());
  const validDate = isoDate.safeParse(date).success ? date : todayInVancouver();
  const voters = useQuery({ ...voterListQuery(validDate), enabled: canSeeNames });
  const dateId = useId();
  const year = Number(validDate.slice(0, 4));

  function exportCsv() {
    if (!voters.data) return;
    const { content, mimeType } = exportVoters(voters.data.voters, validDate);
    downloadText(voterFileName(validDate), content, mimeType);
    toast({ title: 'Voter list downloaded', description: `${voters.data.voters.length} voting members on ${validDate}.` });
  }

  return (
    <div className="agm-voter-list print-alone space-y-6">
      <div className="max-w-xs print:hidden">
        <label htmlFor={dateId} className="mb-1 block text-sm font-medium text-gray-900">
          Meeting date
        </label>
        <Input id={dateId} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </div>
      {/* On paper the page's own title is hidden with the rest of the staff frame: say whose list it is. */}
      <p className="hidden text-sm text-gray-900 print:block">{associationName ? `${associationName}: ` : ''}AGM voter list</p>
      <h2 className="text-xl font-semibold text-gray-900">The register on {validDate}</h2>
      <MembersCounts date={validDate} withSpecialMeeting />
      <p className="text-sm text-gray-700">
        Only members in good standing vote: a payment for {year}, made on or before the meeting date. Quorum is 10% of the voting members,
        rounded up; a special meeting needs the support of as many.
      </p>
      {canSeeNames && (
        <section aria-labelledby={`${dateId}-voters`} className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`${dateId}-voters`} className="text-lg font-semibold text-gray-900">
              Voter list
            </h2>
            <div className="flex flex-wrap gap-2 print:hidden">
              <Button variant="secondary" onClick={() => window.print()} disabled={!voters.data}>
                Print voter list
              </Button>
              <Button onClick={exportCsv} disabled={!voters.data}>
                Export voter list (CSV)
              </Button>
            </div>
          </div>
          <DataState
            query={voters}
            loading="Loading the voter list..."
            error="Error loading the voter list"
            empty={{ text: `No member is in good standing on ${validDate}.` }}
            isEmpty={(data) => data.voters.length === 0}
          >
            {(data) => <VoterTable voters={data.voters} date={validDate} />}
          </DataState>
        </section>
      )}
    </div>
  );
}

/** The voting members, numbered, with room to sign on paper. */
function VoterTable({ voters, date }: { voters: VoterList['voters']; date: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Voting members on {date}</caption>
        <thead className="bg-gray-100 text-gray-900">
          <tr>
            {['#', 'Name', 'Address'].map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2">
                {heading}
              </th>
            ))}
            {/* For signing in at the meeting, on paper: a phone's screen has no room for it. */}
            <th scope="col" className="hidden px-3 py-2 sm:table-cell print:table-cell">
              Signature
            </th>
          </tr>
        </thead>
        <tbody>
          {voters.map((m, i) => (
            <tr key={m.id} className="border-t border-gray-200 align-top">
              <td className="px-3 py-2 text-gray-700">{i + 1}</td>
              <td className="px-3 py-2 font-medium text-gray-900">
                {m.lastName}, {m.firstName}
              </td>
              <td className="break-words px-3 py-2 text-gray-800">{m.address}</td>
              <td className="hidden w-40 px-3 py-2 sm:table-cell print:table-cell" />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
