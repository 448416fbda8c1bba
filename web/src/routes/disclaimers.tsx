import { MailLink, PageBody, PageHeader, Section } from '../components/layout/page';
import { disclaimers } from '../data/disclaimers';
import { useSiteSettings } from '../publishing/site-content';

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
