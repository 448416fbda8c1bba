import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@roca/contract/limits';
import { renewalReminderInput, type MailSend, type RenewalReminder } from '@roca/contract/mail';
import { currentMembershipYear } from '@roca/contract/membership';
import type { z } from '@roca/contract/zod';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { todayInVancouver } from '@roca/contract/days';
import { type ItemFormProps, ItemsManager } from '#web/components/admin/items-manager';
import { LabelledSelect } from '#web/components/ui/input';
import { FormActions, SelectField, TextAreaField, TextField, saveShowingFieldErrors } from '#web/components/ui/form-field';
import { formatDateTime, formatLongDate } from '#web/lib/dates';
import { mailSendsQuery, renewalRemindersQuery } from '#web/lib/queries/mail';
import { useReminderChanges } from '#web/features/mail/api/mail';
import { countsText, sendPath } from './sends-list';

const draftInput = renewalReminderInput.omit({ id: true });
type Draft = z.input<typeof draftInput>;
type DraftOutput = z.output<typeof draftInput>;
/** The server refuses a reminder dated outside its year (the daily job would never send it). */
const draftOfYear = (year: number) =>
  draftInput.refine((draft) => draft.date.startsWith(`${year}-`), { path: ['date'], message: `Date must be in ${year}` });

/**
 * Renewal reminders (docs/mail.md, "Renewal reminders"): the dates staff set for a year (say at
 * the AGM, and 30 days before the year ends), each with its subject and message. On its date the
 * daily job sends it to the renewal list (renewal due or lapsed last year) who chose renewal
 * reminders, each member once. A reminder that went out shows when and its messages' counts, and
 * is kept as sent: no edit or delete.
 */
