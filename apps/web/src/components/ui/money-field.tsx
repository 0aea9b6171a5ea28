import { CURRENCY, formatMoney, parseMoneyInput } from '@liga/domain';
import {
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { FieldShell, controlClass, useControlIds } from './field';

export type MoneyFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
> & {
  label: string;
  /** The amount in whole units; null or NaN shows an empty input. */
  value: number | null | undefined;
  /** Called on every keystroke with the amount typed, NaN while the input is empty. */
  onValueChange: (value: number) => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** Budget adjustments may take money away: a leading '-' is kept. */
  allowNegative?: boolean;
};

const show = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? '' : formatMoney(value);

/** Where the caret goes after reformatting: just after the same number of digits as before. */
function caretAfterDigits(text: string, digits: number): number {
  if (digits === 0) return text.startsWith('-') ? 1 : 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text[i] ?? '') && ++seen === digits) return i + 1;
  }
  return text.length;
}

/**
 * A money input formatted as it is typed ('1.500.000' with the € mark beside it) on the phone's
 * numeric keyboard. It keeps its own text so that a lone '-' or a cleared input survives a render,
 * and follows the value from outside when that changes to something else (a reset, a slider).
 */
export function MoneyField({
  label,
  value,
  onValueChange,
  error,
  hint,
  allowNegative = false,
  id,
  className = '',
  ...rest
}: MoneyFieldProps) {
  const control = useControlIds(id, error);
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const [text, setText] = useState(() => show(value));

  // An outside change of the value (a reset, a slider) replaces the text, adjusted while rendering
  // as React recommends; the text's own edits already match the value they reported.
  const [shownValue, setShownValue] = useState(value);
  if (!Object.is(shownValue, value)) {
    setShownValue(value);
    const typed = parseMoneyInput(text);
    const same = Number.isNaN(typed) ? !Number.isFinite(value ?? Number.NaN) : typed === value;
    if (!same) setText(show(value));
  }

  useLayoutEffect(() => {
    if (caret.current === null || !input.current || document.activeElement !== input.current) return;
    const at = caretAfterDigits(text, caret.current);
    input.current.setSelectionRange(at, at);
    caret.current = null;
  }, [text]);

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const raw = e.target.value;
    const digitsBefore = raw.slice(0, e.target.selectionStart ?? raw.length).replace(/\D/g, '').length;
    const negative = allowNegative && raw.trim().startsWith('-');
    const digits = raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
    const next = (negative ? '-' : '') + (digits ? formatMoney(Number(digits)) : '');
    caret.current = digitsBefore;
    setText(next);
    onValueChange(digits ? Number(negative ? `-${digits}` : digits) : Number.NaN);
  };

  return (
    <FieldShell id={control.id} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          ref={input}
          {...control}
          type="text"
          inputMode={allowNegative ? 'text' : 'numeric'}
          autoComplete="off"
          className={`${controlClass} pr-8 text-right tabular-nums ${className}`}
          value={text}
          onChange={onChange}
          {...rest}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-stone-500"
        >
          {CURRENCY}
        </span>
      </div>
    </FieldShell>
  );
}
