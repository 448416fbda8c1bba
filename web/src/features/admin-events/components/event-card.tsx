import type { EventAlert } from '@roca/contract';
import { eventColourClasses } from '#web/components/shared/event-colours';
import { Button } from '#web/components/ui/button';
import { Switch } from '#web/components/ui/switch';
import { formatClockTime, formatLongDate } from '#web/lib/dates';
import { POSITION_LABELS } from './event-labels';

/** One event alert in the admin list: its visibility switch, Edit and Delete. */
export function EventCard({
  event,
  canEdit,
  actionsDisabled,
  onVisibilityChange,
  onEdit,
  onDelete,
}: {
  event: EventAlert;
  canEdit: boolean;
  actionsDisabled: boolean;
  onVisibilityChange: (isVisible: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
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
        {canEdit && (
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={onEdit} disabled={actionsDisabled} aria-label={`Edit ${event.heading}`}>
              Edit
            </Button>
            <Button variant="destructive" size="sm" onClick={onDelete} disabled={actionsDisabled} aria-label={`Delete ${event.heading}`}>
              Delete
            </Button>
          </div>
        )}
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
