import { DevelopmentReport } from '#web/features/bulk-actions/components/development-report';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Development Updates Report' };
export const meta = () => staffMeta('All development updates grouped by status.');

export default function DevelopmentsReportPage() {
  return <DevelopmentReport />;
}
