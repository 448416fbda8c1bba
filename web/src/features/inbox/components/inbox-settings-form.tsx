import { zodResolver } from '@hookform/resolvers/zod';
import { DUE_UNITS, INBOX_PERIOD_SOURCES, inboxSettingsInput, type InboxSettings } from '@roca/contract/inbox';
import { INBOX_KIND_FACTS, INBOX_KINDS, INBOX_POSITIONS, INBOX_RETENTION_MONTHS } from '@roca/contract/inbox-choices';
import { LIMITS } from '@roca/contract/limits';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { DataState } from '#web/components/admin/data-state';
import { FieldGroup, FormServerError, PendingButton, SelectField, TextField, saveShowingFieldErrors } from '#web/components/ui/form-field';
import { inboxSettingsQuery } from '#web/lib/queries/inbox';
import { useSaveInboxSettings } from '#web/features/inbox/api/inbox';

const UNIT_LABELS = { hours: 'hours', days: 'calendar days', 'business-days': 'PIPA days (no Saturdays, Sundays or holidays)' } as const;

/**
 * The inbox settings (docs/inbox.md, "Due dates"): each kind's period with the source of its
 * default, which an Admin corrects if the law or the bylaws say otherwise (a new item is due by
 * the period of the day it arrives), and the address replies from each position are answered to.
 * Retention is shown as the forms state it.
 */
export function InboxSettingsForm({ canEdit }: { canEdit: boolean }) {
  const settings = useQuery(inboxSettingsQuery);
  return (
    <DataState query={settings} loading="Loading the settings..." error="Error loading the inbox settings">
      {(data) => <SettingsForm settings={data} canEdit={canEdit} />}
    </DataState>
  );
}

function SettingsForm({ settings, canEdit }: { settings: InboxSettings; canEdit: boolean }) {
  const save = useSaveInboxSettings();
  const form = useForm<InboxSettings>({ resolver: zodResolver(inboxSettingsInput), defaultValues: settings });
  const field = { form, prefix: 'inbox-settings', disabled: !canEdit };
  return (
    <form noValidate onSubmit={form.handleSubmit(saveShowingFieldErrors(form, (input) => save.mutateAsync(input)))} className="space-y-6">
      <FieldGroup legend="Due dates">
        <p className="text-sm text-gray-700">Counted from when a message arrives, in Vancouver time. An item keeps the due date it got.</p>
        <ul className="space-y-4">
          {INBOX_KINDS.map((kind) => (
            <li key={kind} className="space-y-1">
              <p className="font-medium text-gray-900">{INBOX_KIND_FACTS[kind].label}</p>
              <div className="grid gap-2 sm:grid-cols-[8rem_1fr]">
                <TextField
                  {...field}
                  name={`periods.${kind}.amount`}
                  label="Period"
                  type="number"
                  min={1}
                  max={365}
                  registerOptions={{ valueAsNumber: true }}
                />
                <SelectField
                  {...field}
                  name={`periods.${kind}.unit`}
                  label="Counted in"
                  options={DUE_UNITS.map((value) => ({ value, label: UNIT_LABELS[value] }))}
                />
              </div>
              <p className="text-xs text-gray-700">{`Default: ${INBOX_PERIOD_SOURCES[kind]}. Personal data kept ${INBOX_RETENTION_MONTHS[kind]} months after closing.`}</p>
            </li>
          ))}
        </ul>
      </FieldGroup>
      <FieldGroup legend="Reply addresses">
        <p className="text-sm text-gray-700">
          A reply from a position is answered to its role address (secretary@...), which stays with the position at the AGM. Empty: the
          association's contact e-mail.
        </p>
        <div className="grid gap-3 md:grid-cols-2">
          {INBOX_POSITIONS.map((position) => (
            <TextField key={position} {...field} name={`positionAddresses.${position}`} label={position} type="email" max={LIMITS.email} />
          ))}
        </div>
      </FieldGroup>
      <FormServerError form={form} />
      {canEdit && (
        <PendingButton type="submit" pending={save.isPending}>
          Save Settings
        </PendingButton>
      )}
    </form>
  );
}
