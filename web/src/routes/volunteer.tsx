import { PageInboxForm } from '#web/components/layout/inbox-form';
import { Card, CardGrid, MailLink, PageBody, PageHeader, Section, TextLink } from '#web/components/layout/page';
import { URGENCY_CLASSES, VOLUNTEER_OPPORTUNITIES, VOLUNTEER_STEPS, byUrgency } from '#web/data/volunteer';
import { useSiteContent } from '#web/publishing/site-content';

export default function VolunteerPage() {
  const { volunteerNeeds } = useSiteContent();
  return (
    <>
      <PageHeader title="Volunteer" subtitle="Share your time and skills to make our neighbourhood better." />
      <PageBody>
        <Section title="Volunteer Opportunities">
          <CardGrid columns={2}>
            {VOLUNTEER_OPPORTUNITIES.map((opportunity) => (
              <Card
                key={opportunity.title}
                title={
                  <>
                    <span aria-hidden="true">{opportunity.icon} </span>
                    {opportunity.title}
                  </>
                }
              >
                <p>{opportunity.description}</p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="font-semibold text-gray-900">Commitment</dt>
                  <dd>{opportunity.commitment}</dd>
                  <dt className="font-semibold text-gray-900">Timeframe</dt>
                  <dd>{opportunity.timeframe}</dd>
                  <dt className="font-semibold text-gray-900">Skills</dt>
                  <dd>{opportunity.skills.join(', ')}</dd>
                </dl>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <Section title="Current Needs">
          <ul className="grid gap-4 md:grid-cols-2">
            {byUrgency(volunteerNeeds).map((need) => (
              <li key={need.id} className="rounded-lg border border-gray-200 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-gray-900">{need.area}</p>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${URGENCY_CLASSES[need.urgency]}`}>
                    {need.urgency} priority
                  </span>
                </div>
                <p className="mt-1 text-gray-700">{need.description}</p>
              </li>
            ))}
          </ul>
        </Section>
        <Section title="How to Start">
          <ol className="grid gap-4 md:grid-cols-3">
            {VOLUNTEER_STEPS.map((step, index) => (
              <li key={step.title} className="rounded-lg bg-brand-50 p-4">
                <p className="text-sm font-semibold text-brand-800">Step {index + 1}</p>
                <p className="font-semibold text-gray-900">{step.title}</p>
                <p className="mt-1 text-gray-700">{step.description}</p>
                <p className="mt-2">
                  <TextLink to={step.to}>{step.linkLabel}</TextLink>
                  {step.to === '#volunteer-form' && (
                    <>
                      {' or '}
                      <MailLink subject="Volunteer Interest">e-mail us</MailLink>
                    </>
                  )}
                </p>
              </li>
            ))}
          </ol>
        </Section>
        <PageInboxForm kind="volunteer" source="/volunteer" mailLabel="E-mail us about volunteering" />
      </PageBody>
    </>
  );
}
