import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateUserSchema, type UserEntry } from '@liga/domain';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordFields } from '../../../components/ui/password-fields';
import { ServerForm } from '../../../components/ui/server-form';
import { useServerSubmit } from '../../../lib/form-errors';
import type { UpdateUserPayload } from '../api/update-user';
import { usersMessages as m } from '../messages';
import { BudgetAdjustmentFields } from './budget-adjustment-fields';
import { IdentityFields } from './user-fields';
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
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(UpdateUserSchema),
    defaultValues: defaults(user),
  });
  const { register, formState, reset, control, setValue } = form;
  const err = formState.errors;
  const adjustment = useWatch({ control, name: 'adjustment' });
  const submit = useServerSubmit(form, FIELDS, m.unexpected, async (values) => {
    const saved = await save(toPayload(values));
    reset(defaults(saved ?? user));
  });

  return (
    <ServerForm {...submit} submitLabel={m.save} busyLabel={m.saving}>
      <IdentityFields register={register} errors={err} />
      <PasswordFields hint={m.passwordOptional} register={register} errors={err} />
      <BudgetAdjustmentFields
        current={user.profits ?? 0}
        adjustment={adjustment}
        onAdjustment={(v) => setValue('adjustment', v, { shouldDirty: true })}
        noteField={register('adjustment_note')}
        errors={{ adjustment: err.adjustment?.message, adjustment_note: err.adjustment_note?.message }}
      />
    </ServerForm>
  );
}
