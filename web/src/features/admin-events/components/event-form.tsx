import { zodResolver } from '@hookform/resolvers/zod';
import { EVENT_POSITIONS, EVENT_TYPES, type EventAlert, type EventInput, LIMITS, displayEventType, eventInput } from '@roca/contract';
import { useQuery } from '@tanstack/react-query';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { EVENT_COLOURS, eventColourClasses } from '#web/components/shared/event-colours';
import type { ItemFormProps } from '#web/components/admin/items-manager';
import { FormActions, SelectField, saveShowingFieldErrors, TextAreaField, TextField } from '#web/components/ui/form-field';
import { useToast } from '#web/components/ui/toast';
import { todayInVancouver } from '#web/lib/dates';
import { contentItemsQuery } from '#web/lib/queries/content';
import { POSITION_LABELS } from './event-labels';

type FormValues = EventInput;
type EventOutput = ReturnType<typeof eventInput.parse>;

const REQUIRED_FIELDS = ['heading', 'description', 'date', 'time', 'eventType'] as const;

function initialValues(event?: EventAlert): FormValues {
  return {
    heading: event?.heading ?? '',
    description: event?.description ?? '',
    date: event?.date ?? todayInVancouver(),
    time: event?.time ?? '',
    eventType: displayEventType(event?.eventType ?? 'blue'),
    position: event?.position ?? 1,
    isVisible: event?.isVisible ?? true,
    signupEventId: event?.signupEventId ?? '',
  };
}

/** Create/edit form of an event alert; a new one defaults to today's date (in Vancouver) and position 1. */
export function EventForm({ item: event, pending, onSave, onCancel }: ItemFormProps<EventAlert, EventInput>) {
  const toast = useToast();
  const prefix = event ? `event-${event.id}` : 'event-new';
  const form = useForm<FormValues, unknown, EventOutput>({ resolver: zodResolver(eventInput), defaultValues: initialValues(event) });
  const eventType = useWatch({ control: form.control, name: 'eventType' });
  // The events that take sign-ups, for the alert's link to the form of its date (docs/signups.md).
  const calendarEvents = useQuery(contentItemsQuery('/api/calendar-events'));

  function onInvalid(invalid: FieldErrors<FormValues>) {
    if (REQUIRED_FIELDS.some((name) => invalid[name] && !form.getValues(name)?.trim())) {
      toast({ title: 'Please fill in all required fields', variant: 'destructive' });
    }
  }

  const field = { form, prefix };
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(saveShowingFieldErrors(form, onSave), onInvalid)}
      aria-label={event ? `Edit ${event.heading}` : 'Add Event'}
      className="space-y-4 rounded-lg border border-brand-600 bg-white p-5 shadow-sm"
    >
      <h2 className="text-lg font-semibold text-gray-900">{event ? 'Edit Event' : 'Add Event'}</h2>
      <TextField {...field} name="heading" label="Heading *" max={LIMITS.eventHeading} />
      <TextAreaField {...field} name="description" label="Description *" max={LIMITS.eventDescription} rows={3} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField {...field} name="date" label="Date *" type="date" />
        <TextField {...field} name="time" label="Time *" type="time" />
        <SelectField
          {...field}
          name="eventType"
          label="Colour *"
          options={EVENT_TYPES.map((type) => ({ value: type, label: EVENT_COLOURS[type].label }))}
          // How the alert will look on the home page.
          beside={<span aria-hidden="true" className={`h-9 w-9 shrink-0 rounded border-l-4 ${eventColourClasses(eventType ?? '')}`} />}
        />
        <SelectField
          {...field}
          name="position"
          label="Position *"
          options={EVENT_POSITIONS.map((position) => ({ value: position, label: POSITION_LABELS[position] }))}
          registerOptions={{ setValueAs: Number }}
        />
      </div>
      <SelectField
        {...field}
        name="signupEventId"
        label="Sign-up link (optional)"
        options={[
          { value: '', label: 'None' },
          ...(calendarEvents.data ?? [])
            .filter((e) => e.signup)
            .map((e) => ({ value: e.id, label: `${e.title} (sign-up on the alert's date)` })),
        ]}
      />
      <FormActions pending={pending} submitLabel={event ? 'Save' : 'Add Event'} onCancel={onCancel} />
    </form>
  );
}
