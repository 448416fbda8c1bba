import { BulletList, Card, CardGrid, ExternalLink, PageBody, PageHeader, Section, buttonClass } from '#web/components/layout/page';
import { site } from '#web/config/site';
import { COUNCIL_INPUT_OPPORTUNITIES, COUNCIL_MEETING_OPTIONS } from '#web/data/civic-participation';
import { useSiteContent } from '#web/publishing/site-content';

export default function CouncilSchedulePage() {
  const { settings, files } = useSiteContent();
  return (
    <>
      <PageHeader title="Council Schedule" subtitle="When Council meets and how you can take part." />
      <PageBody>
        <Card title={<span className="text-xl">Council Meeting Calendar</span>}>
          <p>The full schedule of Council meetings and public hearings for the year.</p>
          <a href={files.councilCalendar.url} target="_blank" rel="noopener noreferrer" className={buttonClass('primary')}>
            Open Council Calendar (PDF)
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <p>
            <ExternalLink href={settings.links.councilCalendar}>Council calendar on the municipal website</ExternalLink>
          </p>
        </Card>
        <Section title="Chamber Location">
          <address className="not-italic text-gray-700">{site.municipality.councilChamber}</address>
        </Section>
        <Section title="Meeting Options">
          <CardGrid>
            {COUNCIL_MEETING_OPTIONS.map((option) => (
              <Card key={option.title} title={option.title}>
                <p>{option.description}</p>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <Section title="Input Opportunities">
          <BulletList items={COUNCIL_INPUT_OPPORTUNITIES} />
        </Section>
      </PageBody>
    </>
  );
}
