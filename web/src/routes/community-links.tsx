import { Card, CardGrid, ExternalLink, MailLink, PageBody, PageHeader, Section } from '../components/layout/page';
import { LINK_CATEGORIES } from '../data/community-links';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta('Community Links', 'Useful links for residents: municipal services, parks, schools, safety and transit.');

export default function CommunityLinksPage() {
  return (
    <>
      <PageHeader title="Community Links" subtitle="Useful resources for our neighbourhood." />
      <PageBody>
        {LINK_CATEGORIES.map(({ category, links }) => (
          <Section key={category} title={category}>
            <CardGrid columns={2}>
              {links.map((link) => (
                <Card key={link.url} title={<ExternalLink href={link.url}>{link.name}</ExternalLink>}>
                  <p>{link.description}</p>
                </Card>
              ))}
            </CardGrid>
          </Section>
        ))}
        <Card title="Suggest a Link">
          <p>Know a resource your neighbours should see?</p>
          <MailLink subject="Community Link Suggestion" button="primary">
            Suggest a Link
          </MailLink>
        </Card>
      </PageBody>
    </>
  );
}
