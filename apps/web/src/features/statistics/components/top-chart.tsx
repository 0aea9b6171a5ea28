import { type TopEntry, truncate } from '@liga/domain';
import { statisticsMessages as m } from '../messages';

const WIDTH = 320;
const ROW = 20;
const LABEL = 110;
const VALUE = 26;

/** Horizontal bars beside each top list; the list itself carries the numbers for screen readers. */
export function TopChart({ title, entries }: { title: string; entries: TopEntry[] }) {
  const max = Math.max(1, ...entries.map((e) => e.value));
  const height = Math.max(1, entries.length) * ROW;
  const bar = (value: number) => (value / max) * (WIDTH - LABEL - VALUE);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-label={m.chartLabel(title)}
      className="h-auto w-full max-w-md justify-self-center"
    >
      {entries.map((e, i) => {
        const y = i * ROW;
        const w = bar(e.value);
        return (
          <g key={`${e.player.id}-${i}`}>
            <title>{`${e.player.name} (${e.team.name}): ${e.value}`}</title>
            <text
              x={LABEL - 6}
              y={y + ROW / 2}
              textAnchor="end"
              dominantBaseline="central"
              fontSize={10}
              fill="#44403c"
            >
              {truncate(e.player.name, 18)}
            </text>
            <rect
              x={LABEL}
              y={y + 3}
              width={Math.max(w, 1)}
              height={ROW - 6}
              rx={2}
              fill={i === 0 ? '#065f46' : '#10b981'}
            />
            <text
              x={LABEL + w + 4}
              y={y + ROW / 2}
              dominantBaseline="central"
              fontSize={10}
              fontWeight={600}
              fill="#1c1917"
            >
              {e.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
