import type { LoginInput } from '@roca/contract';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { STAFF_PATHS } from '@roca/contract/staff-paths';
import { PasswordField, PendingButton, TextField, saveShowingFieldErrors } from '#web/components/ui/form-field';
import { useToast } from '#web/components/ui/toast';
import { errorMessage } from '#web/lib/api-client';
import { useSession } from '#web/lib/auth/session-provider';
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
  const field = { form, prefix: 'login' };

  // A refusal is told in a toast (docs/requirements.md, Staff sign-in), and under the field it names.
  const submit = saveShowingFieldErrors(form, async (credentials: LoginInput) => {
    try {
      const { firstName } = await signIn(credentials);
      toast({ title: 'Login successful', description: `Welcome back, ${firstName}!` });
    } catch (err) {
      toast({ title: 'Login failed', description: errorMessage(err), variant: 'destructive' });
      throw err;
    }
    await navigate(redirectTo, { replace: true });
  });

  return (
    <div className="mx-auto max-w-md rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-gray-900">Login</h1>
      <p className="mt-1 text-sm text-gray-700">Enter your credentials to access the admin panel</p>
      <form className="mt-6" noValidate onSubmit={form.handleSubmit(submit)}>
        <fieldset disabled={!hydrated} className="space-y-4">
          <TextField {...field} name="username" label="Username" autoComplete="username" placeholder="Enter your username" />
          <PasswordField {...field} name="password" label="Password" autoComplete="current-password" placeholder="Enter your password" />
          <PendingButton type="submit" className="w-full" pending={form.formState.isSubmitting} pendingLabel="Signing in...">
            Sign In
          </PendingButton>
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
