import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@roca/contract';
import { memberInput, type Member, type MemberFormValues, type MemberInput } from '@roca/contract/members';
import { MEMBER_CATEGORIES, MEMBER_CATEGORY_LABELS, todayInMembershipTimeZone } from '@roca/contract/membership';
import { useForm } from 'react-hook-form';
import { FormActions, saveShowingFieldErrors, TextAreaField, TextField } from '#web/components/ui/form-field';
import { Field } from '#web/components/ui/input';
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
    formState: { errors },
  } = form;
  const field = { form, prefix };

  const ids = {
    category: `${prefix}-category`,
    isAdult: `${prefix}-isAdult`,
    consentGiven: `${prefix}-consent-given`,
  };
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(saveShowingFieldErrors(form, onSave))}
      aria-label={member ? `Edit ${member.firstName} ${member.lastName}` : 'New member'}
      className="space-y-4 rounded-lg border border-brand-600 bg-white p-5 shadow-sm"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField {...field} name="firstName" label="First name *" max={LIMITS.memberNamePart} autoComplete="off" />
        <TextField {...field} name="lastName" label="Last name *" max={LIMITS.memberNamePart} autoComplete="off" />
        <TextField {...field} name="email" label="E-mail" max={LIMITS.email} type="email" autoComplete="off" />
        <TextField {...field} name="phone" label="Phone" max={LIMITS.phone} type="tel" autoComplete="off" />
      </div>
      <TextField {...field} name="address" label="Postal address *" max={LIMITS.postalAddress} autoComplete="off" />
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
        <TextField {...field} name="joinedOn" label="Joined on *" type="date" />
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
          <TextField {...field} name="consent.date" label="Date of consent" type="date" />
          <TextField
            {...field}
            name="consent.source"
            label="How it was given"
            max={LIMITS.consentSource}
            placeholder="e.g. Membership form, e-mail"
          />
        </div>
      </fieldset>
      <TextAreaField {...field} name="notes" label="Notes" max={LIMITS.memberNotes} rows={3} />
      <FormActions pending={pending} onCancel={onCancel} />
    </form>
  );
}
