import { zodResolver } from '@hookform/resolvers/zod';
import type { UserEntry } from '@liga/domain';
import { useForm } from 'react-hook-form';
import { PasswordFields } from '../../../components/ui/password-fields';
import { ServerForm } from '../../../components/ui/server-form';
import { useServerSubmit } from '../../../lib/form-errors';
import { usersMessages as m } from '../messages';
import { ChangePasswordSchema, type ChangePasswordInput } from '../schemas';
import { ReadOnlyInfo } from './read-only-info';
import { useSaveUser } from './use-save-user';

const FIELDS = ['password', 'password_confirmation'] as const;
const EMPTY: ChangePasswordInput = { password: '', password_confirmation: '' };

/** A non-admin on their own profile: password and confirmation only. */
export function UserPasswordForm({ user }: { user: UserEntry }) {
  const save = useSaveUser(user);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: EMPTY,
  });
  const submit = useServerSubmit(form, FIELDS, m.unexpected, async (values) => {
    await save({ password: values.password, password_confirmation: values.password_confirmation });
    form.reset(EMPTY);
  });

  return (
    <div className="space-y-5">
      <ReadOnlyInfo user={user} />
      <ServerForm {...submit} submitLabel={m.save} busyLabel={m.saving}>
        <PasswordFields register={form.register} errors={form.formState.errors} />
      </ServerForm>
    </div>
  );
}
