import { BulletList, Card, CardGrid, PageBody, PageHeader, Section, buttonClass } from '../components/layout/page';
import { site } from '../config/site';
import { DOCUMENTS } from '../data/documents';
import { COUNCIL_INPUT_OPPORTUNITIES, COUNCIL_MEETING_OPTIONS } from '../data/civic-participation';
import { pageMeta } from '../lib/page-meta';

export const meta = () => pageMeta('Council Schedule', 'When and where Council meets, how to attend or watch, and how to give your input.');

export default function CouncilSchedulePage() {
  return (
    <>
      <PageHeader title="Council Schedule" subtitle="When Council meets and how you can take part." />
      <PageBody>
        <Card title={<span className="text-xl">Council Meeting Calendar</span>}>
          <p>The full schedule of Council meetings and public hearings for the year.</p>
          <a href={DOCUMENTS.councilCalendar.href} target="_blank" rel="noopener noreferrer" className={buttonClass('primary')}>
            Open Council Calendar (PDF)
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
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
