import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateUserSchema, type UserEntry } from '@liga/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { applyServerErrors } from '../../../lib/form-errors';
import type { UpdateUserPayload } from '../api/update-user';
import { usersMessages as m } from '../messages';
import { BudgetAdjustmentFields } from './budget-adjustment-fields';
import { IdentityFields, PasswordFields } from './user-fields';
import { useSaveUser } from './use-save-user';

type Values = z.input<typeof UpdateUserSchema>;
type Parsed = z.output<typeof UpdateUserSchema>;
const FIELDS = [
  'name',
  'email',
  'rol',
  'password',
  'password_confirmation',
  'adjustment',
  'adjustment_note',
] as const;

const defaults = (u: UserEntry): Values => ({
  name: u.name,
  email: u.email ?? '',
  rol: u.rol,
  password: '',
  password_confirmation: '',
  adjustment: undefined,
  adjustment_note: '',
});

/** Only the fields this form edits go to the server (decision 033). */
function toPayload(v: Parsed): UpdateUserPayload {
  const p: UpdateUserPayload = { name: v.name, email: v.email, rol: v.rol };
  if (v.adjustment) {
    p.adjustment = v.adjustment;
    if (v.adjustment_note) p.adjustment_note = v.adjustment_note;
  }
  if (v.password) {
    p.password = v.password;
    p.password_confirmation = v.password_confirmation;
  }
  return p;
}

export function UserAdminEditForm({ user }: { user: UserEntry }) {
  const save = useSaveUser(user);
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset, control, setValue } = useForm<
    Values,
    unknown,
    Parsed
  >({
    resolver: zodResolver(UpdateUserSchema),
    defaultValues: defaults(user),
  });
  const err = formState.errors;
  const adjustment = useWatch({ control, name: 'adjustment' });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const saved = await save(toPayload(values));
      reset(defaults(saved ?? user));
    } catch (e) {
      setAlert(applyServerErrors(e, setError, FIELDS, m.unexpected));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {alert ? <Alert>{alert}</Alert> : null}
      <IdentityFields register={register} errors={err} />
      <PasswordFields optional register={register} errors={err} />
      <BudgetAdjustmentFields
        current={user.profits ?? 0}
        adjustment={adjustment}
        onAdjustment={(v) => setValue('adjustment', v, { shouldDirty: true })}
        noteField={register('adjustment_note')}
        errors={{ adjustment: err.adjustment?.message, adjustment_note: err.adjustment_note?.message }}
      />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? m.saving : m.save}
      </Button>
    </form>
  );
}
