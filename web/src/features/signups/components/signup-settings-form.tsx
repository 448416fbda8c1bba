import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_EVENT_SIGNUP, eventSignupInput, type EventSignup, type EventSignupInput } from '@roca/contract/content/event-signup';
import { LIMITS } from '@roca/contract/limits';
import type { z } from '@roca/contract/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button';
import { CheckboxField, FieldGroup, FormActions, FormServerError, TextField, saveShowingFieldErrors } from '#web/components/ui/form-field';

type Output = z.output<typeof eventSignupInput>;
const asNumber = { valueAsNumber: true } as const;

/**
 * An event's sign-up (docs/signups.md, "For staff"): open or closed, the places of each date, the
 * largest party, volunteer shifts with their own capacity, how long a freed place is held for the
 * person offered it (or promotion at once), the reminders, and whether it is a general meeting
 * (sign-ups matched to the voter list).
 */
export function SignupSettingsForm({
  eventId,
  signup,
  pending,
  onSave,
  onCancel,
}: {
  eventId: string;
  signup: EventSignup | null;
  pending: boolean;
  onSave: (input: EventSignupInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<EventSignupInput, unknown, Output>({
    resolver: zodResolver(eventSignupInput),
    defaultValues: signup ?? DEFAULT_EVENT_SIGNUP,
  });
  const shifts = useFieldArray({ control: form.control, name: 'shifts' });
  const reminders = useFieldArray({ control: form.control, name: 'reminders' });
  const field = { form, prefix: `signup-${eventId}` };
  const { errors } = form.formState;
  return (
    <form noValidate aria-label="Sign-up settings" onSubmit={form.handleSubmit(saveShowingFieldErrors(form, onSave))} className="space-y-4">
      <CheckboxField {...field} name="open" label="Take sign-ups on the calendar" />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField {...field} name="capacity" label="Places on each date *" type="number" min={1} registerOptions={asNumber} />
        <TextField {...field} name="partyMax" label="Largest party *" type="number" min={1} registerOptions={asNumber} />
        <TextField {...field} name="offerHours" label="Hours to accept a freed place *" type="number" min={1} registerOptions={asNumber} />
      </div>
      <CheckboxField
        {...field}
        name="autoPromote"
        label="Give a freed place at once to the next person waiting (small free events), instead of offering it"
      />
      <CheckboxField
        {...field}
        name="generalMeeting"
        label="General meeting: match sign-ups to the voter list, so the registrar sees who is in good standing"
      />
      <FieldGroup legend="Volunteer shifts" error={errors.shifts?.root?.message ?? errors.shifts?.message}>
        {shifts.fields.map((shift, index) => (
          // The name on a line of its own: beside three other fields a dialog's width leaves it a few letters.
          <div key={shift.id} className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_1fr_1fr_auto]">
            <div className="col-span-2 sm:col-span-4">
              <TextField {...field} name={`shifts.${index}.label`} label="Shift *" max={LIMITS.signupShiftLabel} />
            </div>
            <TextField {...field} name={`shifts.${index}.start`} label="From *" type="time" />
            <TextField {...field} name={`shifts.${index}.end`} label="To *" type="time" />
            <TextField {...field} name={`shifts.${index}.capacity`} label="Volunteers *" type="number" min={1} registerOptions={asNumber} />
            <Button variant="ghost" size="sm" onClick={() => shifts.remove(index)} aria-label={`Remove shift ${index + 1}`}>
              Remove
            </Button>
          </div>
        ))}
        {shifts.fields.length < LIMITS.signupShiftsMax && (
          <Button variant="secondary" size="sm" onClick={() => shifts.append({ label: '', start: '09:00', end: '10:00', capacity: 2 })}>
            Add a shift
          </Button>
        )}
      </FieldGroup>
      <FieldGroup legend="Reminders to the people coming" error={errors.reminders?.root?.message ?? errors.reminders?.message}>
        {reminders.fields.map((reminder, index) => (
          <div key={reminder.id} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
            <TextField
              {...field}
              name={`reminders.${index}.daysBefore`}
              label="Days before (0: that morning) *"
              type="number"
              min={0}
              registerOptions={asNumber}
            />
            <TextField {...field} name={`reminders.${index}.time`} label="At *" type="time" />
            <Button variant="ghost" size="sm" onClick={() => reminders.remove(index)} aria-label={`Remove reminder ${index + 1}`}>
              Remove
            </Button>
          </div>
        ))}
        {reminders.fields.length < LIMITS.signupRemindersMax && (
          <Button variant="secondary" size="sm" onClick={() => reminders.append({ daysBefore: 1, time: '09:00' })}>
            Add a reminder
          </Button>
        )}
      </FieldGroup>
      <FormServerError form={form} />
      <FormActions pending={pending} submitLabel="Save sign-up" onCancel={onCancel} inDialog />
    </form>
  );
}
