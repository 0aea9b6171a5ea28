import { zodResolver } from '@hookform/resolvers/zod';
import { CreateUserSchema, SIGNUP_ROLE } from '@liga/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { MoneyField } from '../../../components/ui/money-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { usersWithMessage } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useCreateUser } from '../api/create-user';
import { usersMessages as m } from '../messages';
import { IdentityFields, PasswordFields } from './user-fields';

type Values = z.input<typeof CreateUserSchema>;
const FIELDS = ['name', 'email', 'rol', 'password', 'password_confirmation', 'profits'] as const;

export function UserCreateForm() {
  const { notify } = useSession();
  const navigate = useNavigate();
  const create = useCreateUser();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, control } = useForm<
    Values,
    unknown,
    z.output<typeof CreateUserSchema>
  >({
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
  const err = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await create.mutateAsync(values);
      notify(m.created);
      void navigate(usersWithMessage(m.created));
    } catch (e) {
      setAlert(applyServerErrors(e, setError, FIELDS, m.unexpected));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {alert ? <Alert>{alert}</Alert> : null}
      <IdentityFields register={register} errors={err} />
      <PasswordFields register={register} errors={err} />
      <Controller
        control={control}
        name="profits"
        render={({ field }) => (
          <MoneyField
            label={m.openingBudget}
            name={field.name}
            value={typeof field.value === 'number' ? field.value : undefined}
            onValueChange={(v) => field.onChange(Number.isNaN(v) ? undefined : v)}
            onBlur={field.onBlur}
            error={err.profits?.message}
          />
        )}
      />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? m.saving : m.create}
      </Button>
    </form>
  );
}
