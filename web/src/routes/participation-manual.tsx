import { BulletList, Card, CardGrid, ExternalLink, PageBody, PageHeader, Section } from '../components/layout/page';
import { site } from '../config/site';
import { DOCUMENTS } from '../data/documents';
import { PARTICIPATION_TIPS, PARTICIPATION_TYPES } from '../data/civic-participation';
import { pageMeta } from '../lib/page-meta';
import { Island } from '../islands/island';

export const meta = () =>
  pageMeta(
    'Participation Manual',
    'How to take part in municipal decisions: types of participation, tips and the public participation handbook.',
  );

export default function ParticipationManualPage() {
  return (
    <>
      <PageHeader title="Participation Manual" subtitle="A resident's guide to taking part in municipal decisions." />
      <PageBody>
        <Section title="Types of Participation">
          <CardGrid>
            {PARTICIPATION_TYPES.map((type) => (
              <Card key={type.title} title={type.title}>
                <p>{type.description}</p>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <Section title="Tips for Effective Participation">
          <BulletList items={PARTICIPATION_TIPS} />
        </Section>
        <Card title={<span className="text-xl">Public Participation Handbook</span>}>
          <p>The municipality's handbook explains every way to take part, step by step.</p>
          <Island
            name="document-buttons"
            props={{ ...DOCUMENTS.participationHandbook, viewLabel: 'View Handbook', downloadLabel: 'Download Handbook' }}
          />
        </Card>
        <p>
          <ExternalLink href={site.municipality.participationUrl}>The municipality's public participation page</ExternalLink>
        </p>
      </PageBody>
    </>
  );
}
