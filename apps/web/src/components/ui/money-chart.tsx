import type { ReactNode } from 'react';
import { formatCurrencyCompact } from '@liga/domain';

/** The plot's own units: the SVG stretches to the card, so callers map their data onto W × H. */
export const CHART_W = 300;
export const CHART_H = 100;

/** Where a point sits over the stretched plot, as CSS percentages. */
export const chartPoint = (x: number, y: number) => ({
  left: `${(x / CHART_W) * 100}%`,
  top: `${(y / CHART_H) * 100}%`,
});

/**
 * An amount over time, as the budget and a player's value are drawn: the axis' labels in HTML (crisp
 * while the plot stretches), grid lines on the ticks, a line over a shaded area, and the caller's
 * points as HTML dots (round at any width, where an SVG circle would stretch with the plot). Screen
 * readers get `summary` in words.
 */
export function MoneyChart({
  ticks,
  y,
  line,
  areaFrom = 0,
  summary,
  from,
  to,
  hint,
  children,
}: {
  ticks: readonly number[];
  /** The amount's height on the plot (0 at the top, CHART_H at the bottom). */
  y: (amount: number) => number;
  /** The path of the line (`M… L…`), or null when there is nothing to join. */
  line: string | null;
  /** Where the shaded area starts on the x axis. */
  areaFrom?: number;
  summary: string;
  from: string;
  to: string;
  hint: string;
  children: ReactNode;
}) {
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
              data-testid="chart-tick"
              className="absolute right-0 -translate-y-1/2 whitespace-nowrap"
              style={{ top: `${(y(t) / CHART_H) * 100}%` }}
            >
              {formatCurrencyCompact(t)}
            </span>
          ))}
        </div>
        <div className="relative h-32 min-w-0 flex-1 sm:h-40">
          <svg
            viewBox={`0 0 ${CHART_W} ${CHART_H}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={summary}
            className="h-full w-full overflow-visible"
          >
            {ticks.map((t) => (
              <line
                key={t}
                x1={0}
                x2={CHART_W}
                y1={y(t)}
                y2={y(t)}
                stroke="#e7e5e4"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {line ? (
              <>
                <path
                  d={`${line} L${CHART_W},${CHART_H} L${areaFrom},${CHART_H} Z`}
                  className="fill-emerald-600/10"
                />
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
          {children}
        </div>
      </div>
      <figcaption className="space-y-0.5 pl-[4.5rem] text-xs text-stone-500">
        <span className="flex justify-between gap-2 tabular-nums">
          <span>{from}</span>
          <span>{to}</span>
        </span>
        <span className="block">{hint}</span>
      </figcaption>
    </figure>
  );
}
