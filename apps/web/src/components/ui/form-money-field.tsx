import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { MoneyField, type MoneyFieldProps } from './money-field';

type Props<T extends FieldValues> = Omit<MoneyFieldProps, 'name' | 'value' | 'onValueChange' | 'onBlur'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/**
 * A MoneyField bound to a field of a react-hook-form form. An emptied input holds undefined rather
 * than NaN, so the form's schema answers with its message for a missing amount.
 */
export function FormMoneyField<T extends FieldValues>({ control, name, ...rest }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MoneyField
          {...rest}
          name={field.name}
          value={typeof field.value === 'number' ? field.value : null}
          onValueChange={(typed) => field.onChange(Number.isNaN(typed) ? undefined : typed)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
