import { PageInboxForm } from '#web/components/layout/inbox-form';
import { Card, CardGrid, PageBody, PageHeader, Section } from '#web/components/layout/page';
import { HERITAGE_ACTIONS, HERITAGE_FEATURES, HERITAGE_THREATS } from '#web/data/heritage';

export default function HeritagePage() {
  return (
    <>
      <PageHeader title="Heritage" subtitle="Caring for the places and stories that make our neighbourhood special." />
      <PageBody>
        <Section title="Heritage Features">
          <CardGrid columns={2}>
            {HERITAGE_FEATURES.map((feature) => (
              <Card
                key={feature.name}
                title={feature.name}
                aside={<span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900">{feature.type}</span>}
              >
                <p>{feature.description}</p>
                <p className="text-sm">
                  <span className="font-semibold text-gray-900">Significance:</span> {feature.significance}
                </p>
                <p className="text-sm">
                  <span className="font-semibold text-gray-900">Status:</span> {feature.status}
                </p>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <Section title="Threats to Heritage">
          <CardGrid>
            {HERITAGE_THREATS.map((threat) => (
              <Card key={threat.threat} title={threat.threat}>
                <p>{threat.description}</p>
                <p className="text-sm">
                  <span className="font-semibold text-gray-900">Impact:</span> {threat.impact}
                </p>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <Section title="Conservation Actions">
          <CardGrid columns={2}>
            {HERITAGE_ACTIONS.map((action) => (
              <Card
                key={action.action}
                title={action.action}
                aside={<span className="text-sm font-semibold text-brand-800">{action.status}</span>}
              >
                <p>{action.description}</p>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <PageInboxForm
          kind="heritage"
          source="/heritage"
          intro="Have photos, stories or records about our neighbourhood’s past? Tell us, with a photo if you have one; to send more, e-mail them."
          mailLabel="E-mail Heritage Information"
        />
      </PageBody>
    </>
  );
}
