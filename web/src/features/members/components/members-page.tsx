import type { ReactNode } from 'react';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { ScreenHeader } from '#web/components/admin/screen-header';
import { type TabLink, TabNav } from '#web/components/admin/tab-nav';

const SECTIONS: TabLink[] = [
  { to: STAFF_PATHS.members, label: 'Register' },
  { to: STAFF_PATHS.membersJoins, label: 'Joins' },
  { to: STAFF_PATHS.membersImport, label: 'Import payments' },
  { to: STAFF_PATHS.membersAgm, label: 'AGM' },
  { to: STAFF_PATHS.membersRenewals, label: 'Renewals' },
  { to: STAFF_PATHS.membersExport, label: 'Export' },
];

/** The frame of every Members screen: the title, and the sections for staff who may see the register. */
export function MembersPage({
  title,
  description,
  showSections,
  children,
}: {
  title: string;
  description: string;
  showSections: boolean;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <div className="print:hidden">
        <ScreenHeader title={title} description={description} />
        {showSections && <TabNav label="Members sections" links={SECTIONS} exact className="mt-4 border-b border-gray-200 pb-2" />}
      </div>
      {children}
    </div>
  );
}

/** Shown instead of names to staff whose role sees only the counts (docs/decisions/009). */
export function CountsOnlyNotice() {
  return (
    <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950">
      Counts only
      <span className="font-normal"> - the register of members holds personal data: only Admin and Super users see names.</span>
    </p>
  );
}
