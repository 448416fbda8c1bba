import { INBOX_POSITIONS, positionSlug, type InboxPosition } from '@roca/contract/inbox-choices';
import { Card, CardGrid, MailLink, Notice, PageBody, PageHeader, Section, TextLink } from '#web/components/layout/page';
import { formatLongDate } from '#web/lib/dates';
import { RESPONSE_AIM_HOURS, teamYear, vacancyNotice } from '#web/data/executive';
import { useSiteContent } from '#web/publishing/site-content';

const isInboxPosition = (position: string): position is InboxPosition => (INBOX_POSITIONS as readonly string[]).includes(position);

/** The contact form set to the position (a page the function renders: docs/inbox.md), with no script. */
const writeTo = (position: InboxPosition) => `/forms/contact?position=${positionSlug(position)}`;

const VacantBadge = () => <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Vacant</span>;

export default function ExecutivePage() {
  const { executive } = useSiteContent();
  const year = teamYear(executive);
  const vacancy = vacancyNotice(executive);
  return (
    <>
      <PageHeader title="Executive Members" subtitle="The volunteers elected by members to lead the association." />
      <PageBody>
        <div className="space-y-3">
          <Notice tone="success" title={`${year} Executive Team`}>
            {`The ${year} team was confirmed at the Annual General Meeting on ${formatLongDate(executive.confirmedOn, { weekday: false })}.`}
          </Notice>
          {vacancy && (
            <Notice tone="warning" title={vacancy.title}>
              {vacancy.text}
            </Notice>
          )}
        </div>
        <Section title="Officers">
          <CardGrid>
            {executive.officers.map((officer) => (
              <Card key={officer.position} title={officer.position} aside={officer.vacant ? <VacantBadge /> : undefined}>
                <p className="font-medium text-gray-900">{officer.vacant ? 'Vacant' : officer.name}</p>
                <p className="text-sm font-semibold text-gray-900">Key responsibilities</p>
                <ul className="list-disc pl-5 text-sm">
                  {officer.responsibilities.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                {!officer.vacant && officer.email && (
                  <p>
                    <MailLink email={officer.email}>{officer.email}</MailLink>
                  </p>
                )}
                {!officer.vacant && isInboxPosition(officer.position) && (
                  <p>
                    <a href={writeTo(officer.position)} className="font-medium text-brand-700 underline hover:text-brand-900">
                      {`Write to the ${officer.position}`}
                    </a>
                  </p>
                )}
              </Card>
            ))}
          </CardGrid>
        </Section>
        {executive.directors.length > 0 && (
          <Section title="Directors-At-Large">
            <CardGrid>
              {executive.directors.map((director, index) => (
                <Card key={index} title={`Director-At-Large ${index + 1}`}>
                  <p className="font-medium text-gray-900">{director.name}</p>
                  <ul className="list-disc pl-5 text-sm">
                    {director.responsibilities.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                  {director.email && (
                    <p>
                      <MailLink email={director.email}>{director.email}</MailLink>
                    </p>
                  )}
                </Card>
              ))}
            </CardGrid>
          </Section>
        )}
        <Card title="Contact the Executive">
          <p>
            Questions, concerns or ideas? <TextLink to="/contact">Write to us with the contact form</TextLink>, or e-mail the executive at{' '}
            <MailLink />. We aim to respond within {RESPONSE_AIM_HOURS} hours.
          </p>
        </Card>
      </PageBody>
    </>
  );
}
