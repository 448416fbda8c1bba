import { zodResolver } from '@hookform/resolvers/zod';
import { EVENT_POSITIONS, EVENT_TYPES, type EventAlert, type EventInput, LIMITS, displayEventType, eventInput } from '@roca/contract';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { EVENT_COLOURS, eventColourClasses } from '#web/components/shared/event-colours';
import { FormActions, saveShowingFieldErrors, TextAreaField, TextField } from '#web/components/ui/form-field';
import { Field, describedBy } from '#web/components/ui/input';
import { useToast } from '#web/components/ui/toast';
import { todayInVancouver } from '#web/lib/dates';
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
  };
}

/** Create/edit form of an event alert; a new one defaults to today's date (in Vancouver) and position 1. */
export function EventForm({
  event,
  pending,
  onSave,
  onCancel,
}: {
  event?: EventAlert;
  pending: boolean;
  /** Saves; a refusal from the server is shown under the fields it names. */
  onSave: (input: EventInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const toast = useToast();
  const prefix = event ? `event-${event.id}` : 'event-new';
  const form = useForm<FormValues, unknown, EventOutput>({ resolver: zodResolver(eventInput), defaultValues: initialValues(event) });
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors },
  } = form;
  const values = useWatch({ control });

  function onInvalid(invalid: FieldErrors<FormValues>) {
    if (REQUIRED_FIELDS.some((name) => invalid[name] && !getValues(name)?.trim())) {
      toast({ title: 'Please fill in all required fields', variant: 'destructive' });
    }
  }

  const id = (name: keyof FormValues) => `${prefix}-${name}`;
  const invalidProps = (name: keyof FormValues) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(id(name), { error: errors[name]?.message }),
  });
  const field = { form, prefix };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(saveShowingFieldErrors(form, onSave), onInvalid)}
      aria-label={event ? `Edit ${event.heading}` : 'Add Event'}
      className="space-y-4 rounded-lg border border-brand-600 bg-white p-5 shadow-sm"
    >
      <h2 className="text-lg font-semibold text-gray-900">{event ? 'Edit Event' : 'Add Event'}</h2>
      <TextField {...field} name="heading" label="Heading *" max={LIMITS.eventHeading} />
      <TextAreaField {...field} name="description" label="Description *" max={LIMITS.eventDescription} rows={3} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField {...field} name="date" label="Date *" type="date" />
        <TextField {...field} name="time" label="Time *" type="time" />
        <Field id={id('eventType')} label="Colour *" error={errors.eventType?.message}>
          <div className="flex items-center gap-2">
            <select
              id={id('eventType')}
              className="block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-sm"
              {...invalidProps('eventType')}
              {...register('eventType')}
            >
              {EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {EVENT_COLOURS[type].label}
                </option>
              ))}
            </select>
            {/* How the alert will look on the home page. */}
            <span aria-hidden="true" className={`h-9 w-9 shrink-0 rounded border-l-4 ${eventColourClasses(values.eventType ?? '')}`} />
          </div>
        </Field>
        <Field id={id('position')} label="Position *" error={errors.position?.message}>
          <select
            id={id('position')}
            className="block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-sm"
            {...invalidProps('position')}
            {...register('position', { setValueAs: Number })}
          >
            {EVENT_POSITIONS.map((position) => (
              <option key={position} value={position}>
                {POSITION_LABELS[position]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <FormActions pending={pending} submitLabel={event ? 'Save' : 'Add Event'} onCancel={onCancel} />
    </form>
  );
}
