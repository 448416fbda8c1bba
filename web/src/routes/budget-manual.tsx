import { BulletList, Card, CardGrid, ExternalLink, PageBody, PageHeader, Section } from '#web/components/layout/page';
import { useSiteSettings } from '#web/publishing/site-content';
import { BUDGET_COMPONENTS, BUDGET_PARTICIPATION, BUDGET_TIMELINE } from '#web/data/civic-participation';

export default function BudgetManualPage() {
  const { links } = useSiteSettings();
  return (
    <>
      <PageHeader title="Budget Manual" subtitle="Understanding the municipal budget and how to influence it." />
      <PageBody>
        <Section title="Budget Components">
          <CardGrid columns={4}>
            {BUDGET_COMPONENTS.map((component) => (
              <Card key={component.title} title={component.title}>
                <p>{component.description}</p>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <Section title="How to Participate">
          <BulletList items={BUDGET_PARTICIPATION} />
        </Section>
        <Section title="Budget Timeline">
          <ol className="space-y-3 border-l-2 border-brand-700 pl-5">
            {BUDGET_TIMELINE.map((entry) => (
              <li key={entry.period}>
                <p className="font-semibold text-gray-900">{entry.period}</p>
                <p className="text-gray-700">{entry.step}</p>
              </li>
            ))}
          </ol>
        </Section>
        <ExternalLink href={links.budgetDocuments} button="primary">
          Municipal Budget Documents
        </ExternalLink>
      </PageBody>
    </>
  );
}
