import { formatCurrency, HIDDEN_LABEL } from '@liga/domain';

/** An offer amount, or 'Oculto' while the server withholds it (docs/rules.md §4.3). */
export function SealedMoney({
  value,
  className = '',
}: {
  value: number | null | undefined;
  className?: string;
}) {
  if (value === null || value === undefined)
    return <span className={`text-stone-500 italic ${className}`}>{HIDDEN_LABEL}</span>;
  return <span className={`tabular-nums ${className}`}>{formatCurrency(value)}</span>;
}
