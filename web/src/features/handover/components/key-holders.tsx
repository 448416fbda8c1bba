import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@roca/contract';
import { type KeyHolder, type KeyHolderInput, keyHolderInput } from '@roca/contract/handover';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ItemsManager, type ItemFormProps } from '#web/components/admin/items-manager';
import { POSITION_OPTIONS } from '#web/components/admin/position-options';
import { FormActions, SelectField, TextField, saveShowingFieldErrors } from '#web/components/ui/form-field';
import { formatLongDate, todayInVancouver } from '#web/lib/dates';
import { keyHoldersQuery } from '#web/lib/queries/handover';
import { useCreateKeyHolder, useDeleteKeyHolder, useUpdateKeyHolder } from '#web/features/handover/api/handover';

/**
 * The keys the association holds outside the site (the PayPal account, the domain, the Firebase
 * project...): who holds each, their position, and when someone last checked that they still do.
 * It records no secret, only who holds what; it is in the backups.
 */
export function KeyHolders() {
  const list = useQuery(keyHoldersQuery);
  const create = useCreateKeyHolder();
  const update = useUpdateKeyHolder();
  const remove = useDeleteKeyHolder();
  return (
    <section aria-labelledby="key-holders" className="space-y-4">
      <div>
        <h2 id="key-holders" className="text-xl font-semibold text-gray-900">
          Keys Held Outside the Site
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          Who holds each account the association needs besides this site, so nobody leaves with the only login. Never write a password here:
          this list records only who holds what, and when someone last checked.
        </p>
      </div>
      <ItemsManager<KeyHolder, KeyHolderInput>
        list={list}
        sort={(a, b) => a.name.localeCompare(b.name)}
        loading="Loading keys..."
        error="Error loading keys"
        empty={{ text: 'No keys listed.' }}
        canEdit
        addLabel="Add Key"
        nameOf={(key) => key.name}
        changes={{ create, update, remove }}
        confirmDelete={(key) => ({ title: 'Remove Key', description: `Remove "${key.name}" from the checklist?` })}
        listClassName="grid gap-3 md:grid-cols-2"
        renderItem={(key, { actions }) => (
          <article className="flex h-full flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4 shadow-sm wrap-anywhere">
            <h3 className="font-semibold text-gray-900">{key.name}</h3>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-gray-700">Held by</dt>
              <dd className={key.holder ? 'text-gray-900' : 'font-medium text-red-800'}>
                {key.holder ? `${key.holder}${key.position ? `, ${key.position}` : ''}` : 'Nobody recorded'}
              </dd>
              <dt className="text-gray-700">Last checked</dt>
              <dd className={key.lastCheckedOn ? 'text-gray-900' : 'font-medium text-red-800'}>
                {key.lastCheckedOn ? formatLongDate(key.lastCheckedOn, { weekday: false }) : 'Never'}
              </dd>
            </dl>
            <div className="mt-auto flex flex-wrap gap-2">{actions}</div>
          </article>
        )}
        renderForm={(props) => <KeyHolderForm {...props} />}
      />
    </section>
  );
}

function KeyHolderForm({ item: key, pending, onSave, onCancel }: ItemFormProps<KeyHolder, KeyHolderInput>) {
  const form = useForm<KeyHolderInput>({
    resolver: zodResolver(keyHolderInput),
    defaultValues: {
      name: key?.name ?? '',
      holder: key?.holder ?? '',
      position: key?.position ?? '',
      lastCheckedOn: key?.lastCheckedOn ?? '',
    },
  });
  const field = { form, prefix: `key-${key?.id ?? 'new'}` };
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(saveShowingFieldErrors(form, onSave))}
      className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
    >
      <TextField {...field} name="name" label="Key *" max={LIMITS.keyName} />
      <TextField {...field} name="holder" label="Held by" max={LIMITS.keyHolder} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField {...field} name="position" label="Their position" options={POSITION_OPTIONS} />
        <TextField {...field} name="lastCheckedOn" label="Last checked" type="date" />
      </div>
      <button
        type="button"
        className="text-sm font-medium text-brand-800 underline"
        onClick={() => form.setValue('lastCheckedOn', todayInVancouver(), { shouldDirty: true })}
      >
        Checked today
      </button>
      <FormActions pending={pending} submitLabel={key ? 'Save Key' : 'Add Key'} onCancel={onCancel} />
    </form>
  );
}
