import type { EventAlert } from '@roca/contract';
import type { ReactNode } from 'react';
import { eventColourClasses } from '#web/components/shared/event-colours';
import { Switch } from '#web/components/ui/switch';
import { formatClockTime, formatLongDate } from '#web/lib/dates';
import { POSITION_LABELS } from './event-labels';

/** One event alert in the admin list: its visibility switch, and `actions` (Edit and Delete) for staff who may change it. */
export function EventCard({
  event,
  canEdit,
  actions,
  onVisibilityChange,
}: {
  event: EventAlert;
  canEdit: boolean;
  actions: ReactNode;
  onVisibilityChange: (isVisible: boolean) => void;
}) {
  return (
    <article className={`rounded-lg border-l-4 p-5 shadow-sm wrap-anywhere ${eventColourClasses(event.eventType)}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-gray-900">{event.heading}</h3>
          <p className="text-sm text-gray-700">
            {formatLongDate(event.date)} at {formatClockTime(event.time)} · Position {POSITION_LABELS[event.position] ?? event.position}
          </p>
        </div>
        {actions}
      </div>
      <p className="mt-2 whitespace-pre-line text-sm text-gray-800">{event.description}</p>
      <div className="mt-3">
        <Switch
          id={`visible-${event.id}`}
          checked={event.isVisible}
          onCheckedChange={onVisibilityChange}
          disabled={!canEdit}
          label={event.isVisible ? 'Show on home page' : 'Hidden from home page'}
        />
      </div>
    </article>
  );
}
