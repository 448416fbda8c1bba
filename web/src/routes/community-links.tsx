import { Card, CardGrid, ExternalLink, MailLink, PageBody, PageHeader, Section } from '#web/components/layout/page';
import { linksByCategory } from '#web/data/community-links';
import { useSiteContent } from '#web/publishing/site-content';

export default function CommunityLinksPage() {
  const { communityLinks } = useSiteContent();
  return (
    <>
      <PageHeader title="Community Links" subtitle="Useful resources for our neighbourhood." />
      <PageBody>
        {linksByCategory(communityLinks).map(({ category, links }) => (
          <Section key={category} title={category}>
            <CardGrid columns={2}>
              {links.map((link) => (
                <Card key={link.id} title={<ExternalLink href={link.url}>{link.name}</ExternalLink>}>
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
