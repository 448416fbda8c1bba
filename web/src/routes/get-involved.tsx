import { PageInboxForm } from '#web/components/layout/inbox-form';
import { ButtonLink, Card, CardGrid, MailLink, PageBody, PageHeader, Section, TextLink } from '#web/components/layout/page';
import { INVOLVEMENT_OPTIONS, INVOLVEMENT_RESOURCES } from '#web/data/get-involved';

export default function GetInvolvedPage() {
  return (
    <>
      <PageHeader title="Get Involved" subtitle="Whatever time you have, there is a way to make a difference." />
      <PageBody>
        <Section title="Ways to Get Involved">
          <CardGrid>
            {INVOLVEMENT_OPTIONS.map((option) => (
              <Card key={option.title} title={option.title}>
                <p>{option.description}</p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="font-semibold text-gray-900">Time</dt>
                  <dd>{option.timeCommitment}</dd>
                  <dt className="font-semibold text-gray-900">Impact</dt>
                  <dd>{option.impact}</dd>
                </dl>
                <div className="pt-2">
                  {'to' in option.action ? (
                    <ButtonLink to={option.action.to} variant="secondary">
                      {option.action.label}
                    </ButtonLink>
                  ) : (
                    <span className="flex flex-wrap items-center gap-3">
                      <ButtonLink to="#contact-form" variant="secondary">
                        Write to us
                      </ButtonLink>
                      <MailLink subject={option.action.mailSubject}>{option.action.label}</MailLink>
                    </span>
                  )}
                </div>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <PageInboxForm
          kind="contact"
          source="/get-involved"
          intro="Tell us what matters to you in the neighbourhood."
          mailLabel="E-mail us"
          mailSubject="Getting Involved"
        />
        <Section title="Resources">
          <ul className="grid gap-2 sm:grid-cols-2">
            {INVOLVEMENT_RESOURCES.map((resource) => (
              <li key={resource.to}>
                <TextLink to={resource.to}>{resource.label}</TextLink>
              </li>
            ))}
          </ul>
        </Section>
      </PageBody>
    </>
  );
}
