import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@roca/contract/limits';
import { RECEIVED_METHODS, joinReceivedInput, type JoinReceivedInput, type PendingJoin } from '@roca/contract/joins';
import { PAYMENT_METHOD_LABELS } from '@roca/contract/membership';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { todayInVancouver } from '@roca/contract/days';
import { Dialog } from '#web/components/ui/dialog';
import { FormActions, FormServerError, SelectField, TextField, saveShowingFieldErrors } from '#web/components/ui/form-field';
import { pendingJoinsQuery } from '#web/lib/queries/joins';
import { useMarkJoinReceived } from '#web/features/members/api/joins';

const METHOD_OPTIONS = RECEIVED_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));

/**
 * "Mark received": the treasurer found the join's reference in an e-Transfer, on a cheque, or was
 * handed cash. Confirming makes the member, paid for the join's year, and sends the receipt. A
 * refusal (paid meanwhile: 409; gone: 404) shows here, inside the dialog.
 */
export function MarkReceivedDialog({ join, onClose }: { join: PendingJoin; onClose: () => void }) {
  const today = todayInVancouver();
  const markReceived = useMarkJoinReceived();
  const form = useForm<JoinReceivedInput>({
    resolver: zodResolver(joinReceivedInput),
    defaultValues: { method: join.payment === 'in-person' ? 'cash' : 'e-transfer', date: today, note: '' },
  });
  const field = { form, prefix: `received-${join.reference}` };
  const queryClient = useQueryClient();
  // A refusal may mean the list is out of date (paid from another tab): read it again behind the dialog.
  const save = (input: JoinReceivedInput) =>
    markReceived.mutateAsync({ join, input: { ...input, note: input.note || undefined } }).then(onClose, (error: unknown) => {
      void queryClient.invalidateQueries({ queryKey: pendingJoinsQuery.queryKey });
      throw error;
    });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Mark ${join.reference} received`}
      description={`${join.memberName} becomes a member, paid $${join.amount.value} ${join.amount.currency_code} for ${join.year}, and gets a receipt by e-mail.`}
    >
      <form
        noValidate
        aria-label={`Mark ${join.reference} received`}
        onSubmit={form.handleSubmit(saveShowingFieldErrors(form, save))}
        className="space-y-4"
      >
        <SelectField {...field} name="method" label="Received by *" options={METHOD_OPTIONS} />
        <TextField {...field} name="date" label="Date received *" type="date" />
        <TextField {...field} name="note" label="Bank reference or cheque number" max={LIMITS.paymentReference} autoComplete="off" />
        <FormServerError form={form} />
        <FormActions inDialog pending={markReceived.isPending} submitLabel="Mark received" onCancel={onClose} />
      </form>
    </Dialog>
  );
}