export function RemindersScreen({ canEdit }: { canEdit: boolean }) {
  const thisYear = currentMembershipYear();
  const [year, setYear] = useState(thisYear);
  const reminders = useQuery(renewalRemindersQuery(year));
  const sends = useQuery(mailSendsQuery('reminder'));
  const current = reminders.data?.reminders ?? [];
  const changes = useReminderChanges(year, current);
  const yearId = useId();
  const list = { status: reminders.status, data: reminders.data?.reminders, error: reminders.error };

  return (
    <ItemsManager<RenewalReminder, DraftOutput>
      list={list}
      sort={(a, b) => a.date.localeCompare(b.date)}
      loading="Loading the reminders..."
      error="Error loading the reminders"
      empty={{ text: `No renewal reminders for ${year}.`, addLabel: canEdit ? 'Add the first reminder' : undefined }}
      canEdit={canEdit}
      // What went out stays as it went (its send keeps the text as sent).
      permissionsOf={(reminder) => ({ edit: canEdit && !reminder.sentAt, delete: canEdit && !reminder.sentAt })}
      addLabel="Add Reminder"
      header={(add) => (
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="space-y-2">
            <p className="max-w-prose text-gray-800">
              Each reminder goes out on its date to the members on the renewal list (renewal due, or lapsed last year) who chose renewal
              reminders, each member once. Set them each year, for example at the AGM and 30 days before the year ends.
            </p>
            <LabelledSelect id={yearId} label="Year" className="w-40" value={year} onChange={(v) => setYear(Number(v))}>
              {[thisYear - 1, thisYear, thisYear + 1].map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </LabelledSelect>
          </div>
          {add}
        </div>
      )}
      nameOf={(reminder) => `the reminder of ${reminder.date}`}
      changes={changes}
      confirmDelete={(reminder) => ({
        title: 'Delete Reminder',
        description: `The reminder of ${formatLongDate(reminder.date)} ("${reminder.subject}") will not go out.`,
      })}
      renderItem={(reminder, { actions }) => (
        <ReminderCard
          reminder={reminder}
          send={sends.data?.find((send) => send.id === reminder.sendId)}
          canSeeDetails={canEdit}
          actions={actions}
        />
      )}
      renderForm={(props) => <ReminderForm year={year} {...props} />}
    />
  );
}

function ReminderCard({
  reminder,
  send,
  canSeeDetails,
  actions,
}: {
  reminder: RenewalReminder;
  send?: MailSend;
  canSeeDetails: boolean;
  actions: ReactNode;
}) {
  const today = todayInVancouver();
  return (
    <article aria-label={`Reminder of ${reminder.date}`} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-gray-900">{formatLongDate(reminder.date)}</h3>
          <p className="break-words text-gray-900">{reminder.subject}</p>
        </div>
        {actions}
      </div>
      <p className="mt-2 text-sm text-gray-800">
        {reminder.sentAt ? (
          <>
            Sent {formatDateTime(reminder.sentAt)}
            {send && <>: {countsText(send)}</>}.{' '}
            {canSeeDetails && reminder.sendId && (
              <Link to={sendPath(reminder.sendId)} className="font-medium text-brand-800 underline">
                What was sent<span className="sr-only"> on {reminder.date}</span>
              </Link>
            )}
          </>
        ) : reminder.date <= today ? (
          'Goes out with the next daily run (9:00 a.m.).'
        ) : (
          `Goes out on ${formatLongDate(reminder.date)}, at 9:00 a.m.`
        )}
      </p>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium text-gray-900">The message</summary>
        <p className="mt-2 whitespace-pre-line break-words text-sm text-gray-900">{reminder.body}</p>
      </details>
    </article>
  );
}

/** A new reminder starts on December 1 (30 days before the year ends), or today when that has passed. */
function defaultDraft(year: number): Draft {
  const today = todayInVancouver();
  const yearEnd = `${year}-12-01`;
  return {
    date: yearEnd >= today ? yearEnd : today,
    subject: 'Time to renew your membership, {firstName}',
    body: `Dear {firstName},\n\nYour membership for ${year} is due. Renew online at ${window.location.origin}/membership, or by e-transfer, cheque or cash to the Treasurer. Only members in good standing vote at the AGM.\n\nThank you!`,
    format: 'text',
  };
}

const FORMAT_OPTIONS = [
  { value: 'text', label: 'Plain text' },
  { value: 'markdown', label: 'Markdown' },
];

function ReminderForm({ year, item, pending, onSave, onCancel }: ItemFormProps<RenewalReminder, DraftOutput> & { year: number }) {
  const prefix = item ? `reminder-${item.id}` : 'reminder-new';
  const form = useForm<Draft, unknown, DraftOutput>({
    resolver: zodResolver(draftOfYear(year)),
    defaultValues: item ? { date: item.date, subject: item.subject, body: item.body, format: item.format } : defaultDraft(year),
  });
  const field = { form, prefix };
  // The server names a field of the year's list ("reminders.1.date"): it is this form's field.
  const fieldOf = (serverField: string) => serverField.replace(/^reminders\.\d+\./, '');
  return (
    <form
      noValidate
      aria-label={item ? `Edit the reminder of ${item.date}` : 'New reminder'}
      onSubmit={form.handleSubmit(saveShowingFieldErrors(form, onSave, { fieldOf }))}
      className="space-y-4 rounded-lg border border-brand-600 bg-white p-5 shadow-sm"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField {...field} name="date" label="Date *" type="date" />
        <SelectField {...field} name="format" label="Format" options={FORMAT_OPTIONS} />
      </div>
      <TextField {...field} name="subject" label="Subject *" max={LIMITS.mailSubject} autoComplete="off" />
      <TextAreaField {...field} name="body" label="Message *" max={LIMITS.mailBody} rows={8} />
      <p className="text-sm text-gray-700">
        {'{firstName}'} becomes each member's first name; the footer with the association's address and the unsubscribe link is added.
      </p>
      <FormActions pending={pending} onCancel={onCancel} />
    </form>
  );
}
