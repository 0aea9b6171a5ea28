import {
  formatCurrency,
  formatCurrencyCompact,
  formatDateTimeShort,
  MOVEMENT_REASON_LABELS,
  type Movement,
} from '@liga/domain';
import { chartScale } from '../../../lib/chart-scale';
import { dashboardMessages as m } from '../messages';

const W = 300;
const H = 100;

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
    <figure className="space-y-1">
      <div className="flex gap-2">
        {/* The axis' labels are HTML so they stay crisp while the plot stretches to the card. */}
        <div
          className="relative w-16 shrink-0 text-right text-[11px] text-stone-500 tabular-nums"
          aria-hidden="true"
        >
          {ticks.map((t) => (
            <span
              key={t}
              data-testid="chart-tick"
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
            {rows.length > 1 ? (
              <>
                <path d={`${line} L${W},${H} L0,${H} Z`} className="fill-emerald-600/10" />
                <path
                  d={line}
                  fill="none"
                  stroke="#047857"
                  strokeWidth={2}
                  strokeLinejoin="round"
                  vectorEffect="non-scaling-stroke"
                />
              </>
            ) : null}
          </svg>
          {/* Points as HTML dots: round at any width (an SVG circle would stretch with the plot). */}
          {rows.map((r, i) => (
            <span
              key={r.id}
              data-testid="balance-point"
              title={describe(r, timeZone)}
              aria-hidden="true"
              className={`absolute h-2.5 w-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full ring-2 ring-white ${r.amount < 0 ? 'bg-red-500' : 'bg-emerald-600'}`}
              style={{ left: `${(x(i) / W) * 100}%`, top: `${(y(r.balance_after) / H) * 100}%` }}
            />
          ))}
        </div>
      </div>
      <figcaption className="space-y-0.5 pl-[4.5rem] text-xs text-stone-500">
        <span className="flex justify-between gap-2 tabular-nums">
          <span>{formatDateTimeShort(first.created_at, timeZone).slice(0, 10)}</span>
          <span>{formatDateTimeShort(last.created_at, timeZone).slice(0, 10)}</span>
        </span>
        <span className="block">{m.chartHint}</span>
      </figcaption>
    </figure>
  );
}
