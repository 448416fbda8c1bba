import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { lastCommentDay, type ConsultationWindow, type WindowState } from '@roca/contract/consultation-choices';
import { decisionInput, windowInput, type ConsultationSettings, type DecisionInput, type WindowInput } from '@roca/contract/consultations';
import { addDays } from '@roca/contract/days';
import { LIMITS } from '@roca/contract/limits';
import { DataState } from '#web/components/admin/data-state';
import { Button } from '#web/components/ui/button';
import { CheckboxField, FieldGroup, PendingButton, TextField, saveShowingFieldErrors } from '#web/components/ui/form-field';
import { formatLongDate } from '#web/lib/dates';
import { consultationSettingsQuery } from '#web/lib/queries/consultations';
import { useCloseWindow, usePublishSummary, useRecordDecision, useSaveWindow } from '#web/features/consultations/api/consultations';

const STATE_TEXT: Record<WindowState, string> = {
  scheduled: 'Not open yet',
  open: 'Open for comments',
  closed: 'Closed',
};

/** Recipients are boxes named by id: the form's value is the list of ticked ids. */
type WindowValues = Omit<WindowInput, 'recipientIds'> & { recipients: Record<string, boolean> };

/**
 * The comment window of one application (docs/consultations.md, "Opening a window"): its dates
 * (calendar days in Vancouver), the municipality's deadline (a warning when the window closes
 * after it) and whom the association writes to, from the settings. Read Only sees it, unchangeable.
 */
export function WindowPanel({
  id,
  window,
  state,
  today,
  canEdit,
}: {
  id: string;
  window: ConsultationWindow | null;
  state: WindowState | null;
  today: string;
  canEdit: boolean;
}) {
  const settings = useQuery(consultationSettingsQuery);
  const locked = !canEdit || Boolean(window?.sentAt);
  return (
    <section aria-labelledby="window-heading" className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="window-heading" className="text-xl font-semibold text-gray-900">
          Comment window
        </h2>
        {state && <p className="font-medium text-brand-800">{STATE_TEXT[state]}</p>}
      </div>
      {window && (
        <p className="text-sm text-gray-700">
          {`From ${formatLongDate(window.opensOn)} to the end of ${formatLongDate(lastCommentDay(window))} (Vancouver time)${lastCommentDay(window) !== window.closesOn ? ', closed early' : ''}. The association writes to ${window.recipients.map((r) => r.name).join(', ')}.`}
        </p>
      )}
      {!locked && (
        // The addressees to choose from are the settings': the form starts once they are read.
        <DataState query={settings} loading="Loading the addresses..." error="Error loading the consultation settings">
          {(loaded) => <WindowForm id={id} window={window} state={state} today={today} recipients={loaded.recipients} />}
        </DataState>
      )}
      {window && canEdit && <SummaryAndDecision id={id} window={window} state={state} />}
      {!window && !canEdit && <p className="text-gray-700">No comment window has been opened on this application.</p>}
    </section>
  );
}

function WindowForm({
  id,
  window,
  state,
  today,
  recipients,
}: {
  id: string;
  window: ConsultationWindow | null;
  state: WindowState | null;
  today: string;
  recipients: ConsultationSettings['recipients'];
}) {
  const save = useSaveWindow(id, !window);
  const close = useCloseWindow(id);
  const chosen = new Set(window?.recipients.map((r) => r.id) ?? [recipients[0]?.id]);
  const form = useForm<WindowValues>({
    defaultValues: {
      opensOn: window?.opensOn ?? today,
      closesOn: window?.closesOn ?? addDays(today, 21),
      municipalityDeadline: window?.municipalityDeadline ?? addDays(today, 28),
      recipients: Object.fromEntries(recipients.map((r) => [r.id, chosen.has(r.id)])),
    },
  });
  const [closesOn, deadline] = useWatch({ control: form.control, name: ['closesOn', 'municipalityDeadline'] });
  const field = { form, prefix: 'window' };

  async function onSave(values: WindowValues) {
    const input = { ...values, recipientIds: Object.keys(values.recipients).filter((rid) => values.recipients[rid]) };
    const parsed = windowInput.safeParse({
      opensOn: input.opensOn,
      closesOn: input.closesOn,
      municipalityDeadline: input.municipalityDeadline,
      recipientIds: input.recipientIds,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] === 'recipientIds' ? 'root.recipients' : (String(issue.path[0]) as keyof WindowValues);
        form.setError(name as 'opensOn', { message: issue.message });
      }
      return;
    }
    await save.mutateAsync(parsed.data);
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(saveShowingFieldErrors(form, onSave))} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField {...field} name="opensOn" label="Opens on *" type="date" />
        <TextField {...field} name="closesOn" label="Closes at the end of *" type="date" />
        <TextField {...field} name="municipalityDeadline" label="The municipality's deadline *" type="date" />
      </div>
      {closesOn && deadline && closesOn > deadline && (
        <p role="alert" className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm font-medium text-amber-950">
          {`The window closes after the municipality's deadline (${formatLongDate(deadline)}): comments sent after it may reach the municipality too late.`}
        </p>
      )}
      <FieldGroup legend="The association writes to *" error={form.formState.errors.root?.recipients?.message}>
        {recipients.map((recipient) => (
          <CheckboxField
            key={recipient.id}
            {...field}
            name={`recipients.${recipient.id}`}
            label={`${recipient.name} (${recipient.email})`}
          />
        ))}
      </FieldGroup>
      <div className="flex flex-wrap gap-2">
        <PendingButton type="submit" pending={save.isPending}>
          {window ? 'Save the window' : 'Open the comment window'}
        </PendingButton>
        {state === 'open' && (
          <Button variant="secondary" disabled={close.isPending} onClick={() => close.mutate()}>
            Close comments now
          </Button>
        )}
      </div>
    </form>
  );
}

/** The counts on the public page once the window closed, and the municipality's decision (retention counts from it). */
function SummaryAndDecision({ id, window, state }: { id: string; window: ConsultationWindow; state: WindowState | null }) {
  const summary = usePublishSummary(id);
  const decision = useRecordDecision(id);
  const form = useForm<DecisionInput>({
    resolver: zodResolver(decisionInput),
    defaultValues: window.decision ?? { decidedOn: '', outcome: '' },
  });
  return (
    <div className="space-y-4 border-t border-gray-200 pt-4">
      <div className="flex flex-wrap items-center gap-3">
        {window.summary ? (
          <Button variant="secondary" disabled={summary.isPending} onClick={() => summary.mutate(false)}>
            Take the counts off the page
          </Button>
        ) : (
          <Button variant="secondary" disabled={summary.isPending || state !== 'closed'} onClick={() => summary.mutate(true)}>
            Publish the counts on the application's page
          </Button>
        )}
        <span className="text-sm text-gray-700">Counts only, never names; possible once the window has closed.</span>
      </div>
      <form
        noValidate
        onSubmit={form.handleSubmit(saveShowingFieldErrors(form, (input) => decision.mutateAsync(input)))}
        className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
      >
        <TextField form={form} prefix="decision" name="decidedOn" label="Decided on" type="date" />
        <TextField form={form} prefix="decision" name="outcome" label="The municipality's decision" max={LIMITS.consultationDecision} />
        <PendingButton type="submit" pending={decision.isPending}>
          Record the decision
        </PendingButton>
      </form>
    </div>
  );
}
