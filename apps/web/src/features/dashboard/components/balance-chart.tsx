import { formatCurrency, formatDateTimeShort, MOVEMENT_REASON_LABELS, type Movement } from '@liga/domain';
import { CHART_H as H, CHART_W as W, chartPoint, MoneyChart } from '../../../components/ui/money-chart';
import { chartScale } from '../../../lib/chart-scale';
import { dashboardMessages as m } from '../messages';

const describe = (r: Movement, timeZone: string) =>
  `${formatDateTimeShort(r.created_at, timeZone)} · ${MOVEMENT_REASON_LABELS[r.reason] ?? r.reason} · ${formatCurrency(r.amount)} → ${formatCurrency(r.balance_after)}`;

/**
 * The balance after each of the latest movements, oldest on the left, as a line over a shaded area on
 * an axis that starts near the lowest balance, labelled in compact amounts. Each point is green where
 * the movement added money and red where it took it away, with its details on hover; screen readers
 * get the range in words (the movements table below has every row).
 */
export function BalanceChart({ movements, timeZone }: { movements: readonly Movement[]; timeZone: string }) {
  const rows = [...movements].reverse();
  if (rows.length === 0) return <p className="py-4 text-center text-sm text-stone-500">{m.chartEmpty}</p>;
  const values = rows.map((r) => r.balance_after);
  const { lo, hi, ticks } = chartScale(values);
  const x = (i: number) => (rows.length === 1 ? W / 2 : (i / (rows.length - 1)) * W);
  const y = (v: number) => ((hi - v) / (hi - lo)) * H;
  const line = rows.map((r, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(r.balance_after)}`).join(' ');
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  const summary = m.chartSummary(
    formatCurrency(first.balance_after),
    formatCurrency(last.balance_after),
    formatCurrency(Math.min(...values)),
    formatCurrency(Math.max(...values)),
    rows.length,
  );

  return (
    <MoneyChart
      ticks={ticks}
      y={y}
      line={rows.length > 1 ? line : null}
      summary={summary}
      from={formatDateTimeShort(first.created_at, timeZone).slice(0, 10)}
      to={formatDateTimeShort(last.created_at, timeZone).slice(0, 10)}
      hint={m.chartHint}
    >
      {rows.map((r, i) => (
        <span
          key={r.id}
          data-testid="balance-point"
          title={describe(r, timeZone)}
          aria-hidden="true"
          className={`absolute h-2.5 w-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full ring-2 ring-white ${r.amount < 0 ? 'bg-red-500' : 'bg-emerald-600'}`}
          style={chartPoint(x(i), y(r.balance_after))}
        />
      ))}
    </MoneyChart>
  );
}
