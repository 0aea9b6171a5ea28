import { zodResolver } from '@hookform/resolvers/zod';
import { SignupSchema, type SignupInput } from '@liga/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { applyServerErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { usePasswordStrength } from '../../../lib/password-strength';
import { useSession } from '../../../lib/session';
import { useSignup } from '../api/signup';
import { AuthCard } from '../components/auth-card';
import { authMessages as m } from '../messages';

const FIELDS = ['name', 'email', 'password', 'password_confirmation'] as const;

export function SignupPage() {
  usePasswordStrength();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const signupMutation = useSignup();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<SignupInput>({
    resolver: zodResolver(SignupSchema),
    defaultValues: { name: '', email: '', password: '', password_confirmation: '' },
  });
  const err = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const auth = await signupMutation.mutateAsync(values);
      signIn(auth);
      void navigate(paths.dashboard, { replace: true });
    } catch (e) {
      // On 422 the first message of each field goes under that field.
      setAlert(applyServerErrors(e, setError, FIELDS, m.unexpected));
    }
  });

  return (
    <AuthCard title={m.signupTitle}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {alert ? <Alert>{alert}</Alert> : null}
        <InputField label={m.name} autoComplete="username" error={err.name?.message} {...register('name')} />
        <InputField
          label={m.email}
          type="email"
          autoComplete="email"
          error={err.email?.message}
          {...register('email')}
        />
        <InputField
          label={m.password}
          type="password"
          autoComplete="new-password"
          error={err.password?.message}
          {...register('password')}
        />
        <InputField
          label={m.passwordConfirmation}
          type="password"
          autoComplete="new-password"
          error={err.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? m.signupSending : m.signupButton}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login} className="font-medium text-emerald-700 hover:underline">
          {m.toLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
