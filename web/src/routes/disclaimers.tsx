import { MailLink, PageBody, PageHeader, Section } from '#web/components/layout/page';
import { disclaimers } from '#web/data/disclaimers';
import { useSiteSettings } from '#web/publishing/site-content';

export default function DisclaimersPage() {
  const { associationName } = useSiteSettings();
  return (
    <>
      <PageHeader title="Disclaimers" />
      <PageBody>
        {disclaimers(associationName).map((item) => (
          <Section key={item.title} title={item.title} intro={<p>{item.text}</p>} />
        ))}
        <p>
          Questions about these terms: <MailLink />.
        </p>
      </PageBody>
    </>
  );
}
