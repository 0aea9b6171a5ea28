import { ROLES, roleLabel } from '@liga/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField, SelectField } from '../../../components/ui/field';
import { usePasswordStrength } from '../../../lib/password-strength';
import { usersMessages as m } from '../messages';

/** A form's `register` and `formState.errors`, narrowed to the fields one group of inputs reads. */
interface FieldGroupProps<K extends string> {
  register: (name: K) => UseFormRegisterReturn;
  errors: Partial<Record<K, { message?: string | undefined } | undefined>>;
}

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

interface PasswordProps extends FieldGroupProps<'password' | 'password_confirmation'> {
  optional?: boolean;
}

export function PasswordFields({ register, optional, errors }: PasswordProps) {
  usePasswordStrength();
  return (
    <>
      <InputField
        label={m.password}
        type="password"
        autoComplete="new-password"
        hint={optional ? m.passwordOptional : undefined}
        error={errors.password?.message}
        {...register('password')}
      />
      <InputField
        label={m.passwordConfirmation}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
    </>
  );
}
