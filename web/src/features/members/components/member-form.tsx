import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@roca/contract';
import { memberInput, type Member, type MemberFormValues, type MemberInput } from '@roca/contract/members';
import { MEMBER_CATEGORIES, MEMBER_CATEGORY_LABELS, todayInMembershipTimeZone } from '@roca/contract/membership';
import { useForm } from 'react-hook-form';
import type { ItemFormProps } from '#web/components/admin/items-manager';
import {
  CheckboxField,
  FieldGroup,
  FormActions,
  SelectField,
  TextAreaField,
  TextField,
  saveShowingFieldErrors,
} from '#web/components/ui/form-field';

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
export function MemberForm({ item: member, pending, onSave, onCancel }: ItemFormProps<Member, MemberInput>) {
  const prefix = member ? `member-${member.id}` : 'member-new';
  const form = useForm<FormValues, unknown, MemberInput>({ resolver: zodResolver(memberInput), defaultValues: initialValues(member) });
  const field = { form, prefix };
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
        <SelectField
          {...field}
          name="category"
          label="Category *"
          options={MEMBER_CATEGORIES.map((category) => ({ value: category, label: MEMBER_CATEGORY_LABELS[category] }))}
        />
        <TextField {...field} name="joinedOn" label="Joined on *" type="date" />
      </div>
      <CheckboxField {...field} name="isAdult" label="Confirmed 16 years or older *" />
      <FieldGroup legend="Consent to receive notices">
        <CheckboxField {...field} name="consent.given" label="Gave express consent to receive the association's notices by e-mail" />
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
      </FieldGroup>
      <TextAreaField {...field} name="notes" label="Notes" max={LIMITS.memberNotes} rows={3} />
      <FormActions pending={pending} onCancel={onCancel} />
    </form>
  );
}
