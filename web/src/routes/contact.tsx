import { PageInboxForm } from '#web/components/layout/inbox-form';
import { Card, MailLink, PageBody, PageHeader, TextLink } from '#web/components/layout/page';
import { useSiteSettings } from '#web/publishing/site-content';
import { SERVICE_AREA } from '#web/data/contact';

/**
 * /contact (docs/requirements.md, Public pages): the contact form first, which routes by topic to
 * the position that answers it (docs/inbox.md), then the e-mail contact and the service area, and
 * the privacy request form (PIPA: see or correct one's information).
 */
export default function ContactPage() {
  const { postalAddress } = useSiteSettings();
  return (
    <>
      <PageHeader title="Contact Us" subtitle="We are volunteers: write to us here or by e-mail, and the right person answers." />
      <PageBody>
        <PageInboxForm kind="contact" source="/contact" mailLabel="E-mail us" />
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
        <PageInboxForm
          kind="privacy"
          source="/contact"
          intro="Under BC’s Personal Information Protection Act you may see the personal information the association holds about you, and ask us to correct it. We answer within 30 working days."
          mailLabel="E-mail your request"
        />
      </PageBody>
    </>
  );
}
