import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@roca/contract';
import { paymentInput, type Member, type PaymentFormValues, type PaymentInput } from '@roca/contract/members';
import { MEMBERSHIP, PAYMENT_METHODS, PAYMENT_METHOD_LABELS, membershipYearOf, todayInMembershipTimeZone } from '@roca/contract/membership';
import { useForm } from 'react-hook-form';
import { FormActions } from '#web/components/ui/form-field';
import { Field, Input, describedBy } from '#web/components/ui/input';
import { showServerFieldErrors } from '#web/lib/form-errors';
import { selectClasses } from './select-classes';

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
  const prefix = `payment-${member.id}`;
  const today = todayInMembershipTimeZone();
  const year = membershipYearOf(today);
  const form = useForm<PaymentFormValues, unknown, PaymentInput>({
    resolver: zodResolver(paymentInput),
    defaultValues: { date: today, amount: MEMBERSHIP.feeDollars, method: 'cash', reference: '', year },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  async function save(input: PaymentInput) {
    try {
      await onSave(input);
    } catch (error) {
      showServerFieldErrors(error, form);
    }
  }
  const id = (name: string) => `${prefix}-${name}`;
  const control = (name: keyof PaymentFormValues) => ({
    id: id(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(id(name), { error: errors[name]?.message }),
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(save)}
      aria-label={`Record a payment for ${member.firstName} ${member.lastName}`}
      className="mt-4 space-y-4 rounded-md border border-brand-600 bg-brand-50 p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <Field id={id('date')} label="Date paid *" error={errors.date?.message}>
          <Input type="date" {...control('date')} {...register('date')} />
        </Field>
        <Field id={id('amount')} label="Amount ($) *" error={errors.amount?.message}>
          <Input
            type="number"
            min="0.01"
            step="0.01"
            inputMode="decimal"
            {...control('amount')}
            {...register('amount', { valueAsNumber: true })}
          />
        </Field>
        <Field id={id('method')} label="Method *" error={errors.method?.message}>
          <select className={selectClasses} {...control('method')} {...register('method')}>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id('year')} label="For year *" error={errors.year?.message}>
          <select className={selectClasses} {...control('year')} {...register('year', { valueAsNumber: true })}>
            {[year + 1, year, year - 1].map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id('reference')} label="Reference" error={errors.reference?.message}>
          <Input
            maxLength={LIMITS.paymentReference}
            placeholder="Cheque no., transaction id"
            {...control('reference')}
            {...register('reference')}
          />
        </Field>
      </div>
      <FormActions pending={pending} submitLabel="Save payment" onCancel={onCancel} />
    </form>
  );
}
