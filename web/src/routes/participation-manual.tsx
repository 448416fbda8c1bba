import { BulletList, Card, CardGrid, ExternalLink, PageBody, PageHeader, Section } from '#web/components/layout/page';
import { DocumentButtons } from '#web/components/layout/document-buttons';
import { documentButtons } from '#web/data/documents';
import { PARTICIPATION_TIPS, PARTICIPATION_TYPES } from '#web/data/civic-participation';
import { useSiteContent } from '#web/publishing/site-content';

export default function ParticipationManualPage() {
  const { settings, files } = useSiteContent();
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
          <DocumentButtons
            {...documentButtons(files, 'participationHandbook')}
            viewLabel="View Handbook"
            downloadLabel="Download Handbook"
          />
        </Card>
        <p>
          <ExternalLink href={settings.links.participation}>The municipality's public participation page</ExternalLink>
        </p>
      </PageBody>
    </>
  );
}
