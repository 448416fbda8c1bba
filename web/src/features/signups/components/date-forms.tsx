import { zodResolver } from '@hookform/resolvers/zod';
import {
  occurrenceChangeInput,
  occurrenceSignupInput,
  type OccurrenceChangeInput,
  type OccurrenceSignupInput,
} from '@roca/contract/content/event-signup';
import { LIMITS } from '@roca/contract/limits';
import { signupMessageInput, type SignupDate, type SignupMessageInput } from '@roca/contract/signups';
import type { z } from '@roca/contract/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  CheckboxField,
  FormActions,
  FormServerError,
  SelectField,
  TextAreaField,
  TextField,
  saveShowingFieldErrors,
} from '#web/components/ui/form-field';

/** The props of each of a date's forms, shown in a dialog of the date's screen. */
export type DateFormProps<Input> = {
  date: SignupDate;
  pending: boolean;
  onSave: (input: Input) => Promise<unknown>;
  onCancel: () => void;
};

/** One date's sign-up: closed while the event's stays open, and its own capacity (blank: the event's). */
export function DateSignupForm({ date, pending, onSave, onCancel }: DateFormProps<OccurrenceSignupInput>) {
  const form = useForm<OccurrenceSignupInput, unknown, z.output<typeof occurrenceSignupInput>>({
    resolver: zodResolver(occurrenceSignupInput),
    defaultValues: { closed: date.closed, capacity: date.dateCapacity },
  });
  const field = { form, prefix: `date-${date.key}` };
  return (
    <form
      noValidate
      aria-label="This date's sign-up"
      onSubmit={form.handleSubmit(saveShowingFieldErrors(form, onSave))}
      className="space-y-4"
    >
      <CheckboxField {...field} name="closed" label="Close sign-up for this date" />
      <TextField
        {...field}
        name="capacity"
        label="Places on this date (blank: the event's)"
        type="number"
        min={1}
        registerOptions={{ setValueAs: (value: string) => (value === '' || value === null ? null : Number(value)) }}
      />
      <FormServerError form={form} />
      <FormActions pending={pending} onCancel={onCancel} inDialog />
    </form>
  );
}

const CHANGES = [
  { value: 'rain-date', label: 'Give it a rain date' },
  { value: 'move', label: 'Move it to another day or time' },
  { value: 'cancel', label: 'Cancel it' },
] as const;

type ChangeValues = { action: OccurrenceChangeInput['action']; date: string; time: string; endTime: string; note: string };

/**
 * Move, cancel or give a rain date to one date: everyone signed up for it gets an e-mail, those
 * coming with the calendar file that updates (or removes) it in their calendar.
 */
export function DateChangeForm({ date, pending, onSave, onCancel }: DateFormProps<OccurrenceChangeInput>) {
  const form = useForm<ChangeValues>({
    defaultValues: { action: 'rain-date', date: '', time: date.time, endTime: date.endTime ?? '', note: '' },
  });
  const action = useWatch({ control: form.control, name: 'action' });
  const field = { form, prefix: `change-${date.key}` };
  const save = (values: ChangeValues) => {
    const input = { ...values, note: values.note || undefined };
    const parsed = occurrenceChangeInput.safeParse(
      input.action === 'cancel'
        ? { action: 'cancel', note: input.note }
        : input.action === 'rain-date'
          ? { action: 'rain-date', date: input.date, time: input.time, note: input.note }
          : input,
    );
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setError(String(issue.path[0] ?? 'root.server') as keyof ChangeValues, { message: issue.message });
      return Promise.resolve();
    }
    return onSave(parsed.data);
  };
  return (
    <form noValidate aria-label="Change this date" onSubmit={form.handleSubmit(saveShowingFieldErrors(form, save))} className="space-y-4">
      <SelectField {...field} name="action" label="What happens" options={CHANGES} />
      {action !== 'cancel' && (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField {...field} name="date" label={action === 'move' ? 'New date *' : 'Rain date *'} type="date" />
          <TextField {...field} name="time" label="Starts at *" type="time" />
          {action === 'move' && <TextField {...field} name="endTime" label="Ends at" type="time" />}
        </div>
      )}
      <TextAreaField {...field} name="note" label="Note to the people signed up (optional)" max={LIMITS.signupNote} rows={3} />
      <p className="text-sm text-gray-700">
        {`Everyone signed up for this date (${date.coming.signups + date.offered.signups + date.waiting.signups}) gets an e-mail; those coming get a calendar file that ${action === 'cancel' ? 'takes it out of' : 'updates'} their calendar.`}
      </p>
      <FormServerError form={form} />
      <FormActions
        pending={pending}
        submitLabel={action === 'cancel' ? 'Cancel the date and tell everyone' : 'Save and tell everyone'}
        onCancel={onCancel}
        inDialog
      />
    </form>
  );
}

const AUDIENCES = [
  { value: 'coming', label: 'The people coming' },
  { value: 'everyone', label: 'Everyone signed up (the waitlist too)' },
] as const;

/** "Message the people signed up": a transactional message through the outbox, each with their own sign-up's link. */
export function SignupMessageForm({ date, pending, onSave, onCancel }: DateFormProps<SignupMessageInput>) {
  const form = useForm<SignupMessageInput, unknown, z.output<typeof signupMessageInput>>({
    resolver: zodResolver(signupMessageInput),
    defaultValues: { subject: `${date.eventTitle}: `, body: '', audience: 'coming' },
  });
  const field = { form, prefix: `message-${date.key}` };
  return (
    <form
      noValidate
      aria-label="Message the people signed up"
      onSubmit={form.handleSubmit(saveShowingFieldErrors(form, onSave))}
      className="space-y-4"
    >
      <SelectField {...field} name="audience" label="To" options={AUDIENCES} />
      <TextField {...field} name="subject" label="Subject *" max={LIMITS.mailSubject} />
      <TextAreaField {...field} name="body" label="Message *" max={LIMITS.mailBody} rows={6} />
      <FormServerError form={form} />
      <FormActions pending={pending} submitLabel="Send" onCancel={onCancel} inDialog />
    </form>
  );
}
