import type { LoginInput } from '@roca/contract';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { Button } from '#web/components/ui/button';
import { Field, Input, describedBy } from '#web/components/ui/input';
import { useToast } from '#web/components/ui/toast';
import { errorMessage } from '#web/lib/api-client';
import { showServerFieldErrors } from '#web/lib/form-errors';
import { useSession } from '#web/lib/auth/session-provider';
import { PasswordInput } from '#web/components/ui/password-input';
import { useHydrated } from '#web/lib/use-hydrated';

/**
 * The contract's loginInput schema, loaded when the form is first submitted: zod is 25 KB gzip,
 * and the sign-in screen should not parse it before it can take input.
 */
const loginResolver: Resolver<LoginInput> = async (values, context, options) => {
  const [{ zodResolver }, { loginInput }] = await Promise.all([import('@hookform/resolvers/zod'), import('@roca/contract')]);
  return zodResolver(loginInput)(values, context, options);
};

/** docs/requirements.md, Staff sign-in: /login; both fields are checked before any request is sent. */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const { signIn } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  // The form is prerendered (SIGNED_OUT_STAFF_PATHS, @roca/contract/staff-paths): it waits for its handlers before taking input.
  const hydrated = useHydrated();
  const form = useForm<LoginInput>({ resolver: loginResolver, defaultValues: { username: '', password: '' } });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  async function submit(credentials: LoginInput) {
    try {
      const { firstName } = await signIn(credentials);
      toast({ title: 'Login successful', description: `Welcome back, ${firstName}!` });
      await navigate(redirectTo, { replace: true });
    } catch (err) {
      toast({ title: 'Login failed', description: errorMessage(err), variant: 'destructive' });
      showServerFieldErrors(err, form);
    }
  }

  return (
    <div className="mx-auto max-w-md rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-gray-900">Login</h1>
      <p className="mt-1 text-sm text-gray-700">Enter your credentials to access the admin panel</p>
      <form className="mt-6" noValidate onSubmit={handleSubmit(submit)}>
        <fieldset disabled={!hydrated} className="space-y-4">
          <Field id="username" label="Username" error={errors.username?.message}>
            <Input
              id="username"
              autoComplete="username"
              placeholder="Enter your username"
              aria-invalid={errors.username ? true : undefined}
              aria-describedby={describedBy('username', { error: errors.username?.message })}
              {...register('username')}
            />
          </Field>
          <Field id="password" label="Password" error={errors.password?.message}>
            <PasswordInput
              id="password"
              autoComplete="current-password"
              placeholder="Enter your password"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={describedBy('password', { error: errors.password?.message })}
              {...register('password')}
            />
          </Field>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Signing in...' : 'Sign In'}
          </Button>
        </fieldset>
      </form>
      <p className="mt-4 text-center text-sm">
        <Link to={STAFF_PATHS.forgotPassword} className="text-brand-800 underline">
          Forgot your password? Reset link
        </Link>
      </p>
    </div>
  );
}
