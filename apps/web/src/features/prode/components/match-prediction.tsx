import { formatDateTimeShort, type ProdeMatch } from '@liga/domain';
import { useLeagueTimezone } from '../../../lib/league-config';
import { prodeMessages as m } from '../messages';
import { ScoreStepper } from './score-stepper';

export interface Draft {
  home: number | null;
  away: number | null;
}

interface Props {
  match: ProdeMatch;
  draft: Draft;
  editable: boolean;
  error?: string | undefined;
  onChange: (draft: Draft) => void;
}

const pointsTone = (p: number | null) =>
  p === null ? 'text-stone-500' : p > 0 ? 'text-emerald-700 font-semibold' : 'text-stone-600';

/** One match of the round: the steppers while it is open, the result and everyone's predictions after. */
export function MatchPrediction({ match, draft, editable, error, onChange }: Props) {
  const zone = useLeagueTimezone();
  const home = match.team_home.name;
  const away = match.team_away.name;
  const hasResult = match.score_home !== null && match.score_away !== null;
  const when = match.locked
    ? m.closed
    : match.match_date
      ? m.openUntil(formatDateTimeShort(match.match_date, zone))
      : m.noDate;
  return (
    <li
      className="rounded-lg border border-stone-200 bg-white p-3 shadow-sm"
      aria-label={`${home} - ${away}`}
    >
      <p className="flex justify-between gap-2 text-xs text-stone-500">
        <span>{when}</span>
        {hasResult ? (
          <span className="font-semibold text-stone-800">
            {m.result(match.score_home!, match.score_away!)}
          </span>
        ) : null}
      </p>
      <div
        className={`mt-2 grid items-center gap-x-3 gap-y-2 ${editable ? 'grid-cols-[1fr_auto]' : 'grid-cols-1'}`}
      >
        <span className="truncate font-semibold text-stone-900">{home}</span>
        {editable ? (
          <ScoreStepper team={home} value={draft.home} onChange={(v) => onChange({ ...draft, home: v })} />
        ) : null}
        <span className="truncate font-semibold text-stone-900">{away}</span>
        {editable ? (
          <ScoreStepper team={away} value={draft.away} onChange={(v) => onChange({ ...draft, away: v })} />
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {!editable ? (
        <p className="mt-2 text-sm text-stone-700">
          {match.mine ? m.yours(match.mine.home, match.mine.away) : m.noPrediction}
          {match.mine && match.mine.points !== null ? (
            <span className={`ml-2 ${pointsTone(match.mine.points)}`}>{m.points(match.mine.points)}</span>
          ) : null}
        </p>
      ) : null}
      {!match.locked && match.predicted > 0 ? (
        <p className="mt-1 text-xs text-stone-500">{m.predictedCount(match.predicted)}</p>
      ) : null}
      {match.locked && match.predictions.length > 0 ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-emerald-800">
            {m.everyone} ({match.predictions.length})
          </summary>
          <ul className="mt-1 divide-y divide-stone-100">
            {match.predictions.map((p) => (
              <li key={p.user.id} className="flex justify-between py-1">
                <span className="truncate">{p.user.name}</span>
                <span className="tabular-nums">
                  {p.home} - {p.away}
                  {p.points !== null ? (
                    <span className={`ml-2 ${pointsTone(p.points)}`}>{m.points(p.points)}</span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
