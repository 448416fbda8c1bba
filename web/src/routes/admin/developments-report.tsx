import { DevelopmentReport } from '../../features/bulk-actions/components/development-report';
import { pageMeta } from '../../lib/page-meta';

export const meta = () => pageMeta('Development Updates Report', 'All development updates grouped by status.', { noindex: true });

export default function DevelopmentsReportPage() {
  return <DevelopmentReport />;
}
