import { BulletList, ButtonLink, Card, CardGrid, ExternalLink, PageBody, PageHeader, Section } from '#web/components/layout/page';
import { SubscribeForm, emptySubscribeForm } from '#web/components/layout/subscribe-form';
import { applicationPath } from '@roca/contract/applications';
import { windowStateOn } from '@roca/contract/consultation-choices';
import { formatLongDate } from '#web/lib/dates';
import { usePublishedSite, useSiteSettings } from '#web/publishing/site-content';
import { ASSOCIATION_ROLE, CURRENT_PROJECTS_NOTE, DEVELOPMENT_PROCESS_STEPS, REVIEW_CONSIDERATIONS } from '#web/data/rezoning';

/** The applications whose comment window is open today, each linked to its page (docs/consultations.md). */
function OpenForComments() {
  const { content, today } = usePublishedSite();
  const open = content.consultations.filter((window) => windowStateOn(window, today) === 'open');
  const titleOf = (id: string) => content.developments.find((d) => d.id === id)?.projectTitle;
  const listed = open.filter((window) => titleOf(window.developmentId));
  return (
    <div className="mb-6">
      <h3 className="text-lg font-semibold text-brand-900">Open for comments</h3>
      {listed.length === 0 ? (
        <p className="mt-1 text-gray-700">No application is open for comments right now.</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {listed.map((window) => (
            <li key={window.developmentId}>
              <a className="text-brand-700 underline" href={applicationPath(window.developmentId)}>
                {titleOf(window.developmentId)}
              </a>
              {` - comments until ${formatLongDate(window.closesOn)}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

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
          <OpenForComments />
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
