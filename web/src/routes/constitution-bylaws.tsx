import { PageInboxForm } from '#web/components/layout/inbox-form';
import { BulletList, Card, CardGrid, MailLink, PageBody, PageHeader, Section } from '#web/components/layout/page';
import { DocumentButtons } from '#web/components/layout/document-buttons';
import { CONSTITUTION_ABOUT, DOCUMENT_HISTORY, KEY_PROVISIONS, MEMBER_RESPONSIBILITIES, MEMBER_RIGHTS } from '#web/data/constitution';
import { documentButtons } from '#web/data/documents';
import { formatLongDate } from '#web/lib/dates';
import { useSiteContent } from '#web/publishing/site-content';

export default function ConstitutionBylawsPage() {
  const constitution = documentButtons(useSiteContent().files, 'constitution');
  return (
    <>
      <PageHeader title="Constitution & Bylaws" subtitle="The rules that govern how our association works." />
      <PageBody>
        <div className="grid gap-5 md:grid-cols-2">
          <Card title={<span className="text-xl">About Our Constitution</span>}>
            <p>Last revised {formatLongDate(CONSTITUTION_ABOUT.lastRevised)}.</p>
            <p>{CONSTITUTION_ABOUT.registration}</p>
          </Card>
          <Card title={<span className="text-xl">The Document</span>}>
            <p>{constitution.title} (PDF)</p>
            <DocumentButtons {...constitution} downloadLabel="Download" />
          </Card>
        </div>
        <Section title="Key Provisions">
          <CardGrid columns={2}>
            {KEY_PROVISIONS.map((provision) => (
              <Card key={provision.title} title={provision.title}>
                <p>{provision.text}</p>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <div className="grid gap-5 md:grid-cols-2">
          <Card title="Member Rights">
            <BulletList items={MEMBER_RIGHTS} />
          </Card>
          <Card title="Member Responsibilities">
            <BulletList items={MEMBER_RESPONSIBILITIES} />
          </Card>
        </div>
        <Card title="Document History">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {DOCUMENT_HISTORY.map((entry) => (
              <div key={entry.label} className="contents">
                <dt className="font-semibold text-gray-900">{entry.label}</dt>
                <dd>{entry.text}</dd>
              </div>
            ))}
          </dl>
          <p>
            Questions about the constitution? E-mail <MailLink />.
          </p>
        </Card>
        <PageInboxForm
          kind="records"
          source="/constitution-bylaws"
          intro="Members may inspect the society’s records, and anyone may ask for its financial statements (BC Societies Act). We send a copy within 14 days."
          mailLabel="E-mail your request"
        />
      </PageBody>
    </>
  );
}
