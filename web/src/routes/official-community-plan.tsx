import { BulletList, Card, CardGrid, ExternalLink, Notice, PageBody, PageHeader, Section, TextLink } from '#web/components/layout/page';
import { DocumentButtons } from '#web/components/layout/document-buttons';
import { documentButtons } from '#web/data/documents';
import { HOW_TO_PARTICIPATE, PLAN_INTRO, PLAN_VISION_QUOTE, POLICY_THEMES } from '#web/data/official-community-plan';
import { useSiteContent } from '#web/publishing/site-content';

export default function OfficialCommunityPlanPage() {
  const { settings, files } = useSiteContent();
  const plan = documentButtons(files, 'communityPlan');
  return (
    <>
      <PageHeader title="Official Community Plan" subtitle="The long-term plan that shapes how our neighbourhood grows." />
      <PageBody>
        <Section title="What Is the Plan and How Does It Affect Us?">
          <div className="max-w-3xl space-y-3 text-gray-700">
            {PLAN_INTRO.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Section>
        <Notice tone="warning" title="Local area plan process paused">
          The local area planning process for our neighbourhood is paused and has been rescheduled to Fall 2026.
        </Notice>
        <Card title={<span className="text-xl">Key Documents</span>}>
          <p>{plan.title}</p>
          <DocumentButtons {...plan} />
          <ul className="space-y-1 pt-2">
            <li>
              <ExternalLink href={settings.links.zoningBylaw}>Zoning Bylaw</ExternalLink>
            </li>
            <li>
              <ExternalLink href={settings.links.developmentApplications}>Current Development Applications</ExternalLink>
            </li>
          </ul>
        </Card>
        <Section title="Key Policy Themes">
          <CardGrid columns={4}>
            {POLICY_THEMES.map((theme) => (
              <Card key={theme.title} title={theme.title}>
                <p>{theme.description}</p>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <figure className="rounded-lg bg-brand-50 p-6">
          <blockquote className="text-xl italic text-brand-900">“{PLAN_VISION_QUOTE}”</blockquote>
          <figcaption className="mt-2 text-gray-700">Vision statement, Official Community Plan</figcaption>
        </figure>
        <Section title="How to Participate">
          <BulletList items={HOW_TO_PARTICIPATE} />
          <p className="mt-3">
            See our <TextLink to="/participation-manual">participation manual</TextLink> for tips.
          </p>
        </Section>
      </PageBody>
    </>
  );
}
