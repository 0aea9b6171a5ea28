import { formatCurrency, formatDateTimeShort, type ValuePoint } from '@liga/domain';
import { CHART_H as H, CHART_W as W, chartPoint, MoneyChart } from '../../../../components/ui/money-chart';
import { chartScale } from '../../../../lib/chart-scale';
import { playerProfileMessages as m } from './messages';

/** A price the market paid for the player (a confirmed clause's total, an auction's winning bid). */
export interface PaidPrice {
  at: string;
  amount: number;
  label: string;
}

const day = (iso: string, timeZone: string) => formatDateTimeShort(iso, timeZone).slice(0, 10);

/**
 * The player's value over time, drawn like the dashboard's budget chart (the same axis from
 * lib/chart-scale, HTML labels and dots over a stretched SVG): a step line, as a value holds until
 * staff change it, and amber dots where the market paid for him. Screen readers get it in words.
 */
export function ValueChart({
  history,
  prices,
  timeZone,
}: {
  history: readonly ValuePoint[];
  prices: readonly PaidPrice[];
  timeZone: string;
}) {
  if (history.length === 0) return <p className="py-4 text-center text-sm text-stone-500">{m.chartEmpty}</p>;
  const time = (iso: string) => new Date(iso).getTime();
  const times = [...history.map((p) => time(p.at)), ...prices.map((p) => time(p.at))];
  const t0 = Math.min(...times);
  const t1 = Math.max(...times);
  const x = (iso: string) => (t1 === t0 ? 0 : ((time(iso) - t0) / (t1 - t0)) * W);
  const values = [...history.map((p) => p.value), ...prices.map((p) => p.amount)];
  const { lo, hi, ticks } = chartScale(values);
  const y = (v: number) => ((hi - v) / (hi - lo)) * H;
  const first = history[0]!;
  const last = history[history.length - 1]!;
  const steps = history
    .map((p, i) => (i === 0 ? `M${x(p.at)},${y(p.value)}` : `H${x(p.at)} V${y(p.value)}`))
    .join(' ');
  const line = `${steps} H${W}`;
  const summary = m.chartSummary(
    formatCurrency(first.value),
    formatCurrency(last.value),
    history.length - 1,
    prices.length,
  );

  return (
    <MoneyChart
      ticks={ticks}
      y={y}
      line={line}
      areaFrom={x(first.at)}
      summary={summary}
      from={day(new Date(t0).toISOString(), timeZone)}
      to={day(new Date(t1).toISOString(), timeZone)}
      hint={prices.length > 0 ? m.chartHintPrices : m.chartHint}
    >
      {history.map((p, i) => (
        <span
          key={`v${i}`}
          data-testid="value-point"
          title={`${day(p.at, timeZone)} · ${formatCurrency(p.value)}`}
          aria-hidden="true"
          className="absolute h-2.5 w-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-emerald-600 ring-2 ring-white"
          style={chartPoint(x(p.at), y(p.value))}
        />
      ))}
      {prices.map((p, i) => (
        <span
          key={`p${i}`}
          data-testid="price-point"
          title={`${day(p.at, timeZone)} · ${p.label} · ${formatCurrency(p.amount)}`}
          aria-hidden="true"
          className="absolute h-2.5 w-2.5 -translate-x-1/2 -translate-y-1/2 rotate-45 bg-amber-500 ring-2 ring-white"
          style={chartPoint(x(p.at), y(p.amount))}
        />
      ))}
    </MoneyChart>
  );
}
