import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, type PublicUser, ROLES } from '@roca/contract';
import { type HandoverInput, handoverInput } from '@roca/contract/handover';
import { POSITIONS, type Position } from '@roca/contract/staff-accounts';
import { useForm, useWatch } from 'react-hook-form';
import { FieldGroup, FormActions, FormServerError, SelectField, TextField, saveShowingFieldErrors } from '#web/components/ui/form-field';

/** The role a position usually needs: the President and the Webmaster run the site, the others edit (the inbox's positions work it). */
const USUAL_ROLE: Record<Position, HandoverInput['role']> = {
  President: 'Admin',
  'Vice President': 'Super',
  Secretary: 'Super',
  Treasurer: 'Super',
  Registrar: 'Super',
  Director: 'Read Only',
  Membership: 'Super',
  'Development Review': 'Super',
  Webmaster: 'Admin',
};

const personLabel = (user: PublicUser) =>
  `${user.firstName} ${user.lastName} (${user.username}, ${user.role}${user.position ? `, ${user.position}` : ''})`;

/**
 * Start a handover: the position, the role the incoming person gets, who leaves it (its holder by
 * default) and who takes it (an existing account, or someone new, invited by e-mail at once).
 */
export function HandoverForm({
  users,
  pending,
  onSave,
  onCancel,
}: {
  users: PublicUser[];
  pending: boolean;
  onSave: (input: HandoverInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const holderOf = (position: Position) => users.find((user) => user.position === position)?.id ?? '';
  const form = useForm<HandoverInput>({
    resolver: zodResolver(handoverInput),
    defaultValues: {
      position: 'Treasurer',
      role: USUAL_ROLE.Treasurer,
      outgoingUserId: holderOf('Treasurer'),
      incomingUserId: '',
      email: '',
      firstName: '',
      lastName: '',
    },
  });
  const incomingUserId = useWatch({ control: form.control, name: 'incomingUserId' });
  const field = { form, prefix: 'handover' };
  const people = [...users].sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
  const choosePosition = (position: Position) => {
    form.setValue('role', USUAL_ROLE[position]);
    form.setValue('outgoingUserId', holderOf(position));
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(saveShowingFieldErrors(form, onSave))} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...field}
          name="position"
          label="Position"
          options={POSITIONS.map((position) => ({ value: position, label: position }))}
          registerOptions={{ onChange: (event: { target: { value: Position } }) => choosePosition(event.target.value) }}
        />
        <SelectField
          {...field}
          name="role"
          label="Role the incoming person gets"
          options={ROLES.map((role) => ({ value: role, label: role }))}
        />
      </div>
      <SelectField
        {...field}
        name="outgoingUserId"
        label="Outgoing person"
        options={[
          { value: '', label: 'Nobody (the position was vacant)' },
          ...people.map((user) => ({ value: user.id, label: personLabel(user) })),
        ]}
      />
      <SelectField
        {...field}
        name="incomingUserId"
        label="Incoming person"
        options={[
          { value: '', label: 'Someone new: invite them by e-mail' },
          ...people.map((user) => ({ value: user.id, label: personLabel(user) })),
        ]}
      />
      {!incomingUserId && (
        <FieldGroup legend="Invite the incoming person">
          <TextField {...field} name="email" label="E-mail" type="email" autoComplete="off" />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...field} name="firstName" label="First Name" max={LIMITS.personName} autoComplete="off" />
            <TextField {...field} name="lastName" label="Last Name" max={LIMITS.personName} autoComplete="off" />
          </div>
        </FieldGroup>
      )}
      <FormServerError form={form} />
      <FormActions pending={pending} submitLabel="Start Handover" onCancel={onCancel} inDialog />
    </form>
  );
}
