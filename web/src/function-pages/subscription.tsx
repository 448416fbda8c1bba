import type { ConfirmSubscriptionPage, SubscribePage } from '@roca/contract/function-pages';
import { PageBody, PageHeader, buttonClass } from '#web/components/layout/page';
import { SubscribeForm } from '#web/components/layout/subscribe-form';

/** POST /mail/subscribe with errors: the form again, with what was sent, the errors beside the fields and in a summary. */
export function Subscribe({ page }: { page: SubscribePage }) {
  return (
    <>
      <PageHeader
        title="Subscribe to development updates"
        subtitle="An e-mail when the association posts or changes a development update."
      />
      <PageBody>
        <SubscribeForm form={page.form} headingLevel={2} />
      </PageBody>
    </>
  );
}

/**
 * The confirmation link's page (docs/mail.md, "Development updates"): opening it changes nothing,
 * since link scanners open links; the button POSTs the confirmation.
 */
export function ConfirmSubscription({ page }: { page: ConfirmSubscriptionPage }) {
  return (
    <>
      <PageHeader title="Confirm your subscription" subtitle={`For ${page.maskedEmail}`} />
      <PageBody>
        <div className="max-w-3xl space-y-4 text-gray-800">
          <p>{`You asked for development updates by e-mail: ${page.frequencyLabel.toLowerCase()}. Press the button to confirm; until then we send nothing.`}</p>
          <form method="post" action={page.confirmAction}>
            <button type="submit" className={buttonClass('primary')}>
              Confirm my subscription
            </button>
          </form>
          <p className="text-sm text-gray-700">
            If you did not ask for this, close this page: without a confirmation nothing more is sent.
          </p>
        </div>
      </PageBody>
    </>
  );
}
