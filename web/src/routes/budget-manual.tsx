import { BulletList, Card, CardGrid, ExternalLink, PageBody, PageHeader, Section } from '../components/layout/page';
import { site } from '../config/site';
import { BUDGET_COMPONENTS, BUDGET_PARTICIPATION, BUDGET_TIMELINE } from '../data/civic-participation';
import { pageMeta } from '../lib/page-meta';

export const meta = () => pageMeta('Budget Manual', 'How the municipal budget is built, its timeline, and how residents can influence it.');

export default function BudgetManualPage() {
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
        <ExternalLink href={site.municipality.budgetDocumentsUrl} button="primary">
          Municipal Budget Documents
        </ExternalLink>
      </PageBody>
    </>
  );
}
