import { DevelopmentUpdatesSection } from '#web/features/developments/components/development-updates-section';
import { EventAlerts } from '#web/features/events/components/event-alerts';
import { HeroSlider } from '#web/features/home/components/hero-slider';
import { QuickAccess } from '#web/features/home/components/quick-access';
import { SLIDE_INTERVAL_MS, heroSlides } from '#web/data/home';
import { usePublishedSite } from '#web/publishing/site-content';

/**
 * Order below the slider is fixed (docs/requirements.md, Home page): alerts 1, updates, alerts 2,
 * alerts 3, Quick Access. The alerts and updates are part of the published HTML (docs/decisions/008).
 */
export default function HomePage() {
  const { content, today } = usePublishedSite();
  const { settings, files, developments, eventAlerts, calendarEvents } = content;
  const alerts = { alerts: eventAlerts, calendarEvents, today };
  return (
    <>
      <h1 className="sr-only">{settings.associationName}</h1>
      <HeroSlider
        slides={heroSlides(files)}
        intervalMs={SLIDE_INTERVAL_MS}
        associationName={settings.associationName}
        shortName={settings.shortName}
      />
      <EventAlerts {...alerts} position={1} />
      <DevelopmentUpdatesSection
        developments={developments}
        shown={settings.homeUpdates}
        applicationsUrl={settings.links.developmentApplications}
        associationName={settings.associationName}
      />
      <EventAlerts {...alerts} position={2} />
      <EventAlerts {...alerts} position={3} />
      <QuickAccess />
    </>
  );
}
