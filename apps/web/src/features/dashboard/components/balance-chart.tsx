import { formatDateTime, formatMoney, MOVEMENT_REASON_LABELS, type Movement } from '@liga/domain';
import { dashboardMessages as m } from '../messages';

const W = 320;
const H = 120;
const PAD = 4;
/** Room for this many bars at least, so one or two movements do not draw a wall. */
const MIN_SLOTS = 10;

/** Compact money for the axis: 12,5M, 800K. */
const short = (n: number) => {
  const abs = Math.abs(n);
  if (abs >= 1_000_000) return `${(n / 1_000_000).toFixed(abs >= 100_000_000 ? 0 : 1).replace('.', ',')}M`;
  if (abs >= 1000) return `${Math.round(n / 1000)}K`;
  return String(n);
};

/**
 * The balance after each of the latest movements, oldest on the left, as SVG bars: green where the
 * movement added money, red where it took it away. Each bar has its details in a <title>.
 */
export function BalanceChart({ movements, timeZone }: { movements: readonly Movement[]; timeZone: string }) {
  const rows = [...movements].reverse();
  if (rows.length === 0) return <p className="py-4 text-center text-sm text-stone-500">{m.chartEmpty}</p>;
  const max = Math.max(...rows.map((r) => r.balance_after), 1);
  const min = Math.min(0, ...rows.map((r) => r.balance_after));
  const span = max - min || 1;
  const slots = Math.max(rows.length, MIN_SLOTS);
  const slot = (W - PAD * 2) / slots;
  const bar = Math.max(4, slot * 0.7);
  // The newest bar sits at the right edge; missing slots stay empty on the left.
  const offset = slots - rows.length;
  const y = (v: number) => PAD + ((max - v) / span) * (H - PAD * 2);
  const zero = y(0);
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  return (
    <figure className="space-y-1">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`${m.chartTitle}: ${formatMoney(first.balance_after)} → ${formatMoney(last.balance_after)}`}
        className="h-28 w-full"
        preserveAspectRatio="none"
      >
        <line x1={0} x2={W} y1={zero} y2={zero} stroke="#d6d3d1" strokeWidth={1} />
        {rows.map((r, i) => {
          const top = Math.min(y(r.balance_after), zero);
          const height = Math.max(1, Math.abs(zero - y(r.balance_after)));
          return (
            <rect
              key={r.id}
              data-testid="balance-bar"
              x={PAD + (offset + i) * slot + (slot - bar) / 2}
              y={top}
              width={bar}
              height={height}
              rx={2}
              className={r.amount < 0 ? 'fill-red-400' : 'fill-emerald-600'}
            >
              <title>
                {`${formatDateTime(r.created_at, timeZone)} · ${MOVEMENT_REASON_LABELS[r.reason] ?? r.reason} · ${formatMoney(r.amount)} → ${formatMoney(r.balance_after)}`}
              </title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="space-y-0.5 text-xs text-stone-500">
        <span className="flex justify-between tabular-nums">
          <span>{short(first.balance_after)}</span>
          <span className="font-semibold text-stone-700">{short(last.balance_after)}</span>
        </span>
        <span className="block">{m.chartHint}</span>
      </figcaption>
    </figure>
  );
}
