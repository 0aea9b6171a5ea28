import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { preloadLoginRules, validateLogin, type LoginErrors } from '../lib/validate-login';
import { authMessages as m } from '../messages';

/**
 * The first screen most visitors load, so it carries no form library: two plain inputs, the domain's
 * rules (zod) fetched when a field first takes focus, and the server's answer in an alert.
 */
export function LoginPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [alert, setAlert] = useState<string | null>(null);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setAlert(null);
    setSubmitting(true);
    try {
      const checked = await validateLogin({
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      setErrors(checked.errors ?? {});
      if (!checked.values) return;
      const auth = await loginMutation.mutateAsync(checked.values);
      signIn(auth);
      void navigate(paths.dashboard, { replace: true });
    } catch (e) {
      // On 422 the response message is shown in an alert.
      setAlert(isApiError(e) ? e.message : m.unexpected);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={m.loginTitle} link={{ to: paths.signup, label: m.toSignup }}>
      <form
        onSubmit={(event) => void onSubmit(event)}
        // The rules load while the person types, not with the first screen.
        onFocus={preloadLoginRules}
        noValidate
        className="space-y-4"
      >
        {alert ? <Alert>{alert}</Alert> : null}
        <InputField label={m.email} name="email" type="email" autoComplete="email" error={errors.email} />
        <InputField
          label={m.password}
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? m.loginSending : m.loginButton}
        </Button>
      </form>
    </AuthCard>
  );
}
