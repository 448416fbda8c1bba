import { Card, MailLink, PageBody, PageHeader, TextLink } from '#web/components/layout/page';
import { useSiteSettings } from '#web/publishing/site-content';
import { SERVICE_AREA } from '#web/data/contact';

export default function ContactPage() {
  const { postalAddress } = useSiteSettings();
  return (
    <>
      <PageHeader title="Contact Us" subtitle="We are volunteers: e-mail is the best way to reach us." />
      <PageBody>
        <div className="grid gap-5 md:grid-cols-2">
          <Card title={<span className="text-xl">E-mail</span>}>
            <p>
              <MailLink />
            </p>
            <p>Mail: {postalAddress}</p>
          </Card>
          <Card title={<span className="text-xl">Service Area</span>}>
            <p>{SERVICE_AREA}</p>
            <p>
              <TextLink to="/boundaries">See our boundaries and maps</TextLink>
            </p>
          </Card>
        </div>
      </PageBody>
    </>
  );
}
