import { ROLES, roleLabel } from '@liga/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField, SelectField } from '../../../components/ui/field';
import { usePasswordStrength } from '../../../lib/password-strength';
import { usersMessages as m } from '../messages';

type Reg = UseFormRegisterReturn;

interface IdentityProps {
  name: Reg;
  email: Reg;
  rol: Reg;
  errors: { name?: string | undefined; email?: string | undefined; rol?: string | undefined };
}

/** Name, email and role: editable by an Admin only. */
export function IdentityFields({ name, email, rol, errors }: IdentityProps) {
  return (
    <>
      <InputField label={m.name} autoComplete="off" error={errors.name} {...name} />
      <InputField label={m.email} type="email" autoComplete="off" error={errors.email} {...email} />
      <SelectField label={m.role} error={errors.rol} {...rol}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {roleLabel(r)}
          </option>
        ))}
      </SelectField>
    </>
  );
}

interface PasswordProps {
  password: Reg;
  confirmation: Reg;
  optional?: boolean;
  errors: { password?: string | undefined; password_confirmation?: string | undefined };
}

export function PasswordFields({ password, confirmation, optional, errors }: PasswordProps) {
  usePasswordStrength();
  return (
    <>
      <InputField
        label={m.password}
        type="password"
        autoComplete="new-password"
        hint={optional ? m.passwordOptional : undefined}
        error={errors.password}
        {...password}
      />
      <InputField
        label={m.passwordConfirmation}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation}
        {...confirmation}
      />
    </>
  );
}
