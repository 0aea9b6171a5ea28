import { zodResolver } from '@hookform/resolvers/zod';
import { CreateUserSchema, SIGNUP_ROLE } from '@liga/domain';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormMoneyField } from '../../../components/ui/form-money-field';
import { PasswordFields } from '../../../components/ui/password-fields';
import { ServerForm } from '../../../components/ui/server-form';
import { useServerSubmit } from '../../../lib/form-errors';
import { usersWithMessage } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useCreateUser } from '../api/create-user';
import { usersMessages as m } from '../messages';
import { IdentityFields } from './user-fields';

type Values = z.input<typeof CreateUserSchema>;
const FIELDS = ['name', 'email', 'rol', 'password', 'password_confirmation', 'profits'] as const;

export function UserCreateForm() {
  const { notify } = useSession();
  const navigate = useNavigate();
  const create = useCreateUser();
  const form = useForm<Values, unknown, z.output<typeof CreateUserSchema>>({
    resolver: zodResolver(CreateUserSchema),
    defaultValues: {
      name: '',
      email: '',
      rol: SIGNUP_ROLE,
      password: '',
      password_confirmation: '',
      profits: 0,
    },
  });
  const { register, formState, control } = form;
  const err = formState.errors;
  const submit = useServerSubmit(form, FIELDS, m.unexpected, async (values) => {
    await create.mutateAsync(values);
    notify(m.created);
    void navigate(usersWithMessage(m.created));
  });

  return (
    <ServerForm {...submit} submitLabel={m.create} busyLabel={m.saving}>
      <IdentityFields register={register} errors={err} />
      <PasswordFields register={register} errors={err} />
      <FormMoneyField control={control} name="profits" label={m.openingBudget} error={err.profits?.message} />
    </ServerForm>
  );
}
