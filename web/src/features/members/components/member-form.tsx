import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@roca/contract';
import { memberInput, type Member, type MemberFormValues, type MemberInput } from '@roca/contract/members';
import { MEMBER_CATEGORIES, MEMBER_CATEGORY_LABELS, todayInMembershipTimeZone } from '@roca/contract/membership';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, Input, Textarea, describedBy } from '../../../components/ui/input';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { selectClasses } from './select-classes';

type FormValues = MemberFormValues;

function initialValues(member?: Member): FormValues {
  return {
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    email: member?.email ?? '',
    phone: member?.phone ?? '',
    address: member?.address ?? '',
    category: member?.category ?? 'resident',
    isAdult: member?.isAdult ?? false,
    joinedOn: member?.joinedOn ?? todayInMembershipTimeZone(),
    consent: { given: member?.consent?.given ?? false, date: member?.consent?.date ?? '', source: member?.consent?.source ?? '' },
    notes: member?.notes ?? '',
  };
}

/**
 * Inline create/edit form of a member, validated with the contract's schema (the server checks the
 * same): the register's fields, the 16-or-older confirmation and the consent to receive notices.
 */
export function MemberForm({
  member,
  pending,
  onSave,
  onCancel,
}: {
  member?: Member;
  pending: boolean;
  /** Saves; a refusal from the server is shown under the fields it names. */
  onSave: (input: MemberInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const prefix = member ? `member-${member.id}` : 'member-new';
  const form = useForm<FormValues, unknown, MemberInput>({ resolver: zodResolver(memberInput), defaultValues: initialValues(member) });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const values = useWatch({ control });

  async function save(input: MemberInput) {
    try {
      await onSave(input);
    } catch (error) {
      showServerFieldErrors(error, form);
    }
  }

  function textField(
    name: 'firstName' | 'lastName' | 'email' | 'phone' | 'address' | 'joinedOn',
    label: string,
    max?: number,
    extra: { type?: string; autoComplete?: string } = {},
  ) {
    const id = `${prefix}-${name}`;
    const error = errors[name]?.message;
    return (
      <Field id={id} label={label} max={max} length={String(values[name] ?? '').length} error={error}>
        <Input
          id={id}
          maxLength={max}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { counter: max !== undefined, error })}
          {...extra}
          {...register(name)}
        />
      </Field>
    );
  }

  const ids = {
    category: `${prefix}-category`,
    isAdult: `${prefix}-isAdult`,
    consentGiven: `${prefix}-consent-given`,
    consentDate: `${prefix}-consent-date`,
    consentSource: `${prefix}-consent-source`,
    notes: `${prefix}-notes`,
  };
  const consentErrors = errors.consent;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(save)}
      aria-label={member ? `Edit ${member.firstName} ${member.lastName}` : 'New member'}
      className="space-y-4 rounded-lg border border-brand-600 bg-white p-5 shadow-sm"
    >
      <div className="grid gap-4 md:grid-cols-2">
        {textField('firstName', 'First name *', LIMITS.memberNamePart, { autoComplete: 'off' })}
        {textField('lastName', 'Last name *', LIMITS.memberNamePart, { autoComplete: 'off' })}
        {textField('email', 'E-mail', LIMITS.email, { type: 'email', autoComplete: 'off' })}
        {textField('phone', 'Phone', LIMITS.phone, { type: 'tel', autoComplete: 'off' })}
      </div>
      {textField('address', 'Postal address *', LIMITS.postalAddress, { autoComplete: 'off' })}
      <div className="grid gap-4 md:grid-cols-2">
        <Field id={ids.category} label="Category *" error={errors.category?.message}>
          <select id={ids.category} className={selectClasses} {...register('category')}>
            {MEMBER_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {MEMBER_CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        </Field>
        {textField('joinedOn', 'Joined on *', undefined, { type: 'date' })}
      </div>
      <div>
        <label htmlFor={ids.isAdult} className="flex items-start gap-2 text-sm text-gray-900">
          <input
            id={ids.isAdult}
            type="checkbox"
            className="mt-0.5 h-4 w-4"
            aria-invalid={errors.isAdult ? true : undefined}
            aria-describedby={errors.isAdult ? `${ids.isAdult}-error` : undefined}
            {...register('isAdult')}
          />
          <span>Confirmed 16 years or older *</span>
        </label>
        {errors.isAdult && (
          <p id={`${ids.isAdult}-error`} className="mt-1 text-sm text-red-800">
            {errors.isAdult.message}
          </p>
        )}
      </div>
      <fieldset className="space-y-3 rounded-md border border-gray-200 p-3">
        <legend className="px-1 text-sm font-semibold text-gray-900">Consent to receive notices</legend>
        <label htmlFor={ids.consentGiven} className="flex items-start gap-2 text-sm text-gray-900">
          <input id={ids.consentGiven} type="checkbox" className="mt-0.5 h-4 w-4" {...register('consent.given')} />
          <span>Gave express consent to receive the association&apos;s notices by e-mail</span>
        </label>
        <div className="grid gap-4 md:grid-cols-2">
          <Field id={ids.consentDate} label="Date of consent" error={consentErrors?.date?.message}>
            <Input
              id={ids.consentDate}
              type="date"
              aria-invalid={consentErrors?.date ? true : undefined}
              aria-describedby={describedBy(ids.consentDate, { error: consentErrors?.date?.message })}
              {...register('consent.date')}
            />
          </Field>
          <Field
            id={ids.consentSource}
            label="How it was given"
            max={LIMITS.consentSource}
            length={values.consent?.source?.length ?? 0}
            error={consentErrors?.source?.message}
          >
            <Input
              id={ids.consentSource}
              maxLength={LIMITS.consentSource}
              placeholder="e.g. Membership form, e-mail"
              aria-invalid={consentErrors?.source ? true : undefined}
              aria-describedby={describedBy(ids.consentSource, { counter: true, error: consentErrors?.source?.message })}
              {...register('consent.source')}
            />
          </Field>
        </div>
      </fieldset>
      <Field id={ids.notes} label="Notes" max={LIMITS.memberNotes} length={values.notes?.length ?? 0} error={errors.notes?.message}>
        <Textarea
          id={ids.notes}
          rows={3}
          maxLength={LIMITS.memberNotes}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={describedBy(ids.notes, { counter: true, error: errors.notes?.message })}
          {...register('notes')}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
