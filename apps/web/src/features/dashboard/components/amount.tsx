import { CURRENCY, formatCurrencyCompact, formatMoney } from '@liga/domain';
import { useIsPhone } from '../../../lib/use-media-query';

/** The exact amount with its mark; the test id marks the number alone, as other flows read it. */
function Exact({ value, testId }: { value: number; testId: string }) {
  return (
    <>
      <span data-testid={testId}>{formatMoney(value)}</span> {CURRENCY}
    </>
  );
}

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
      <p className={`mt-1 text-2xl font-extrabold tabular-nums sm:text-3xl ${className}`}>
        <Exact value={value} testId={testId} />
      </p>
    );
  }
  return (
    <>
      <p className={`mt-1 text-2xl font-extrabold tabular-nums ${className}`} aria-hidden="true">
        {formatCurrencyCompact(value)}
      </p>
      <p className="text-xs tabular-nums opacity-80">
        <Exact value={value} testId={testId} />
      </p>
    </>
  );
}
