import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from '../../../components/ui/field';
import { betsMessages as m } from '../messages';

interface Props<K extends string> {
  /** Each odd's field and label, in the order shown. */
  odds: ReadonlyArray<readonly [K, string]>;
  register: (name: K) => UseFormRegisterReturn;
  errors: Partial<Record<K, { message?: string | undefined } | undefined>>;
  className: string;
}

/** A bet form's odds, typed as the server reads them (x.xx). */
export function OddFields<K extends string>({ odds, register, errors, className }: Props<K>) {
  return (
    <div className={className}>
      {odds.map(([field, label]) => (
        <InputField
          key={field}
          label={label}
          inputMode="decimal"
          placeholder="x.xx"
          hint={m.oddHint}
          error={errors[field]?.message}
          {...register(field)}
        />
      ))}
    </div>
  );
}
