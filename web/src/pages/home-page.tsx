import { DevelopmentUpdatesSection } from '../features/developments/components/development-updates-section';

export default function HomePage() {
  return (
    <>
      <h1 className="sr-only">ROCA Community Association</h1>
      <DevelopmentUpdatesSection />
    </>
  );
}
