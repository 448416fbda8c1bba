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
import { formatLongDate, todayInVancouver } from '../../../lib/dates';
import { FormActions } from '../../../components/ui/form-field';
import { Field, Input, Textarea, describedBy } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import type { ItemFormProps } from './items-manager';
import { selectClasses } from './form-bits';

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
export function CalendarEventForm({ item: event, pending, onSave, onCancel }: ItemFormProps<CalendarEvent>) {
  const prefix = event ? `calendar-${event.id}` : 'calendar-new';
  const form = useForm<EventValues, unknown, CalendarEventInput>({ resolver: zodResolver(eventForm), defaultValues: initialValues(event) });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const values = useWatch({ control });
  // The contract's check of the built rule lands on `repeat`, which is no field of the form.
  const repeatError =
    (errors as FieldErrors<{ repeat: string }>).repeat?.message ?? errors.repeatChoice?.message ?? errors.customRule?.message;
  const choice = values.repeatChoice ?? 'none';
  const rule = choice === 'custom' ? (values.customRule ?? '') : buildRepeatRule(choice, values.date ?? '', values.repeatUntil);

  async function submit(input: CalendarEventInput) {
    try {
      await onSave(input);
    } catch (err) {
      showServerFieldErrors(err, form);
      // The server names the rule `repeat`, no field of this form: show it at the control it was made with.
      const repeatMessage = err instanceof ApiError && err.status === 400 ? err.fieldErrors.repeat : undefined;
      if (repeatMessage) {
        form.setError(form.getValues('repeatChoice') === 'custom' ? 'customRule' : 'repeatChoice', {
          type: 'server',
          message: repeatMessage,
        });
      }
    }
  }

  const id = (name: string) => `${prefix}-${name}`;
  const errorOf = (name: keyof EventValues) => errors[name]?.message;
  const aria = (name: keyof EventValues, error = errorOf(name), counter = false) => ({
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id(name), { counter, error }),
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-label={event ? `Edit ${event.title}` : 'Add Calendar Event'}
      className="space-y-4 rounded-lg border border-brand-600 bg-white p-5 shadow-sm"
    >
      <h3 className="text-lg font-semibold text-gray-900">{event ? 'Edit Calendar Event' : 'Add Calendar Event'}</h3>
      <Field id={id('title')} label="Title *" max={LIMITS.calendarTitle} length={values.title?.length ?? 0} error={errorOf('title')}>
        <Input id={id('title')} maxLength={LIMITS.calendarTitle} {...aria('title', undefined, true)} {...register('title')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field id={id('date')} label="Date *" error={errorOf('date')}>
          <Input id={id('date')} type="date" {...aria('date')} {...register('date')} />
        </Field>
        <Field id={id('time')} label="Start time *" error={errorOf('time')}>
          <Input id={id('time')} type="time" {...aria('time')} {...register('time')} />
        </Field>
        <Field id={id('endTime')} label="End time" error={errorOf('endTime')}>
          <Input id={id('endTime')} type="time" {...aria('endTime')} {...register('endTime')} />
        </Field>
        <Field id={id('type')} label="Type *" error={errorOf('type')}>
          <select id={id('type')} className={selectClasses} {...aria('type')} {...register('type')}>
            {CALENDAR_EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id={id('location')} label="Location *" max={LIMITS.location} length={values.location?.length ?? 0} error={errorOf('location')}>
        <Input id={id('location')} maxLength={LIMITS.location} {...aria('location', undefined, true)} {...register('location')} />
      </Field>
      <Field
        id={id('description')}
        label="Description *"
        max={LIMITS.calendarDescription}
        length={values.description?.length ?? 0}
        error={errorOf('description')}
      >
        <Textarea
          id={id('description')}
          rows={3}
          maxLength={LIMITS.calendarDescription}
          {...aria('description', undefined, true)}
          {...register('description')}
        />
      </Field>
      <fieldset className="space-y-3 rounded-md border border-gray-200 p-4">
        <legend className="px-1 text-sm font-semibold text-gray-900">Repetition</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={id('repeatChoice')} label="Repeats" error={choice === 'custom' ? undefined : repeatError}>
            <select
              id={id('repeatChoice')}
              className={selectClasses}
              {...aria('repeatChoice', choice === 'custom' ? undefined : repeatError)}
              {...register('repeatChoice')}
            >
              {repeatChoicesFor(values.date ?? '').map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
          {choice !== 'none' && choice !== 'custom' && (
            <Field id={id('repeatUntil')} label="Until (last date, optional)" error={errorOf('repeatUntil')}>
              <Input id={id('repeatUntil')} type="date" {...aria('repeatUntil')} {...register('repeatUntil')} />
            </Field>
          )}
        </div>
        {choice === 'custom' && (
          <Field
            id={id('customRule')}
            label="Repeat rule (RRULE)"
            max={LIMITS.repeatRule}
            length={values.customRule?.length ?? 0}
            error={repeatError}
          >
            <Input
              id={id('customRule')}
              maxLength={LIMITS.repeatRule}
              placeholder="FREQ=MONTHLY;BYDAY=3TU;UNTIL=20270630"
              {...aria('customRule', repeatError, true)}
              {...register('customRule')}
            />
          </Field>
        )}
        <NextDates date={values.date ?? ''} rule={rule} />
      </fieldset>
      <FormActions pending={pending} submitLabel={event ? 'Save' : 'Add Calendar Event'} onCancel={onCancel} />
    </form>
  );
}
