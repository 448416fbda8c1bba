import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@roca/contract/limits';
import { joinSettingsInput, type JoinSettings } from '@roca/contract/joins';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DataState } from '#web/components/admin/data-state';
import { Button } from '#web/components/ui/button';
import { FormActions, TextField, saveShowingFieldErrors } from '#web/components/ui/form-field';
import { joinSettingsQuery } from '#web/lib/queries/joins';
import { useSaveJoinSettings } from '#web/features/members/api/joins';

/**
 * The join settings (GET/PUT /api/joins/settings): what joining charges, where e-Transfers go and
 * how long an unpaid join waits. The register's roles read them; an Admin changes them, and the
 * save republishes /membership, which shows the fee and the address.
 */
export function JoinSettingsCard({ canEdit }: { canEdit: boolean }) {
  const settings = useQuery(joinSettingsQuery);
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="join-settings" className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="join-settings" className="text-xl font-semibold text-gray-900">
        Join settings
      </h2>
      <DataState query={settings} loading="Loading the join settings..." error="Error loading the join settings">
        {(stored) =>
          editing ? (
            <JoinSettingsForm settings={stored} onDone={() => setEditing(false)} />
          ) : (
            <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
              <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="text-gray-700">Fee</dt>
                <dd className="font-medium text-gray-900">
                  ${stored.fee.value} {stored.fee.currency_code}
                </dd>
                <dt className="text-gray-700">e-Transfers to</dt>
                <dd className="font-medium text-gray-900">
                  {stored.eTransferAddress ? (
                    <span className="break-all">{stored.eTransferAddress}</span>
                  ) : (
                    <span className="text-amber-900">Not set: the membership page cannot say where to send an e-Transfer</span>
                  )}
                </dd>
                <dt className="text-gray-700">An unpaid join waits</dt>
                <dd className="font-medium text-gray-900">{stored.pendingJoinDays} days, then is listed as expired</dd>
              </dl>
              {canEdit && (
                <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                  Change the join settings
                </Button>
              )}
            </div>
          )
        }
      </DataState>
    </section>
  );
}

function JoinSettingsForm({ settings, onDone }: { settings: JoinSettings; onDone: () => void }) {
  const save = useSaveJoinSettings();
  const form = useForm<JoinSettings>({ resolver: zodResolver(joinSettingsInput), defaultValues: settings });
  const field = { form, prefix: 'join-settings' };
  return (
    <form
      noValidate
      aria-label="Join settings"
      className="mt-3 space-y-4"
      onSubmit={form.handleSubmit(saveShowingFieldErrors(form, (input) => save.mutateAsync(input).then(onDone)))}
    >
      <div className="grid gap-4 md:grid-cols-3">
        <TextField {...field} name="fee.value" label="Fee in CAD *" inputMode="decimal" autoComplete="off" />
        <TextField {...field} name="eTransferAddress" label="e-Transfer address *" type="email" max={LIMITS.email} autoComplete="off" />
        <TextField
          {...field}
          name="pendingJoinDays"
          label="Days an unpaid join waits *"
          type="number"
          registerOptions={{ valueAsNumber: true }}
        />
      </div>
      <p className="text-sm text-gray-700">
        Saving republishes the membership page, which shows the fee and the address. A join already sent keeps its amount and its day.
      </p>
      <FormActions pending={save.isPending} onCancel={onDone} />
    </form>
  );
}
