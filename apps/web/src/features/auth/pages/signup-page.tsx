import { zodResolver } from '@hookform/resolvers/zod';
import { SignupSchema, type SignupInput } from '@liga/domain';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { InputField } from '../../../components/ui/field';
import { PasswordFields } from '../../../components/ui/password-fields';
import { ServerForm } from '../../../components/ui/server-form';
import { useServerSubmit } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useSignup } from '../api/signup';
import { AuthCard } from '../components/auth-card';
import { authMessages as m } from '../messages';

const FIELDS = ['name', 'email', 'password', 'password_confirmation'] as const;

export function SignupPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const signupMutation = useSignup();
  const form = useForm<SignupInput>({
    resolver: zodResolver(SignupSchema),
    defaultValues: { name: '', email: '', password: '', password_confirmation: '' },
  });
  const { register, formState } = form;
  const err = formState.errors;
  // On 422 the first message of each field goes under that field.
  const submit = useServerSubmit(form, FIELDS, m.unexpected, async (values) => {
    signIn(await signupMutation.mutateAsync(values));
    void navigate(paths.dashboard, { replace: true });
  });

  return (
    <AuthCard title={m.signupTitle} link={{ to: paths.login, label: m.toLogin }}>
      <ServerForm
        {...submit}
        submitLabel={m.signupButton}
        busyLabel={m.signupSending}
        submitClassName="w-full"
      >
        <InputField label={m.name} autoComplete="username" error={err.name?.message} {...register('name')} />
        <InputField
          label={m.email}
          type="email"
          autoComplete="email"
          error={err.email?.message}
          {...register('email')}
        />
        <PasswordFields register={register} errors={err} />
      </ServerForm>
    </AuthCard>
  );
}
