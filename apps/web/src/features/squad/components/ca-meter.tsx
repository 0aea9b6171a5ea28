import { formatAverage } from '@liga/domain';
import { squadMessages as m } from '../messages';

interface Props {
  average: number;
  cap: number | null;
  division: string | null;
  overCap: boolean;
}

/** The top-16 average CA against the division cap (160 Primera, 153 Segunda). */
export function CaMeter({ average, cap, division, overCap }: Props) {
  const percent = cap ? Math.min(100, (average / cap) * 100) : 0;
  return (
    <div className="space-y-2">
      <p className="text-sm text-stone-500">{m.averageTitle}</p>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span
          className={`text-3xl font-extrabold tabular-nums ${overCap ? 'text-red-700' : 'text-emerald-900'}`}
          data-testid="squad-average"
        >
          {formatAverage(average)}
        </span>
        {cap !== null && division ? (
          <span className="text-sm text-stone-600">/ {m.capOf(division, cap)}</span>
        ) : null}
      </p>
      {cap !== null ? (
        <>
          <div
            role="progressbar"
            aria-label={m.averageTitle}
            aria-valuemin={0}
            aria-valuemax={cap}
            aria-valuenow={average}
            aria-valuetext={`${formatAverage(average)} de ${cap}`}
            className="h-3 w-full overflow-hidden rounded-full bg-stone-200"
          >
            <div
              className={`h-full rounded-full ${overCap ? 'bg-red-600' : 'bg-emerald-600'}`}
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className={`text-xs font-semibold ${overCap ? 'text-red-700' : 'text-emerald-700'}`}>
            {overCap ? m.overCap : m.underCap}
          </p>
        </>
      ) : (
        <p className="text-xs text-stone-500">{m.noCap}</p>
      )}
    </div>
  );
}
