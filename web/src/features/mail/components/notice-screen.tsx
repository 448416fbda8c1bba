import { zodResolver } from '@hookform/resolvers/zod';
import { isoDate } from '@roca/contract';
import { LIMITS } from '@roca/contract/limits';
import {
  mailSettingsInput,
  noticeInput,
  noticeWindowFor,
  type MailSend,
  type MailSettings,
  type NoticeInput,
  type NoticePeriod,
  type NoticeWindow,
} from '@roca/contract/mail';
import type { z } from '@roca/contract/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { todayInVancouver } from '@roca/contract/days';
import { DataState } from '#web/components/admin/data-state';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import {
  CheckboxField,
  FieldGroup,
  FormActions,
  PendingButton,
  SelectField,
  TextAreaField,
  TextField,
  saveShowingFieldErrors,
} from '#web/components/ui/form-field';
import { formatLongDate } from '#web/lib/dates';
import { plural } from '#web/lib/plural';
import { mailSendsQuery, mailSettingsQuery } from '#web/lib/queries/mail';
import { usePreviewNotice, useSaveMailSettings, useSendNotice, type NoticePreview } from '#web/features/mail/api/mail';
import { MessagePreview } from './message-preview';
import { SendsList } from './sends-list';

type Output = z.output<typeof noticeInput>;

/**
 * The general-meeting notice (docs/mail.md, "Statutory notices"; Societies Act s.77): the bylaws'
 * notice period, a notice's meeting, place or electronic instructions, agenda and special
 * resolutions, the legal window worked out as the date is typed (with a warning outside it),
 * Preview, and Give notice after a confirmation naming who gets it by e-mail and who by post.
 * Then the notices given, each with its proof.
 */
export function NoticeScreen({ canSend, onGiven }: { canSend: boolean; onGiven: (send: MailSend) => void }) {
  const settings = useQuery(mailSettingsQuery);
  const notices = useQuery(mailSendsQuery('notice'));
  const ids = useId();
  return (
    <div className="space-y-8">
      <DataState query={settings} loading="Loading the notice period..." error="Error loading the notice period">
        {(stored) => (
          <>
            <NoticePeriodCard period={stored.noticePeriod} canEdit={canSend} />
            {canSend && <NoticeForm period={stored.noticePeriod} onGiven={onGiven} />}
          </>
        )}
      </DataState>
      <section aria-labelledby={`${ids}-given`} className="space-y-3">
        <h2 id={`${ids}-given`} className="text-xl font-semibold text-gray-900">
          Notices given
        </h2>
        <DataState
          query={notices}
          loading="Loading the notices..."
          error="Error loading the notices"
          empty={{ text: 'No notice has been given yet.' }}
        >
          {(list) => <SendsList label="Notices given" sends={list} canSend={canSend} />}
        </DataState>
      </section>
    </div>
  );
}

