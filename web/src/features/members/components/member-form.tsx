import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@roca/contract';
import { MAIL_TOPIC_LABELS, MEMBER_TOPICS, topicConsentsOf, type MemberTopic } from '@roca/contract/mail';
import { memberInput, type Member, type MemberFormValues, type MemberInput } from '@roca/contract/members';
import { MEMBER_CATEGORIES, MEMBER_CATEGORY_LABELS } from '@roca/contract/membership';
import { type Resolver, useForm } from 'react-hook-form';
import { todayInVancouver } from '@roca/contract/days';
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
import { topicChoiceText } from '#web/features/members/lib/topic-choices';

type FormValues = MemberFormValues;

function initialValues(member?: Member): FormValues {
  const choices = topicConsentsOf(member);
  return {
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    email: member?.email ?? '',
    phone: member?.phone ?? '',
    address: member?.address ?? '',
    category: member?.category ?? 'resident',
    isAdult: member?.isAdult ?? false,
    joinedOn: member?.joinedOn ?? todayInVancouver(),
    consent: { given: member?.consent?.given ?? false, date: member?.consent?.date ?? '', source: member?.consent?.source ?? '' },
    mailTopics: Object.fromEntries(MEMBER_TOPICS.map((topic) => [topic, choices[topic]?.given ?? false])) as Record<MemberTopic, boolean>,
    notes: member?.notes ?? '',
  };
}

/**
 * The contract's schema, with the register's one consent following the boxes: given when any
 * topic is ticked (its date and "how" are then required, as before), not given otherwise.
 */
const resolver: Resolver<FormValues, unknown, MemberInput> = (values, context, options) =>
  zodResolver(memberInput)(
    { ...values, consent: { ...values.consent, given: Object.values(values.mailTopics ?? {}).some(Boolean) } },
    context,
    options,
  );

/**
 * Inline create/edit form of a member, validated with the contract's schema (the server checks the
 * same): the register's fields, the 16-or-older confirmation, and a box per mail topic with what is
 * on record for it (docs/mail.md, "Consent"); a box ticked now is recorded with the date and "how"
 * entered here.
 */
export function MemberForm({ item: member, pending, onSave, onCancel }: ItemFormProps<Member, MemberInput>) {
  const prefix = member ? `member-${member.id}` : 'member-new';
  const form = useForm<FormValues, unknown, MemberInput>({ resolver, defaultValues: initialValues(member) });
  const choices = topicConsentsOf(member);
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
      <FieldGroup legend="E-mail the member chose to receive">
        {MEMBER_TOPICS.map((topic) => (
          <CheckboxField
            key={topic}
            {...field}
            name={`mailTopics.${topic}`}
            label={MAIL_TOPIC_LABELS[topic].label}
            hint={member ? topicChoiceText(choices[topic]) : undefined}
          />
        ))}
        <p className="text-sm text-gray-700">
          A box you tick is recorded as the member&apos;s consent, with the date and how it was given. Meeting notices go to every member
          with an e-mail address, whatever is ticked.
        </p>
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
