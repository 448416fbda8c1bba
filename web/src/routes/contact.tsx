import { Card, MailLink, PageBody, PageHeader, TextLink } from '../components/layout/page';
import { site } from '../config/site';
import { SERVICE_AREA } from '../data/contact';
import { pageMeta } from '../lib/page-meta';

export const meta = () => pageMeta('Contact Us', `How to reach the ${site.name} and the area we serve.`);

export default function ContactPage() {
  return (
    <>
      <PageHeader title="Contact Us" subtitle="We are volunteers: e-mail is the best way to reach us." />
      <PageBody>
        <div className="grid gap-5 md:grid-cols-2">
          <Card title={<span className="text-xl">E-mail</span>}>
            <p>
              <MailLink />
            </p>
            <p>Mail: {site.postalAddress}</p>
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
