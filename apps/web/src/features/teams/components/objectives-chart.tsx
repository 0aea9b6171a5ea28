import { formatAverage, type Objectives } from '@liga/domain';
import { teamsMessages as m } from '../messages';

type Ranked = Objectives['data'][number]['teams'][number];

/**
 * The scale starts a little under the weakest team so that differences of a few CA points show;
 * a bar from 0 would make every team look alike.
 */
function scale(teams: Ranked[], cap: number): { lo: number; hi: number } {
  const averages = teams.map((t) => t.average_ca).filter((a) => a > 0);
  const lo = Math.max(0, Math.floor((Math.min(cap, ...averages) - 10) / 10) * 10);
  const hi = Math.ceil((Math.max(cap, ...averages) + 3) / 5) * 5;
  return { lo, hi };
}

interface Props {
  division: string;
  cap: number;
  teams: Ranked[];
}

/** Plain CSS bars: each team's average CA against the division cap line. */
export function ObjectivesChart({ division, cap, teams }: Props) {
  const { lo, hi } = scale(teams, cap);
  const at = (v: number) => `${Math.min(100, Math.max(0, ((v - lo) / (hi - lo)) * 100))}%`;
  return (
    <figure className="space-y-2 rounded-lg border border-stone-200 bg-white p-3 shadow-sm">
      <figcaption className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm font-medium text-stone-700">
        <span>{m.chartTitle(division, cap)}</span>
        <span className="flex items-center gap-1.5 text-xs font-normal text-stone-500" aria-hidden="true">
          <span className="inline-block h-3 w-0.5 bg-stone-800" />
          {m.cap} {cap}
        </span>
      </figcaption>
      <ul className="space-y-1">
        {teams.map((t) => {
          const over = t.average_ca > cap;
          return (
            <li key={t.id} className="flex items-center gap-2 text-xs">
              <span className="w-24 shrink-0 truncate sm:w-40" title={t.name}>
                {t.name}
              </span>
              <span className="relative h-3 min-w-0 flex-1 rounded bg-stone-100" aria-hidden="true">
                <span
                  className={`absolute inset-y-0 left-0 rounded ${over ? 'bg-red-500' : 'bg-emerald-600'}`}
                  style={{ width: at(t.average_ca) }}
                />
                <span className="absolute -inset-y-1 w-0.5 bg-stone-800" style={{ left: at(cap) }} />
              </span>
              <span
                className={`w-12 shrink-0 text-right tabular-nums ${over ? 'font-bold text-red-700' : ''}`}
              >
                {formatAverage(t.average_ca)}
                {over ? <span className="sr-only"> ({m.overCap})</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="flex items-center gap-2 text-[11px] text-stone-500" aria-hidden="true">
        <span className="w-24 shrink-0 sm:w-40" />
        <span className="relative h-4 flex-1">
          <span className="absolute left-0">{lo}</span>
          <span className="absolute right-0">{hi}</span>
        </span>
        <span className="w-12 shrink-0" />
      </div>
    </figure>
  );
}
