import { MailLink, PageBody, PageHeader, Section } from '../components/layout/page';
import { DISCLAIMERS } from '../data/disclaimers';
import { pageMeta } from '../lib/page-meta';

export const meta = () => pageMeta('Disclaimers', 'Disclaimers, privacy and the limits of the information on this website.');

export default function DisclaimersPage() {
  return (
    <>
      <PageHeader title="Disclaimers" />
      <PageBody>
        {DISCLAIMERS.map((item) => (
          <Section key={item.title} title={item.title} intro={<p>{item.text}</p>} />
        ))}
        <p>
          Questions about these terms: <MailLink />.
        </p>
      </PageBody>
    </>
  );
}
