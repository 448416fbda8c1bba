import { ScreenHeader } from '#web/components/admin/screen-header';
import { AnalyticsOverview } from '#web/features/admin-analytics/components/analytics-overview';
import { staffMeta, type StaffScreenHandle } from '#web/lib/page-meta';

export const handle: StaffScreenHandle = { title: 'Analytics' };
export const meta = () => staffMeta('Website statistics and user engagement.');

export default function AdminAnalyticsPage() {
  return (
    <div className="space-y-6">
      <ScreenHeader title="Analytics" description="Page views and outbound link clicks on the public website." />
      <AnalyticsOverview />
    </div>
  );
}
