import { zodResolver } from '@hookform/resolvers/zod';
import type { UserEntry } from '@liga/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { applyServerErrors } from '../../../lib/form-errors';
import { usersMessages as m } from '../messages';
import { ChangePasswordSchema, type ChangePasswordInput } from '../schemas';
import { ReadOnlyInfo } from './read-only-info';
import { PasswordFields } from './user-fields';
import { useSaveUser } from './use-save-user';

const FIELDS = ['password', 'password_confirmation'] as const;
const EMPTY: ChangePasswordInput = { password: '', password_confirmation: '' };

/** A non-admin on their own profile: password and confirmation only. */
export function UserPasswordForm({ user }: { user: UserEntry }) {
  const save = useSaveUser(user);
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: EMPTY,
  });
  const err = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await save({ password: values.password, password_confirmation: values.password_confirmation });
      reset(EMPTY);
    } catch (e) {
      setAlert(applyServerErrors(e, setError, FIELDS, m.unexpected));
    }
  });

  return (
    <div className="space-y-5">
      <ReadOnlyInfo user={user} />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {alert ? <Alert>{alert}</Alert> : null}
        <PasswordFields register={register} errors={err} />
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? m.saving : m.save}
        </Button>
      </form>
    </div>
  );
}
