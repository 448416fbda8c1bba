import { ButtonLink, Card, PageBody, PageHeader, Section } from '#web/components/layout/page';
import { useSiteSettings } from '#web/publishing/site-content';
import { MANDATE_COMMITMENTS, MISSION, VISION } from '#web/data/vision';

export default function VisionPage() {
  const { shortName } = useSiteSettings();
  return (
    <>
      <PageHeader title="Vision & Mission" subtitle={`What the ${shortName} stands for and what we commit to do for our neighbourhood.`} />
      <PageBody>
        <div className="grid gap-5 md:grid-cols-2">
          <Card title={<span className="text-2xl">Our Vision</span>}>
            <p>{VISION}</p>
          </Card>
          <Card title={<span className="text-2xl">Our Mission</span>}>
            <p>{MISSION}</p>
          </Card>
        </div>
        <Section title="Our Mandate" intro="As a registered society, the association commits to:">
          <ol className="grid list-decimal gap-3 pl-6 md:grid-cols-2">
            {MANDATE_COMMITMENTS.map((commitment) => (
              <li key={commitment}>{commitment}</li>
            ))}
          </ol>
        </Section>
        <div className="rounded-lg bg-brand-900 p-6 text-white">
          <h2 className="text-2xl font-bold">Get Involved</h2>
          <p className="mt-2 max-w-2xl">
            Our vision depends on neighbours who care. Become a member, volunteer, or come to a community meeting.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink to="/membership" variant="secondary">
              Become a Member
            </ButtonLink>
            <ButtonLink to="/get-involved" variant="secondary">
              Ways to Get Involved
            </ButtonLink>
          </div>
        </div>
      </PageBody>
    </>
  );
}
