import { formatCurrency, formatCurrencyCompact } from '@liga/domain';
import { useIsPhone } from '../../../lib/use-media-query';

/**
 * A dashboard figure: on a phone the compact form reads at a glance ('196,0 M €') with the exact
 * amount under it; wider screens show the exact amount alone.
 */
export function Amount({
  value,
  testId,
  className = '',
}: {
  value: number;
  testId: string;
  className?: string;
}) {
  const phone = useIsPhone();
  // Under a thousand the compact form is the exact one: no second line repeating it.
  if (!phone || Math.abs(value) < 1000) {
    return (
      <p
        className={`mt-1 text-2xl font-extrabold tabular-nums sm:text-3xl ${className}`}
        data-testid={testId}
      >
        {formatCurrency(value)}
      </p>
    );
  }
  return (
    <>
      <p className={`mt-1 text-2xl font-extrabold tabular-nums ${className}`} aria-hidden="true">
        {formatCurrencyCompact(value)}
      </p>
      <p className="text-xs tabular-nums opacity-80" data-testid={testId}>
        {formatCurrency(value)}
      </p>
    </>
  );
}
