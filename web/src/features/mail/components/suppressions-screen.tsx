import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@roca/contract/limits';
import { suppressionInput, type Suppression } from '@roca/contract/mail';
import type { z } from '@roca/contract/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { type ItemFormProps, ItemsManager } from '#web/components/admin/items-manager';
import { FormActions, TextField, saveShowingFieldErrors } from '#web/components/ui/form-field';
import { formatDateTime } from '#web/lib/dates';
import { suppressionsQuery } from '#web/lib/queries/mail';
import { useAddSuppression, useClearSuppression } from '#web/features/mail/api/mail';

type Input = z.output<typeof suppressionInput>;

/**
 * Suppressed addresses (docs/mail.md, "Bounces"): an address that hard-bounced gets no notice or
 * topic mail until staff clear it (receipts and other transactional mail still go). A bounce
 * report that reached the association's mailbox later is added here by hand. Admin and Super.
 */
export function SuppressionsScreen() {
  const list = useQuery(suppressionsQuery);
  const [create, remove] = [useAddSuppression(), useClearSuppression()];
  return (
    <ItemsManager<Suppression, Input>
      list={list}
      loading="Loading the suppressed addresses..."
      error="Error loading the suppressed addresses"
      empty={{ text: 'No address is suppressed.' }}
      canEdit
      addLabel="Suppress an Address"
      header={(add) => (
        <div className="flex flex-wrap items-end justify-between gap-3">
          <p className="max-w-prose text-gray-800">
            These addresses get no meeting notice, reminder or announcement until you clear them; a member whose address is here gets
            notices by post. An address is added when the mail server refuses it for good (a hard bounce), or by you from a bounce report.
            Clear one once the member gives a working address.
          </p>
          {add}
        </div>
      )}
      nameOf={(suppression) => suppression.email}
      changes={{ create, remove }}
      deleteLabel="Clear"
      confirmDelete={(suppression) => ({
        title: 'Clear Address',
        description: `${suppression.email} will get bulk mail again, from the next send. Clear it only if the address works now.`,
      })}
      renderItem={(suppression, { actions }) => (
        <article aria-label={suppression.email} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 className="break-all font-semibold text-gray-900">{suppression.email}</h3>
              <p className="text-sm text-gray-700">
                {suppression.source === 'bounce' ? 'Refused by the mail server' : 'Added by staff'} ·{' '}
                {formatDateTime(suppression.createdAt)}
              </p>
              <p className="mt-1 break-words text-sm text-gray-900">{suppression.reason}</p>
            </div>
            {actions}
          </div>
        </article>
      )}
      renderForm={(props) => <SuppressionForm {...props} />}
    />
  );
}

function SuppressionForm({ pending, onSave, onCancel }: ItemFormProps<Suppression, Input>) {
  const form = useForm<z.input<typeof suppressionInput>, unknown, Input>({
    resolver: zodResolver(suppressionInput),
    defaultValues: { email: '', reason: '' },
  });
  const field = { form, prefix: 'suppression-new' };
  return (
    <form
      noValidate
      aria-label="Suppress an address"
      onSubmit={form.handleSubmit(saveShowingFieldErrors(form, onSave))}
      className="space-y-4 rounded-lg border border-brand-600 bg-white p-5 shadow-sm"
    >
      <TextField {...field} name="email" label="E-mail address *" type="email" max={LIMITS.email} autoComplete="off" />
      <TextField
        {...field}
        name="reason"
        label="Why *"
        max={LIMITS.mailError}
        placeholder="e.g. Bounce report of May 3: mailbox does not exist"
      />
      <FormActions pending={pending} submitLabel="Suppress" onCancel={onCancel} />
    </form>
  );
}
