import { formatCurrency, formatCurrencyCompact, formatDateTimeShort, type ValuePoint } from '@liga/domain';
import { chartScale } from '../../../../lib/chart-scale';
import { playerProfileMessages as m } from './messages';

const W = 300;
const H = 100;

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
    <figure className="space-y-1">
      <div className="flex gap-2">
        <div
          className="relative w-16 shrink-0 text-right text-[11px] text-stone-500 tabular-nums"
          aria-hidden="true"
        >
          {ticks.map((t) => (
            <span
              key={t}
              className="absolute right-0 -translate-y-1/2 whitespace-nowrap"
              style={{ top: `${(y(t) / H) * 100}%` }}
            >
              {formatCurrencyCompact(t)}
            </span>
          ))}
        </div>
        <div className="relative h-32 min-w-0 flex-1 sm:h-40">
          <svg
            viewBox={`0 0 ${W} ${H}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={summary}
            className="h-full w-full overflow-visible"
          >
            {ticks.map((t) => (
              <line
                key={t}
                x1={0}
                x2={W}
                y1={y(t)}
                y2={y(t)}
                stroke="#e7e5e4"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            <path d={`${line} L${W},${H} L${x(first.at)},${H} Z`} className="fill-emerald-600/10" />
            <path
              d={line}
              fill="none"
              stroke="#047857"
              strokeWidth={2}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          {history.map((p, i) => (
            <span
              key={`v${i}`}
              data-testid="value-point"
              title={`${day(p.at, timeZone)} · ${formatCurrency(p.value)}`}
              aria-hidden="true"
              className="absolute h-2.5 w-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-emerald-600 ring-2 ring-white"
              style={{ left: `${(x(p.at) / W) * 100}%`, top: `${(y(p.value) / H) * 100}%` }}
            />
          ))}
          {prices.map((p, i) => (
            <span
              key={`p${i}`}
              data-testid="price-point"
              title={`${day(p.at, timeZone)} · ${p.label} · ${formatCurrency(p.amount)}`}
              aria-hidden="true"
              className="absolute h-2.5 w-2.5 -translate-x-1/2 -translate-y-1/2 rotate-45 bg-amber-500 ring-2 ring-white"
              style={{ left: `${(x(p.at) / W) * 100}%`, top: `${(y(p.amount) / H) * 100}%` }}
            />
          ))}
        </div>
      </div>
      <figcaption className="space-y-0.5 pl-[4.5rem] text-xs text-stone-500">
        <span className="flex justify-between gap-2 tabular-nums">
          <span>{day(new Date(t0).toISOString(), timeZone)}</span>
          <span>{day(new Date(t1).toISOString(), timeZone)}</span>
        </span>
        <span className="block">{prices.length > 0 ? m.chartHintPrices : m.chartHint}</span>
      </figcaption>
    </figure>
  );
}
