import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldLabels } from '../../lib/messages';
import { usePasswordStrength } from '../../lib/password-strength';
import { InputField } from './field';

/** A form's `register` and `formState.errors`, narrowed to the fields one group of inputs reads. */
export interface FieldGroupProps<K extends string> {
  register: (name: K) => UseFormRegisterReturn;
  errors: Partial<Record<K, { message?: string | undefined } | undefined>>;
}

interface Props extends FieldGroupProps<'password' | 'password_confirmation'> {
  /** Under the password: why it may stay empty (an edit that keeps the password). */
  hint?: string;
}

/** A new password and its confirmation; the strength check loads when they show. */
export function PasswordFields({ register, hint, errors }: Props) {
  usePasswordStrength();
  return (
    <>
      <InputField
        label={fieldLabels.password}
        type="password"
        autoComplete="new-password"
        hint={hint}
        error={errors.password?.message}
        {...register('password')}
      />
      <InputField
        label={fieldLabels.passwordConfirmation}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
    </>
  );
}
