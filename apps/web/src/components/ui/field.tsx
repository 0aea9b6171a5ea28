import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';

export const controlClass =
  'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm ' +
  'focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30 ' +
  'aria-invalid:border-red-500 read-only:bg-stone-100';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

/** Label, control and the first error of the field underneath. */
export function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {label}
      </label>
      {children}
      {hint && !error ? <p className="text-xs text-stone-500">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A control's id (the given one, or one of its own) and its link to the error FieldShell shows under
 * it, so that a screen reader reads the error with the control.
 */
export function useControlIds(id: string | undefined, error: string | undefined) {
  const auto = useId();
  const fid = id ?? auto;
  return {
    id: fid,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${fid}-error` : undefined,
  } as const;
}

type InputFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function InputField({ label, error, hint, id, className = '', ...rest }: InputFieldProps) {
  const control = useControlIds(id, error);
  return (
    <FieldShell id={control.id} label={label} error={error} hint={hint}>
      <input {...control} className={`${controlClass} ${className}`} {...rest} />
    </FieldShell>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({ label, error, id, children, className = '', ...rest }: SelectFieldProps) {
  const control = useControlIds(id, error);
  return (
    <FieldShell id={control.id} label={label} error={error}>
      <select {...control} className={`${controlClass} ${className}`} {...rest}>
        {children}
      </select>
    </FieldShell>
  );
}

/** A whole number: the numeric keyboard on phones, steps of 1 unless told otherwise. */
export function NumberField({ step = 1, ...rest }: InputFieldProps) {
  return <InputField type="number" inputMode="numeric" step={step} {...rest} />;
}

interface Choice {
  id: number | string;
  name: string;
}
type ChoiceFieldProps<T extends Choice> = SelectFieldProps & {
  choices: readonly T[];
  /** The empty first option ('Elegí...'): nothing chosen yet. Absent: one of the choices is always chosen. */
  placeholder?: string;
  labelOf?: (choice: T) => string;
};

/** A select over records with an id and a name (teams, tournaments, players), after an empty choice if any. */
export function ChoiceField<T extends Choice>({
  choices,
  placeholder,
  labelOf = (c) => c.name,
  ...rest
}: ChoiceFieldProps<T>) {
  return (
    <SelectField {...rest}>
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {choices.map((c) => (
        <option key={c.id} value={String(c.id)}>
          {labelOf(c)}
        </option>
      ))}
    </SelectField>
  );
}