/** The bylaws' notice period (a setting: the Societies Act allows bylaws from 7 to 60 days), and its edit. */
function NoticePeriodCard({ period, canEdit }: { period: NoticePeriod; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const save = useSaveMailSettings();
  const form = useForm<MailSettings>({ resolver: zodResolver(mailSettingsInput), defaultValues: { noticePeriod: period } });
  const field = { form, prefix: 'notice-period', registerOptions: { valueAsNumber: true } };
  return (
    <section aria-label="Notice period" className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      {editing ? (
        <form
          noValidate
          aria-label="Notice period"
          className="space-y-4"
          onSubmit={form.handleSubmit(saveShowingFieldErrors(form, (input) => save.mutateAsync(input).then(() => setEditing(false))))}
        >
          <FieldGroup legend="Notice the bylaws require for a general meeting">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField {...field} name="noticePeriod.minDays" label="At least (days) *" type="number" />
              <TextField {...field} name="noticePeriod.maxDays" label="At most (days) *" type="number" />
            </div>
          </FieldGroup>
          <FormActions pending={save.isPending} onCancel={() => setEditing(false)} />
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-gray-900">
            General meetings need{' '}
            <span className="font-semibold">
              {period.minDays} to {period.maxDays} days
            </span>{' '}
            of notice, as the bylaws set (the Societies Act allows 7 to 60; 14 to 60 when the bylaws say nothing).
          </p>
          {canEdit && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                form.reset({ noticePeriod: period });
                setEditing(true);
              }}
            >
              Change the notice period
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

const KIND_OPTIONS = [
  { value: 'annual', label: 'Annual general meeting' },
  { value: 'special', label: 'Special general meeting' },
];

/** The blank notice: an AGM in the evening; staff fill in the rest. */
const BLANK: NoticeInput = {
  meetingKind: 'annual',
  meetingDate: '',
  meetingTime: '19:00',
  place: '',
  electronicInstructions: '',
  agenda: '',
  specialResolutions: '',
};

function NoticeForm({ period, onGiven }: { period: NoticePeriod; onGiven: (send: MailSend) => void }) {
  const form = useForm<NoticeInput, unknown, Output>({ resolver: zodResolver(noticeInput), defaultValues: BLANK });
  const field = { form, prefix: 'notice' };
  const meetingDate = useWatch({ control: form.control, name: 'meetingDate' });
  const legalWindow = isoDate.safeParse(meetingDate).success ? noticeWindowFor(meetingDate, todayInVancouver(), period) : null;
  const preview = usePreviewNotice();
  const give = useSendNotice();
  const [confirming, setConfirming] = useState<{ input: Output; preview: NoticePreview } | null>(null);
  const showPreview = form.handleSubmit(saveShowingFieldErrors(form, (input) => preview.mutateAsync(input)));
  const askToGive = form.handleSubmit(
    saveShowingFieldErrors(form, async (input) => setConfirming({ input, preview: await preview.mutateAsync(input) })),
  );
  const confirmGive = () =>
    confirming &&
    void saveShowingFieldErrors(form, async (input: Output) => onGiven(await give.mutateAsync(input)))(confirming.input).finally(() =>
      setConfirming(null),
    );
  const byPost = confirming?.preview.mailingList.length ?? 0;

  return (
    <div className="space-y-6">
      <form
        noValidate
        aria-label="General-meeting notice"
        onSubmit={askToGive}
        className="space-y-4 rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
      >
        <h2 className="text-xl font-semibold text-gray-900">Give notice of a general meeting</h2>
        <div className="grid gap-4 md:grid-cols-3">
          <SelectField {...field} name="meetingKind" label="Meeting *" options={KIND_OPTIONS} />
          <TextField {...field} name="meetingDate" label="Date *" type="date" />
          <TextField {...field} name="meetingTime" label="Time *" type="time" />
        </div>
        {legalWindow && <WindowStatus legalWindow={legalWindow} />}
        {legalWindow && !legalWindow.withinWindow && (
          <CheckboxField {...field} name="confirmOutsideWindow" label="Give notice anyway: I understand the meeting could be void" />
        )}
        <TextField {...field} name="place" label="Place" max={LIMITS.location} placeholder="e.g. Community Hall, 100 Main St" />
        <TextAreaField
          {...field}
          name="electronicInstructions"
          label="How to take part electronically"
          max={LIMITS.noticeInstructions}
          rows={3}
          placeholder="A link and how to join, if members can take part online"
        />
        <p className="text-sm text-gray-700">Give the place, the electronic instructions, or both.</p>
        <TextAreaField {...field} name="agenda" label="Agenda *" max={LIMITS.noticeAgenda} rows={6} />
        <TextAreaField
          {...field}
          name="specialResolutions"
          label="Special resolutions (their full text)"
          max={LIMITS.noticeResolutions}
          rows={4}
        />
        <TextField
          {...field}
          name="subject"
          label="Subject"
          max={LIMITS.mailSubject}
          placeholder="Notice of the annual general meeting of the association, with its date"
          registerOptions={{ setValueAs: (value: string) => (value.trim() === '' ? undefined : value) }}
        />
        <p className="text-sm text-gray-700">
          It goes to every member on the register today with an e-mail address that works, whatever their e-mail choices; the others are
          listed for notice by post.
        </p>
        <div className="flex flex-wrap gap-2">
          <PendingButton variant="secondary" pending={preview.isPending && !confirming} pendingLabel="Preparing..." onClick={showPreview}>
            Preview
          </PendingButton>
          <PendingButton type="submit" pending={give.isPending} pendingLabel="Giving notice...">
            Give notice
          </PendingButton>
        </div>
      </form>

      {preview.data && (
        <>
          <p role="status" className="text-gray-900">
            {plural(preview.data.recipients, 'member')} get it by e-mail; {plural(preview.data.mailingList.length, 'member')} by post.
          </p>
          <MessagePreview subject={preview.data.subject} html={preview.data.html} text={preview.data.text} />
        </>
      )}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Give notice to ${plural(confirming?.preview.recipients ?? 0, 'member')} by e-mail?`}
        description={`It goes now, and the proof is kept. ${
          byPost > 0
            ? `${plural(byPost, 'member')} without a working e-mail address must get it by post: print the mailing list from the proof.`
            : 'Every member on the register has a working e-mail address.'
        }`}
        confirmLabel="Give notice"
        pending={give.isPending}
        onConfirm={confirmGive}
      />
    </div>
  );
}

/** Whether notice given today is within the legal window of the meeting's date. */
function WindowStatus({ legalWindow }: { legalWindow: NoticeWindow }) {
  const range = `${formatLongDate(legalWindow.earliest)} to ${formatLongDate(legalWindow.latest)}`;
  return legalWindow.withinWindow ? (
    <p role="status" className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-950">
      Notice today is {legalWindow.daysBefore} days before the meeting: within the bylaws' {legalWindow.period.minDays} to{' '}
      {legalWindow.period.maxDays} days (from {range}).
    </p>
  ) : (
    <p role="alert" className="rounded-md border border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      {legalWindow.warning} Notice for this meeting can be given from {range}.
    </p>
  );
}
