import { MailLink, PageBody, PageHeader, Section } from '#web/components/layout/page';
import { AddToCalendarLink } from '#web/features/calendar-feed/add-to-calendar-link';
import { calendarBadgeClass, calendarListing, type Occurrence } from '#web/data/calendar';
import { formatClockTime, formatLongDate } from '#web/lib/dates';
import { usePublishedSite } from '#web/publishing/site-content';

function OccurrenceCard({ occurrence: { event, date } }: { occurrence: Occurrence }) {
  return (
    <li className="rounded-lg border border-gray-200 p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-xl font-semibold text-brand-900">{event.title}</h3>
        <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ${calendarBadgeClass(event.type)}`}>{event.type}</span>
      </div>
      <p className="mt-2 font-medium text-gray-900">
        <time dateTime={`${date}T${event.time}`}>
          {`${formatLongDate(date)} at ${formatClockTime(event.time)}${event.endTime ? ` to ${formatClockTime(event.endTime)}` : ''}`}
        </time>
        {event.repeat && <span className="ml-2 text-sm font-normal text-gray-700">(repeats)</span>}
      </p>
      <p className="text-gray-700">{event.location}</p>
      <p className="mt-2 text-gray-700">{event.description}</p>
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
                <OccurrenceCard key={`${occurrence.event.id}-${occurrence.date}`} occurrence={occurrence} />
              ))}
            </ul>
          )}
        </Section>
        <AddToCalendarLink />
        {past.length > 0 && (
          <Section title="Past events" id="past">
            <ul className="space-y-5">
              {past.map((occurrence) => (
                <OccurrenceCard key={`${occurrence.event.id}-${occurrence.date}`} occurrence={occurrence} />
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
