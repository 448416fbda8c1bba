import { Card, CardGrid, MailLink, Notice, PageBody, PageHeader, Section } from '../components/layout/page';
import { site } from '../config/site';
import { DIRECTORS_AT_LARGE, EXECUTIVE_OFFICERS, RESPONSE_AIM_HOURS } from '../data/executive';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta('Executive Members', `The 2025 executive of the ${site.name}: officers, directors and how to contact them.`);

export default function ExecutivePage() {
  return (
    <>
      <PageHeader title="Executive Members" subtitle="The volunteers elected by members to lead the association." />
      <PageBody>
        <div className="space-y-3">
          <Notice tone="success" title="2025 Executive Team">
            The 2025 team was confirmed at the Annual General Meeting on May 15, 2025.
          </Notice>
          <Notice tone="warning" title="Position vacant">
            The Secretary position is currently vacant. If you are interested, please contact the executive.
          </Notice>
        </div>
        <Section title="Officers">
          <CardGrid>
            {EXECUTIVE_OFFICERS.map((officer) => (
              <Card
                key={officer.position}
                title={officer.position}
                aside={
                  officer.vacant ? (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Vacant</span>
                  ) : undefined
                }
              >
                <p className="font-medium text-gray-900">{officer.name}</p>
                <p className="text-sm font-semibold text-gray-900">Key responsibilities</p>
                <ul className="list-disc pl-5 text-sm">
                  {officer.responsibilities.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                {officer.email && (
                  <p>
                    <MailLink email={officer.email}>{officer.email}</MailLink>
                  </p>
                )}
              </Card>
            ))}
          </CardGrid>
        </Section>
        <Section title="Directors-At-Large">
          <CardGrid>
            {DIRECTORS_AT_LARGE.map((director) => (
              <Card key={director.position} title={director.position}>
                <p className="font-medium text-gray-900">{director.name}</p>
                <ul className="list-disc pl-5 text-sm">
                  {director.responsibilities.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <Card title="Contact the Executive">
          <p>
            Questions, concerns or ideas? E-mail the executive at <MailLink />. We aim to respond within {RESPONSE_AIM_HOURS} hours.
          </p>
        </Card>
      </PageBody>
    </>
  );
}
