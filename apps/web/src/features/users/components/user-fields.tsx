import { ROLES, roleLabel } from '@liga/domain';
import { InputField, SelectField } from '../../../components/ui/field';
import type { FieldGroupProps } from '../../../components/ui/password-fields';
import { usersMessages as m } from '../messages';

/** Name, email and role: editable by an Admin only. */
export function IdentityFields({ register, errors }: FieldGroupProps<'name' | 'email' | 'rol'>) {
  return (
    <>
      <InputField label={m.name} autoComplete="off" error={errors.name?.message} {...register('name')} />
      <InputField
        label={m.email}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <SelectField label={m.role} error={errors.rol?.message} {...register('rol')}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {roleLabel(r)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
