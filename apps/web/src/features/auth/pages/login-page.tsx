import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema, type LoginInput } from '@liga/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { authMessages as m } from '../messages';

export function LoginPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const auth = await loginMutation.mutateAsync(values);
      signIn(auth);
      void navigate(paths.dashboard, { replace: true });
    } catch (e) {
      // Spec 01 §5: on 422 the response message is shown in an alert.
      setAlert(isApiError(e) ? e.message : m.unexpected);
    }
  });

  return (
    <AuthCard title={m.loginTitle}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {alert ? <Alert>{alert}</Alert> : null}
        <InputField
          label={m.email}
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <InputField
          label={m.password}
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? m.loginSending : m.loginButton}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to={paths.signup} className="font-medium text-emerald-700 hover:underline">
          {m.toSignup}
        </Link>
      </p>
    </AuthCard>
  );
}
