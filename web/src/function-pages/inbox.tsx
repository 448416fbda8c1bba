import type { InboxFormPage, InboxSentPage } from '@roca/contract/function-pages';
import { InboxForm } from '#web/components/layout/inbox-form';
import { PageBody, PageHeader, TextLink } from '#web/components/layout/page';

/**
 * A public contact form on a page of its own (docs/inbox.md): set to a position by an executive
 * card's "Write to the ...", or sent back by POST /forms/{kind} as it was sent, with each error
 * beside its field and in the summary (which the page script focuses; without it, the summary is
 * the first thing after the heading).
 */
export function InboxFormScreen({ page }: { page: InboxFormPage }) {
  return (
    <>
      <PageHeader title={page.heading} />
      <PageBody>
        <div className="max-w-2xl">
          <InboxForm form={page.form} />
        </div>
      </PageBody>
    </>
  );
}

/** What a resident sees once the form is taken: the reference, where it went, when to expect an answer. */
export function InboxSent({ page }: { page: InboxSentPage }) {
  const reference = <span className="whitespace-nowrap font-mono">{page.reference}</span>;
  return (
    <>
      <PageHeader title="Your message is sent" subtitle={page.formLabel} />
      <PageBody>
        <div className="max-w-3xl space-y-4 text-gray-800">
          <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-gray-200 bg-brand-50 p-4 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">Reference</dt>
            <dd className="text-lg font-bold text-brand-900">{reference}</dd>
            <dt className="font-semibold">With</dt>
            <dd>{`Our ${page.position}`}</dd>
            <dt className="font-semibold">We aim to answer by</dt>
            <dd>{page.answerBy}</dd>
          </dl>
          <p>
            {`A confirmation with the reference is on its way to ${page.maskedEmail}. To add something, reply to it and keep `}
            {reference} in the subject.
          </p>
          <p>
            We are volunteers. If the answer takes longer, your message is not lost: everyone who answers for the association sees it until
            it is dealt with. <TextLink to="/">Back to the home page</TextLink>
          </p>
        </div>
      </PageBody>
    </>
  );
}
