import type { ConfirmTopicsPage, MailPreferencesPage } from '@roca/contract/function-pages';
import { LIMITS } from '@roca/contract/limits';
import { PageBody, PageHeader, buttonClass } from '#web/components/layout/page';
import { ErrorSummary } from '#web/components/layout/checked-form';
import { TopicChoices } from './topic-choices';

const OUTCOMES: Record<NonNullable<MailPreferencesPage['outcome']>, string> = {
  unsubscribed: 'You are unsubscribed. You will not get these messages any more.',
  'unsubscribed-all': 'You are unsubscribed from every topic. You will get no more of these messages.',
  saved: 'Your choices are saved.',
};

/**
 * The unsubscribe and preferences page of a mail link (docs/mail.md, "Unsubscribe"). Opening it
 * changes nothing (link scanners open links); each button is a form POST. Errors show beside the
 * field and in a summary at the top, which the page's heading is followed by.
 */
export function MailPreferences({ page }: { page: MailPreferencesPage }) {
  const errors = Object.entries(page.errors);
  return (
    <>
      <PageHeader title="Your e-mail choices" subtitle={`For ${page.maskedEmail}. No sign-in needed.`} />
      <PageBody>
        <div className="max-w-3xl space-y-10">
          <ErrorSummary errors={errors} />
          {page.outcome && (
            <p role="status" className="rounded-md border border-brand-700 bg-brand-50 p-4 font-semibold text-brand-900">
              {OUTCOMES[page.outcome]}
              {page.awaitingConfirmation.length > 0 &&
                ` To start getting ${page.awaitingConfirmation.join(', ').toLowerCase()}, open the link we sent to ${page.maskedEmail} and press its button: until then nothing starts.`}
            </p>
          )}
          {page.linkTopic?.subscribed && (
            <section aria-labelledby="unsubscribe-heading" className="space-y-3">
              <h2 id="unsubscribe-heading" className="text-2xl font-bold text-brand-900">
                {`Unsubscribe from ${page.linkTopic.label.toLowerCase()}`}
              </h2>
              <p className="text-gray-700">One click, and you will not get these messages any more.</p>
              <form method="post" action={page.unsubscribeAction}>
                <input type="hidden" name="List-Unsubscribe" value="One-Click" />
                <button type="submit" className={buttonClass('primary')}>
                  Unsubscribe
                </button>
              </form>
            </section>
          )}
          <section aria-labelledby="topics-heading" className="space-y-3">
            <h2 id="topics-heading" className="text-2xl font-bold text-brand-900">
              Choose what you receive
            </h2>
            <form method="post" action={page.preferencesAction} className="space-y-5">
              <TopicChoices
                id="topics"
                legend="Topics"
                topics={page.topics.map((choice) => ({ ...choice, ticked: choice.subscribed }))}
                error={page.errors.topics}
              />
              {page.errors.actions && (
                <p id="actions-error" className="text-sm font-medium text-red-800">
                  {page.errors.actions}
                </p>
              )}
              <div id="actions" className="flex flex-wrap gap-3">
                <button type="submit" name="action" value="save" className={buttonClass('primary')}>
                  Save my choices
                </button>
                <button type="submit" name="action" value="unsubscribe-all" className={buttonClass('secondary')}>
                  Unsubscribe from all
                </button>
              </div>
            </form>
          </section>
          <p className="text-sm text-gray-700">
            {page.recipientKind === 'member'
              ? 'Notices of general meetings go to every member by e-mail as the Societies Act allows, whatever you choose here, and messages about your own membership (receipts) are always sent. To get them by post instead, or for any question, write to '
              : `We keep your address only while you are subscribed, and delete it ${LIMITS.subscriberUnsubscribedDays} days after you unsubscribe. For any question, write to `}
            <a className="text-brand-700 underline" href={`mailto:${page.contactEmail}`}>
              {page.contactEmail}
            </a>
            .
          </p>
        </div>
      </PageBody>
    </>
  );
}

/**
 * The link that confirms topics asked for on the choices page (docs/mail.md, "Unsubscribe"): a
 * mail link only lessens mail, so a topic starts only once its owner presses this button. Opening
 * the page changes nothing, since link scanners open links.
 */
export function ConfirmTopics({ page }: { page: ConfirmTopicsPage }) {
  return (
    <>
      <PageHeader title="Confirm your e-mail choices" subtitle={`For ${page.maskedEmail}`} />
      <PageBody>
        <div className="max-w-3xl space-y-4 text-gray-800">
          <p>{`You asked to get: ${page.topics.join(', ')}. Press the button to confirm; until then nothing changes.`}</p>
          <form method="post" action={page.confirmAction}>
            <button type="submit" className={buttonClass('primary')}>
              Confirm my choices
            </button>
          </form>
          <p className="text-sm text-gray-700">If you did not ask for this, close this page: nothing changes without a confirmation.</p>
        </div>
      </PageBody>
    </>
  );
}
