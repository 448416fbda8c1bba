import { AnalyticsOverview } from '#web/features/admin-analytics/components/analytics-overview';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Analytics' };
export const meta = () => staffMeta('Website statistics and user engagement.');

export default function AdminAnalyticsPage() {
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900">Analytics</h1>
      <p className="mb-6 mt-1 text-gray-700">Page views and outbound link clicks on the public website.</p>
      <AnalyticsOverview />
    </>
  );
}
