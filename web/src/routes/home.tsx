import { QuickAccess } from '../features/home/components/quick-access';
import { HERO_SLIDES, SLIDE_INTERVAL_MS } from '../data/home';
import { site } from '../config/site';
import { Island } from '../islands/island';
import { pageMeta } from '../lib/page-meta';

export const meta = () => pageMeta('Home', `Development updates, event alerts and membership of the ${site.name} (${site.shortName}).`);

/** Order below the slider is fixed (docs/requirements.md, Home page): alerts 1, updates, alerts 2, alerts 3, Quick Access. */
export default function HomePage() {
  return (
    <>
      <h1 className="sr-only">{site.name}</h1>
      <Island name="hero-slider" props={{ slides: HERO_SLIDES, intervalMs: SLIDE_INTERVAL_MS }} />
      <Island name="event-alerts" props={{ position: 1 }} />
      <Island name="development-updates" />
      <Island name="event-alerts" props={{ position: 2 }} />
      <Island name="event-alerts" props={{ position: 3 }} />
      <QuickAccess />
    </>
  );
}
