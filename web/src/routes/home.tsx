import { DevelopmentUpdatesSection } from '../features/developments/components/development-updates-section';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta('Home', 'Development updates, event alerts and membership of the ROCA community association.');

export default function HomePage() {
  return (
    <>
      <h1 className="sr-only">ROCA Community Association</h1>
      <DevelopmentUpdatesSection />
    </>
  );
}
