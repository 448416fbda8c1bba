import { DevelopmentUpdatesSection } from '../features/developments/components/development-updates-section';
import { EventAlerts } from '../features/events/components/event-alerts';
import { HeroSlider } from '../features/home/components/hero-slider';
import { QuickAccess } from '../features/home/components/quick-access';
import { HERO_SLIDES, SLIDE_INTERVAL_MS } from '../data/home';
import { site } from '../config/site';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta('Home', `Development updates, event alerts and membership of the ${site.name} (${site.shortName}).`);

/** Order below the slider is fixed by spec section 2: alerts 1, updates, alerts 2, alerts 3, Quick Access. */
export default function HomePage() {
  return (
    <>
      <h1 className="sr-only">{site.name}</h1>
      <HeroSlider slides={HERO_SLIDES} intervalMs={SLIDE_INTERVAL_MS} />
      <EventAlerts position={1} />
      <DevelopmentUpdatesSection />
      <EventAlerts position={2} />
      <EventAlerts position={3} />
      <QuickAccess />
    </>
  );
}
