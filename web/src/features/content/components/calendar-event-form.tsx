import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@roca/contract/limits';
import {
  CALENDAR_EVENT_TYPES,
  type CalendarEvent,
  type CalendarEventInput,
  calendarEventInput,
} from '@roca/contract/content/calendar-events';
import { expandOccurrences } from '@roca/contract/content/recurrence';
import { REPEAT_CHOICES, buildRepeatRule, readRepeatRule, repeatChoicesFor } from '@roca/contract/content/repeat-presets';
import { z } from '@roca/contract/zod';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { formatLongDate, todayInVancouver } from '#web/lib/dates';
import type { ItemFormProps } from '#web/components/admin/items-manager';
import { FieldGroup, FormActions, SelectField, TextAreaField, TextField, saveShowingFieldErrors } from '#web/components/ui/form-field';

const DOES_NOT_FIT = 'This repetition does not fit the date; choose another';

/**
 * The event's fields plus the friendly repeat controls, turned into the contract's event (the
 * RRULE built by ical.js) and checked by the contract's schema.
 */
const eventForm = z
  .object({
    title: z.string(),
    date: z.string(),
    time: z.string(),
    endTime: z.string(),
    location: z.string(),
    type: z.enum(CALENDAR_EVENT_TYPES),
    description: z.string(),
    repeatChoice: z.enum(REPEAT_CHOICES),
    repeatUntil: z.string(),
    customRule: z.string(),
  })
  .transform(({ repeatChoice, repeatUntil, customRule, ...event }, ctx): CalendarEventInput => {
    const repeat = repeatChoice === 'custom' ? customRule.trim() : buildRepeatRule(repeatChoice, event.date, repeatUntil);
    if (repeat === null) {
      ctx.addIssue({ code: 'custom', path: ['repeatChoice'], message: DOES_NOT_FIT, input: repeatChoice });
      return z.NEVER;
    }
    return { ...event, repeat };
  })
  .pipe(calendarEventInput);
type EventValues = z.input<typeof eventForm>;

function initialValues(event?: CalendarEvent): EventValues {
  const { choice, until } = readRepeatRule(event?.repeat, event?.date ?? '');
  return {
    title: event?.title ?? '',
    date: event?.date ?? '',
    time: event?.time ?? '',
    endTime: event?.endTime ?? '',
    location: event?.location ?? '',
    type: event?.type ?? 'Meeting',
    description: event?.description ?? '',
    repeatChoice: choice,
    repeatUntil: until ?? '',
    customRule: choice === 'custom' ? (event?.repeat ?? '') : '',
  };
}

const PREVIEW_COUNT = 6;

/** The next dates the event happens on, from today: what visitors will see listed. */
function NextDates({ date, rule }: { date: string; rule: string | null }) {
  if (!rule || !date) return null;
  // The rule's problem, if any, shows at its field (the contract's check); no preview then.
  const { dates, problem } = expandOccurrences({ date, repeat: rule }, { from: todayInVancouver(), to: '9999-12-31' }, PREVIEW_COUNT);
  if (problem) return null;
  return (
    <div className="rounded-md bg-gray-50 p-3 text-sm" aria-live="polite">
      <p className="font-medium text-gray-900">Next dates</p>
      {dates.length ? (
        <ul className="mt-1 list-disc pl-5 text-gray-800">
          {dates.map((d) => (
            <li key={d}>{formatLongDate(d)}</li>
          ))}
        </ul>
      ) : (
        <p className="text-gray-800">No dates from today on.</p>
      )}
    </div>
  );
}

/** Add/edit form of a calendar event, with "Repeats" as named choices and a preview of the next dates. */
export function CalendarEventForm({ item: event, pending, onSave, onCancel }: ItemFormProps<CalendarEvent, CalendarEventInput>) {
  const prefix = event ? `calendar-${event.id}` : 'calendar-new';
  const form = useForm<EventValues, unknown, CalendarEventInput>({ resolver: zodResolver(eventForm), defaultValues: initialValues(event) });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  // The contract's check of the built rule lands on `repeat`, which is no field of the form.
  const repeatError =
    (errors as FieldErrors<{ repeat: string }>).repeat?.message ?? errors.repeatChoice?.message ?? errors.customRule?.message;
  const choice = values.repeatChoice ?? 'none';
  const rule = choice === 'custom' ? (values.customRule ?? '') : buildRepeatRule(choice, values.date ?? '', values.repeatUntil);

  // The server names the rule `repeat`, no field of this form: its message goes to the control the rule was made with.
  const save = saveShowingFieldErrors(form, onSave, {
    fieldOf: (field) => (field !== 'repeat' ? field : form.getValues('repeatChoice') === 'custom' ? 'customRule' : 'repeatChoice'),
  });

  const field = { form, prefix };
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(save)}
      aria-label={event ? `Edit ${event.title}` : 'Add Calendar Event'}
      className="space-y-4 rounded-lg border border-brand-600 bg-white p-5 shadow-sm"
    >
      <h3 className="text-lg font-semibold text-gray-900">{event ? 'Edit Calendar Event' : 'Add Calendar Event'}</h3>
      <TextField {...field} name="title" label="Title *" max={LIMITS.calendarTitle} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField {...field} name="date" label="Date *" type="date" />
        <TextField {...field} name="time" label="Start time *" type="time" />
        <TextField {...field} name="endTime" label="End time" type="time" />
        <SelectField {...field} name="type" label="Type *" options={CALENDAR_EVENT_TYPES.map((type) => ({ value: type, label: type }))} />
      </div>
      <TextField {...field} name="location" label="Location *" max={LIMITS.location} />
      <TextAreaField {...field} name="description" label="Description *" max={LIMITS.calendarDescription} rows={3} />
      <FieldGroup legend="Repetition">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...field}
            name="repeatChoice"
            label="Repeats"
            options={repeatChoicesFor(values.date ?? '')}
            error={choice === 'custom' ? undefined : repeatError}
          />
          {choice !== 'none' && choice !== 'custom' && (
            <TextField {...field} name="repeatUntil" label="Until (last date, optional)" type="date" />
          )}
        </div>
        {choice === 'custom' && (
          <TextField
            {...field}
            name="customRule"
            label="Repeat rule (RRULE)"
            max={LIMITS.repeatRule}
            placeholder="FREQ=MONTHLY;BYDAY=3TU;UNTIL=20270630"
            error={repeatError}
          />
        )}
        <NextDates date={values.date ?? ''} rule={rule} />
      </FieldGroup>
      <FormActions pending={pending} submitLabel={event ? 'Save' : 'Add Calendar Event'} onCancel={onCancel} />
    </form>
  );
}
