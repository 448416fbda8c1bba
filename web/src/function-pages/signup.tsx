import type { SignupOccurrenceView, SignupPage, SignupStatusPage } from '@roca/contract/function-pages';
import { SIGNUP_STATUS_LABELS } from '@roca/contract/signup-choices';
import { ErrorSummary } from '#web/components/layout/checked-form';
import { PageBody, PageHeader, buttonClass } from '#web/components/layout/page';
import { PartyAndShiftFields, SignupForm } from '#web/components/layout/signup-form';
import { formatClockTime, formatLongDate } from '#web/lib/dates';

/** "Saturday, June 13, 2026 at 10:00 AM to 12:00 PM". */
const whenOf = ({ date, time, endTime }: Pick<SignupOccurrenceView, 'date' | 'time' | 'endTime'>) =>
  `${formatLongDate(date)} at ${formatClockTime(time)}${endTime ? ` to ${formatClockTime(endTime)}` : ''}`;

/** The date a sign-up page is about: when, where, and what staff changed. */
function OccurrenceFacts({ occurrence }: { occurrence: SignupOccurrenceView }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">When</dt>
      <dd className={occurrence.cancelled ? 'line-through' : undefined}>{whenOf(occurrence)}</dd>
      <dt className="font-semibold">Where</dt>
      <dd>{occurrence.location}</dd>
      {occurrence.cancelled && (
        <>
          <dt className="font-semibold">Note</dt>
          <dd className="font-semibold text-red-800">This date is cancelled.</dd>
        </>
      )}
      {occurrence.movedFrom && (
        <>
          <dt className="font-semibold">Moved</dt>
          <dd>{`From ${formatLongDate(occurrence.movedFrom)}`}</dd>
        </>
      )}
      {occurrence.rainDate && (
        <>
          <dt className="font-semibold">Rain date</dt>
          <dd>{whenOf(occurrence.rainDate)}</dd>
        </>
      )}
      {occurrence.note && (
        <>
          <dt className="font-semibold">From the organizers</dt>
          <dd>{occurrence.note}</dd>
        </>
      )}
    </dl>
  );
}

/** POST /signup/request with errors: the form again, with what was sent, the errors beside the fields and in a summary. */
export function Signup({ page }: { page: SignupPage }) {
  return (
    <>
      <PageHeader title={`Sign up: ${page.occurrence.title}`} subtitle={whenOf(page.occurrence)} />
      <PageBody>
        <div className="max-w-3xl space-y-6 text-gray-800">
          <OccurrenceFacts occurrence={page.occurrence} />
          <SignupForm form={page.form} headingLevel={2} />
        </div>
      </PageBody>
    </>
  );
}

/** A button that POSTs to `action`: the page's buttons change the sign-up, its GET never does. */
function PostButton({ action, label, variant = 'primary' }: { action: string; label: string; variant?: 'primary' | 'secondary' }) {
  return (
    <form method="post" action={action}>
      <button type="submit" className={buttonClass(variant)}>
        {label}
      </button>
    </form>
  );
}

/** What cancelling does, by what the sign-up holds: an unconfirmed or waiting one holds no place. */
const CANCEL_TEXT: Partial<Record<SignupStatusPage['status'], string>> = {
  unconfirmed: 'Not coming after all? Cancel this sign-up: no place is held until you confirm.',
  confirmed: 'Cancel your sign-up, and your place goes to someone waiting.',
  waiting: 'Cancel your sign-up, and you leave the waitlist.',
  offered: 'Decline the place, and it goes to the next person waiting.',
};

/** What the sign-up holds now, in a sentence. */
function standing(page: SignupStatusPage): string {
  const people = page.party === 1 ? 'one person' : `a party of ${page.party}`;
  switch (page.status) {
    case 'unconfirmed':
      return `You signed up ${people}. Press "Confirm my sign-up" to hold your place (or join the waitlist if the date is full).`;
    case 'confirmed':
      return `You are coming: ${people}.`;
    case 'waiting':
      return `You are number ${page.position ?? 1} on the waitlist, for ${people}. We e-mail you if a place frees.`;
    case 'offered':
      return `A place is held for you (${people}) until ${page.offerDeadline ?? 'the event starts'}. Accept it, or decline so it goes to the next person.`;
    case 'cancelled':
      return 'This sign-up has ended. You can sign up again on the calendar.';
  }
}

/**
 * GET and POST /signup/{token}: one sign-up's page (docs/signups.md). Opening it changes nothing;
 * each button POSTs, and the answer is this page again with what changed said at the top.
 */
export function SignupStatus({ page }: { page: SignupStatusPage }) {
  const { actions } = page;
  const idFor = (field: string) => `signup-change-${field}`;
  const errors = page.change ? Object.entries(page.change.errors).map(([field, message]): [string, string] => [idFor(field), message]) : [];
  return (
    <>
      <PageHeader title={`Your sign-up: ${page.occurrence.title}`} subtitle={`For ${page.name} (${page.maskedEmail})`} />
      <PageBody>
        <div className="max-w-3xl space-y-6 text-gray-800">
          {page.outcome && (
            <p role="status" className="rounded-md border-2 border-brand-700 bg-brand-50 p-4 font-semibold text-brand-900">
              {page.outcome}
            </p>
          )}
          <OccurrenceFacts occurrence={page.occurrence} />
          <p>
            <strong>{SIGNUP_STATUS_LABELS[page.status]}.</strong> {standing(page)}
          </p>
          {page.shift && (
            <p>{`Volunteer shift: ${page.shift}${page.status === 'waiting' || page.status === 'unconfirmed' ? ' (if there is room when you get a place)' : ''}.`}</p>
          )}
          <div className="flex flex-wrap gap-3">
            {actions.confirm && <PostButton action={actions.confirm} label="Confirm my sign-up" />}
            {actions.accept && <PostButton action={actions.accept} label="Accept the place" />}
          </div>
          {actions.change && page.change && (
            <form
              method="post"
              action={actions.change}
              aria-labelledby="signup-change-heading"
              className="max-w-xl space-y-4 rounded-lg border border-gray-200 p-4"
            >
              <h2 id="signup-change-heading" className="text-lg font-bold text-brand-900">
                Change your sign-up
              </h2>
              <ErrorSummary headingLevel={3} errors={errors} />
              <PartyAndShiftFields
                idFor={idFor}
                partyMax={page.change.partyMax}
                shifts={page.change.shifts}
                party={String(page.change.party)}
                shift={page.change.shift}
                errors={page.change.errors}
              />
              <button type="submit" className={buttonClass('primary')}>
                Save the change
              </button>
            </form>
          )}
          {actions.cancel && (
            <div className="space-y-2">
              <h2 className="text-lg font-bold text-brand-900">{page.status === 'offered' ? 'Not coming?' : 'Cancel'}</h2>
              <p>{CANCEL_TEXT[page.status]}</p>
              <PostButton
                action={actions.cancel}
                label={page.status === 'offered' ? 'Decline the place' : 'Cancel my sign-up'}
                variant="secondary"
              />
            </div>
          )}
        </div>
      </PageBody>
    </>
  );
}
