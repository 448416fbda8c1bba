import type { EventAlert } from '@roca/contract';
import type { CalendarEvent } from '@roca/contract/content/calendar-events';
import { isDateOf, occurrenceOf, signupAvailability } from '@roca/contract/content/occurrences';
import { displayEventType } from '@roca/contract/display';
import { eventColourClasses } from '#web/components/shared/event-colours';
import { formatClockTime, formatLongDate } from '#web/lib/dates';

/** The visible alerts of one position (1 above the updates, 2 and 3 below; docs/requirements.md, Event alerts). */
export function alertsAt(alerts: readonly EventAlert[], position: number) {
  return alerts.filter((alert) => alert.isVisible && alert.position === position);
}

/**
 * Where an alert's "Sign up" goes: the form of its date on /calendar, when staff linked the alert to
 * an event whose sign-up takes that date today (docs/signups.md); null otherwise.
 */
export function signupLinkOf(alert: EventAlert, events: readonly CalendarEvent[], today: string): string | null {
  const event = alert.signupEventId ? events.find((e) => e.id === alert.signupEventId) : undefined;
  if (!event?.signup || !isDateOf(event, alert.date) || signupAvailability(occurrenceOf(event, alert.date), today) !== 'open') return null;
  return `/calendar#signup-${event.id}-${alert.date}`;
}

/** Event alerts of one home-page position, rendered into the page's HTML when it is published. */
export function EventAlerts({
  alerts: all,
  position,
  calendarEvents = [],
  today = '',
}: {
  alerts: readonly EventAlert[];
  position: 1 | 2 | 3;
  calendarEvents?: readonly CalendarEvent[];
  today?: string;
}) {
  const alerts = alertsAt(all, position);
  if (alerts.length === 0) return null;
  return (
    <section aria-label={`Event alerts${position > 1 ? ` (${position})` : ''}`} className="mx-auto max-w-6xl px-4 pt-8">
      <ul className="space-y-3">
        {alerts.map((alert) => (
          <li
            key={alert.id}
            data-event-type={displayEventType(alert.eventType)}
            className={`rounded-lg border-l-4 p-4 wrap-anywhere ${eventColourClasses(alert.eventType)}`}
          >
            <p className="text-lg font-semibold">{alert.heading}</p>
            <p className="text-sm font-medium">
              {formatLongDate(alert.date)} at {formatClockTime(alert.time)}
            </p>
            <p className="mt-1 whitespace-pre-line">{alert.description}</p>
            {signupLinkOf(alert, calendarEvents, today) && (
              <a href={signupLinkOf(alert, calendarEvents, today)!} className="mt-2 inline-block font-semibold underline">
                Sign up<span className="sr-only">{` for ${alert.heading}`}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
