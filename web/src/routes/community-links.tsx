import { PageInboxForm } from '#web/components/layout/inbox-form';
import { Card, CardGrid, ExternalLink, PageBody, PageHeader, Section } from '#web/components/layout/page';
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
        <PageInboxForm
          kind="link"
          source="/community-links"
          intro="Know a resource your neighbours should see? Tell us about it; we check each suggestion before it goes on this page."
          mailLabel="Suggest a Link by e-mail"
        />
      </PageBody>
    </>
  );
}
