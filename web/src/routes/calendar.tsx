import type { SignupFormView } from '@roca/contract/function-pages';
import { signupAvailability } from '@roca/contract/content/occurrences';
import { signupPrivacyNotice } from '@roca/contract/signup-choices';
import { MailLink, PageBody, PageHeader, Section } from '#web/components/layout/page';
import { emptySignupForm, SignupForm } from '#web/components/layout/signup-form';
import { AddToCalendarLink } from '#web/features/calendar-feed/add-to-calendar-link';
import { calendarBadgeClass, calendarListing, type Occurrence } from '#web/data/calendar';
import { formatClockTime, formatLongDate } from '#web/lib/dates';
import { usePublishedSite } from '#web/publishing/site-content';

/** What staff changed about the date: moved, cancelled, a rain date, their note. */
function DateChanges({ occurrence }: { occurrence: Occurrence }) {
  const { movedFrom, rainDate, note, cancelled } = occurrence;
  if (!movedFrom && !rainDate && !note && !cancelled) return null;
  return (
    <ul className="mt-2 space-y-1 text-gray-800">
      {cancelled && <li className="font-semibold text-red-800">Cancelled.</li>}
      {movedFrom && <li className="font-semibold">{`Moved from ${formatLongDate(movedFrom)}.`}</li>}
      {rainDate && <li>{`Rain date: ${formatLongDate(rainDate.date)} at ${formatClockTime(rainDate.time)}.`}</li>}
      {note && <li>{note}</li>}
    </ul>
  );
}

/**
 * One date of an event; a date that takes sign-ups carries its form (docs/signups.md), folded in a
 * `<details>` so the page stays short: it opens without script.
 */
function OccurrenceCard({ occurrence, signupForm }: { occurrence: Occurrence; signupForm?: SignupFormView | null }) {
  const { event, date, time, endTime, key } = occurrence;
  return (
    <li className="rounded-lg border border-gray-200 p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-xl font-semibold text-brand-900">{event.title}</h3>
        <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ${calendarBadgeClass(event.type)}`}>{event.type}</span>
      </div>
      <p className={`mt-2 font-medium ${occurrence.cancelled ? 'text-gray-600 line-through' : 'text-gray-900'}`}>
        <time dateTime={`${date}T${time}`}>
          {`${formatLongDate(date)} at ${formatClockTime(time)}${endTime ? ` to ${formatClockTime(endTime)}` : ''}`}
        </time>
        {event.repeat && <span className="ml-2 text-sm font-normal text-gray-700">(repeats)</span>}
      </p>
      <p className="text-gray-700">{event.location}</p>
      <p className="mt-2 text-gray-700">{event.description}</p>
      <DateChanges occurrence={occurrence} />
      {signupForm && (
        <details className="mt-4" id={`signup-${event.id}-${key}`}>
          <summary className="inline-flex cursor-pointer items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            Sign up<span className="sr-only">{` for ${event.title}, ${formatLongDate(date)}`}</span>
          </summary>
          <div className="mt-3">
            <SignupForm form={signupForm} />
          </div>
        </details>
      )}
    </li>
  );
}

/**
 * Upcoming events (each occurrence of a repeating one) in date order, then the past year's under
 * "Past events". The page is republished every day (docs/content.md), so "upcoming" stays true.
 */
export default function CalendarPage() {
  const { content, today } = usePublishedSite();
  const { upcoming, past } = calendarListing(content.calendarEvents, today);
  const privacyNotice = signupPrivacyNotice(content.settings.associationName);
  /** The form of a date that takes sign-ups today. */
  const formOf = (occurrence: Occurrence) =>
    occurrence.event.signup && signupAvailability(occurrence, today) === 'open'
      ? emptySignupForm(occurrence.event.id, occurrence.key, occurrence.event.signup, privacyNotice)
      : null;
  return (
    <>
      <PageHeader
        title="Calendar of Events"
        subtitle="Community meetings, information sessions and neighbourhood events. Everyone is welcome."
      />
      <PageBody>
        <Section title="Upcoming events" id="upcoming">
          {upcoming.length === 0 ? (
            <p>No upcoming events are scheduled yet. Check back soon, or subscribe below to hear about new ones.</p>
          ) : (
            <ul className="space-y-5">
              {upcoming.map((occurrence) => (
                <OccurrenceCard key={`${occurrence.event.id}-${occurrence.key}`} occurrence={occurrence} signupForm={formOf(occurrence)} />
              ))}
            </ul>
          )}
        </Section>
        <AddToCalendarLink />
        {past.length > 0 && (
          <Section title="Past events" id="past">
            <ul className="space-y-5">
              {past.map((occurrence) => (
                <OccurrenceCard key={`${occurrence.event.id}-${occurrence.key}`} occurrence={occurrence} />
              ))}
            </ul>
          </Section>
        )}
        <p>
          Questions about an event? E-mail <MailLink />.
        </p>
      </PageBody>
    </>
  );
}
