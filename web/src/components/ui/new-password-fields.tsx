import { LIMITS } from '@roca/contract/limits';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PasswordField } from './form-field';

/** The new password twice: the second box catches a typing slip before the account takes it. */
export type NewPasswordValues = { password: string; confirmPassword: string };

export const passwordsMatch = ({ password, confirmPassword }: NewPasswordValues) => password === confirmPassword;
export const PASSWORDS_DIFFER = { path: ['confirmPassword'], message: 'The two passwords are not the same' };

export function NewPasswordFields<T extends FieldValues & NewPasswordValues, Out>({
  form,
  prefix,
}: {
  form: UseFormReturn<T, unknown, Out>;
  prefix: string;
}) {
  return (
    <>
      <PasswordField
        form={form}
        prefix={prefix}
        name={'password' as Path<T>}
        label={`New password (at least ${LIMITS.passwordMin} characters)`}
        autoComplete="new-password"
      />
      <PasswordField
        form={form}
        prefix={prefix}
        name={'confirmPassword' as Path<T>}
        label="New password again"
        autoComplete="new-password"
      />
    </>
  );
}
