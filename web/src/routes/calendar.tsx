import { SEED_CONTENT } from '@roca/contract/content/seed';
import { MailLink, PageBody, PageHeader } from '../components/layout/page';
import { calendarBadgeClass } from '../data/calendar';
import { formatClockTime, formatLongDate } from '../lib/dates';
import { pageMeta } from '../lib/page-meta';
import { Island } from '../islands/island';

export const meta = () => pageMeta('Calendar of Events', 'Upcoming community meetings, information sessions and neighbourhood events.');

export default function CalendarPage() {
  return (
    <>
      <PageHeader
        title="Calendar of Events"
        subtitle="Community meetings, information sessions and neighbourhood events. Everyone is welcome."
      />
      <PageBody>
        <ul className="space-y-5">
          {SEED_CONTENT.calendarEvents.map((event) => (
            <li key={event.date + event.title} className="rounded-lg border border-gray-200 p-5 shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-xl font-semibold text-brand-900">{event.title}</h2>
                <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ${calendarBadgeClass(event.type)}`}>{event.type}</span>
              </div>
              <p className="mt-2 font-medium text-gray-900">
                <time dateTime={`${event.date}T${event.time}`}>
                  {formatLongDate(event.date)} at {formatClockTime(event.time)}
                </time>
              </p>
              <p className="text-gray-700">{event.location}</p>
              <p className="mt-2 text-gray-700">{event.description}</p>
            </li>
          ))}
        </ul>
        <Island name="add-to-calendar" />
        <p>
          Questions about an event? E-mail <MailLink />.
        </p>
      </PageBody>
    </>
  );
}
