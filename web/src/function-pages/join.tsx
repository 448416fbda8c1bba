import type { JoinPage, JoinPayLaterPage } from '@roca/contract/function-pages';
import { feeText } from '@roca/contract/join-choices';
import { JoinForm } from '#web/components/layout/join-form';
import { Card, Notice, PageBody, PageHeader, TextLink } from '#web/components/layout/page';
import { MEMBERSHIP_FACTS } from '#web/data/membership';

/**
 * The join form on a page of its own (docs/members.md, "Joining online"): the form POST
 * /membership/join refused, as it was sent, with each error beside its field and in the summary
 * (which the page script focuses; without it, the summary is the first thing after the heading),
 * or a reminder's renewal link with its token in the form.
 */
export function Join({ page }: { page: JoinPage }) {
  return (
    <>
      <PageHeader title={page.heading} subtitle={`Membership for ${page.form.year}`} />
      <PageBody>
        <div className="max-w-2xl">
          <Card title={<span className="text-xl">Join Online</span>}>
            <Notice tone="info" id="membership-age-notice">
              {MEMBERSHIP_FACTS.ageNotice}
            </Notice>
            <JoinForm form={page.form} noticeId="membership-age-notice" />
          </Card>
        </div>
      </PageBody>
    </>
  );
}

/**
 * After a join paid by e-Transfer, or by cheque or cash at a meeting: the reference to give with
 * the payment, the amount, and the association's e-Transfer address (docs/members.md).
 */
export function JoinPayLater({ page }: { page: JoinPayLaterPage }) {
  const amount = feeText(page.amount);
  const eTransfer = page.payment === 'e-transfer';
  // Kept on one line: a reference broken at its hyphen is easy to copy wrong.
  const reference = <span className="whitespace-nowrap">{page.reference}</span>;
  return (
    <>
      <PageHeader title={<>Your reference is {reference}</>} subtitle={page.renewal ? 'Your renewal is noted' : 'Your join form is sent'} />
      <PageBody>
        <div className="max-w-3xl space-y-6 text-gray-800">
          <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-gray-200 bg-brand-50 p-4 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">Reference</dt>
            <dd className="font-mono text-lg font-bold text-brand-900">{page.reference}</dd>
            <dt className="font-semibold">Amount</dt>
            <dd>{`${amount} for ${page.year}`}</dd>
            {eTransfer && (
              <>
                <dt className="font-semibold">Send the e-Transfer to</dt>
                <dd className="break-all font-mono">{page.eTransferAddress}</dd>
              </>
            )}
          </dl>
          {eTransfer ? (
            <p>
              {`Send ${amount} by Interac e-Transfer to ${page.eTransferAddress} and write `}
              {reference} in the message.
            </p>
          ) : (
            <p>
              {`Bring ${amount} by cheque or cash to a community meeting and mention `}
              {reference}. <TextLink to="/calendar">See when the next meeting is</TextLink>.
            </p>
          )}
          <p>
            {page.renewal
              ? `Your membership is renewed for ${page.year} when the treasurer records the payment; a receipt comes by e-mail.`
              : `Your membership for ${page.year} starts when the treasurer records the payment; a receipt comes by e-mail.`}
          </p>
        </div>
      </PageBody>
    </>
  );
}
