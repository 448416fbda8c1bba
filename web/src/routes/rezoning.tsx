import { BulletList, ButtonLink, Card, CardGrid, ExternalLink, PageBody, PageHeader, Section } from '#web/components/layout/page';
import { SubscribeForm, emptySubscribeForm } from '#web/components/layout/subscribe-form';
import { useSiteSettings } from '#web/publishing/site-content';
import { ASSOCIATION_ROLE, CURRENT_PROJECTS_NOTE, DEVELOPMENT_PROCESS_STEPS, REVIEW_CONSIDERATIONS } from '#web/data/rezoning';

export default function RezoningPage() {
  const { shortName, associationName, links } = useSiteSettings();
  return (
    <>
      <PageHeader
        title="Rezoning / Development"
        subtitle="How development applications move through the municipality, and how residents can have a say."
      />
      <PageBody>
        <Section title="The Typical Development Process">
          <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
            {DEVELOPMENT_PROCESS_STEPS.map((step, index) => (
              <li key={step.title} className="rounded-lg border border-gray-200 p-4">
                <p className="text-sm font-semibold text-brand-700">Step {index + 1}</p>
                <p className="font-semibold text-gray-900">{step.title}</p>
                <p className="mt-1 text-sm text-gray-700">{step.description}</p>
              </li>
            ))}
          </ol>
        </Section>
        <Section title={`The Role of ${shortName}`}>
          <BulletList items={ASSOCIATION_ROLE} />
        </Section>
        <Section title="Key Review Considerations">
          <CardGrid>
            {REVIEW_CONSIDERATIONS.map((item) => (
              <Card key={item.title} title={item.title}>
                <p>{item.description}</p>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <Section title="Current Projects" intro={CURRENT_PROJECTS_NOTE}>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/#updates">See Development Updates</ButtonLink>
            <ExternalLink href={links.developmentApplications} button="secondary">
              Municipal Development Applications
            </ExternalLink>
          </div>
          <div className="mt-8">
            <SubscribeForm form={emptySubscribeForm('/rezoning', associationName)} />
          </div>
        </Section>
      </PageBody>
    </>
  );
}
