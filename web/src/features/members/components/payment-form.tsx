import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@roca/contract';
import { paymentInput, type Member, type PaymentFormValues, type PaymentInput } from '@roca/contract/members';
import { MEMBERSHIP, PAYMENT_METHODS, PAYMENT_METHOD_LABELS, membershipYearOf } from '@roca/contract/membership';
import { useForm } from 'react-hook-form';
import { todayInVancouver } from '@roca/contract/days';
import { FormActions, SelectField, TextField, saveShowingFieldErrors } from '#web/components/ui/form-field';

/**
 * Records a payment on a member: e-transfer, cheque and cash come in by hand (PayPal payments
 * usually come from Import payments). Defaults: today, the fee, cash, this membership year.
 */
export function PaymentForm({
  member,
  pending,
  onSave,
  onCancel,
}: {
  member: Member;
  pending: boolean;
  /** Saves; a refusal from the server is shown under the fields it names. */
  onSave: (input: PaymentInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const today = todayInVancouver();
  const year = membershipYearOf(today);
  const form = useForm<PaymentFormValues, unknown, PaymentInput>({
    resolver: zodResolver(paymentInput),
    defaultValues: { date: today, amount: MEMBERSHIP.feeDollars, method: 'cash', reference: '', year },
  });
  const field = { form, prefix: `payment-${member.id}` };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(saveShowingFieldErrors(form, onSave))}
      aria-label={`Record a payment for ${member.firstName} ${member.lastName}`}
      className="mt-4 space-y-4 rounded-md border border-brand-600 bg-brand-50 p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <TextField {...field} name="date" label="Date paid *" type="date" />
        <TextField
          {...field}
          name="amount"
          label="Amount ($) *"
          type="number"
          min="0.01"
          step="0.01"
          inputMode="decimal"
          registerOptions={{ valueAsNumber: true }}
        />
        <SelectField
          {...field}
          name="method"
          label="Method *"
          options={PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
        />
        <SelectField
          {...field}
          name="year"
          label="For year *"
          options={[year + 1, year, year - 1].map((y) => ({ value: y, label: String(y) }))}
          registerOptions={{ valueAsNumber: true }}
        />
        <TextField {...field} name="reference" label="Reference" max={LIMITS.paymentReference} placeholder="Cheque no., transaction id" />
      </div>
      <FormActions pending={pending} submitLabel="Save payment" onCancel={onCancel} />
    </form>
  );
}
