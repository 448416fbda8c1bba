import { COMMENT_POSITION_LABELS, COMMENT_TOPIC_LABELS } from '@roca/contract/consultation-choices';
import type { CommentFormPage, CommentPage } from '@roca/contract/function-pages';
import { PageBody, PageHeader, buttonClass } from '#web/components/layout/page';
import { CommentForm } from '#web/components/layout/comment-form';
import { formatLongDate } from '#web/lib/dates';

/** POST /consultation/{id}/comment refused: the form again with what was sent, the errors beside the fields and in a summary. */
export function CommentFormAgain({ page }: { page: CommentFormPage }) {
  return (
    <>
      <PageHeader title={`Comment on ${page.projectTitle}`} />
      <PageBody>
        <div className="max-w-3xl space-y-4">
          <CommentForm form={page.form} />
          <p>
            <a className="text-brand-700 underline" href={page.applicationUrl}>
              Back to the application
            </a>
          </p>
        </div>
      </PageBody>
    </>
  );
}

const OUTCOMES: Record<NonNullable<CommentPage['outcome']>, string> = {
  confirmed: 'Thank you: your comment is confirmed and will be counted.',
  changed: 'Your changes are saved.',
  withdrawn: 'Your comment is withdrawn: it will not be counted or sent.',
};

/**
 * A comment's link (docs/consultations.md): opening it changes nothing, since link scanners open
 * links; its buttons confirm, change or withdraw the comment while the window is open.
 */
export function CommentLinkPage({ page }: { page: CommentPage }) {
  const { values } = page.form;
  const status = {
    pending: 'Waiting for your confirmation: it is not counted yet.',
    confirmed: 'Confirmed: it will be counted.',
    withdrawn: 'Withdrawn: it is not counted or sent.',
  }[page.status];
  return (
    <>
      <PageHeader title={`Your comment on ${page.projectTitle}`} subtitle={`From ${page.maskedEmail}`} />
      <PageBody>
        <div className="max-w-3xl space-y-6 text-gray-800">
          {page.outcome && (
            <p role="status" className="rounded-md border border-brand-700 bg-brand-50 p-3 font-semibold text-brand-900">
              {OUTCOMES[page.outcome]}
            </p>
          )}
          <section aria-labelledby="recorded-heading" className="space-y-2">
            <h2 id="recorded-heading" className="text-xl font-bold text-brand-900">
              Your comment as recorded
            </h2>
            <p>{status}</p>
            <p>{`${COMMENT_POSITION_LABELS[values.position || 'neutral']}${values.topics.length ? ` - ${values.topics.map((t) => COMMENT_TOPIC_LABELS[t]).join(', ')}` : ''}`}</p>
            <p className="whitespace-pre-line rounded-md border border-gray-200 p-3 wrap-anywhere">{values.comment}</p>
            <p className="text-sm text-gray-700">
              {values.shareName
                ? `Sent to the municipality with your name and street: ${values.name}, ${values.street}.`
                : 'Quoted without your name or street.'}
            </p>
          </section>
          {page.open && page.status === 'pending' && (
            <form method="post" action={page.confirmAction}>
              <button type="submit" className={buttonClass('primary')}>
                Confirm my comment
              </button>
            </form>
          )}
          {page.open ? (
            page.status !== 'withdrawn' && (
              <>
                <CommentForm form={page.form} />
                <form method="post" action={page.withdrawAction} className="space-y-2">
                  <p>{`You can change or withdraw your comment until the end of ${formatLongDate(page.closesOn)}.`}</p>
                  <button type="submit" className={buttonClass('secondary')}>
                    Withdraw my comment
                  </button>
                </form>
              </>
            )
          ) : (
            <p>{`The comment window closed on ${formatLongDate(page.closesOn)}: the comment can no longer be changed.`}</p>
          )}
          {page.form.errors.form && <p className="font-medium text-red-800">{page.form.errors.form}</p>}
          <p>
            <a className="text-brand-700 underline" href={page.applicationUrl}>
              See the application
            </a>
          </p>
        </div>
      </PageBody>
    </>
  );
}
