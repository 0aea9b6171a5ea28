import type { Match } from '@liga/domain';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { hasScore, isCompleted } from '../api/get-matches';
import { matchesMessages as m } from '../messages';

/** A completed match shows its result as the link; any other shows 'Cargar datos' (spec 02 §2). */
export function MatchRow({ match }: { match: Match }) {
  const completed = isCompleted(match);
  const score = hasScore(match) ? `${match.score_home} - ${match.score_away}` : 'vs';
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
      <div className="grid min-w-0 flex-1 basis-64 grid-cols-[1fr_auto_1fr] items-center gap-2">
        <span className="truncate text-right" title={match.team_home.name}>
          {match.team_home.name}
        </span>
        {completed ? (
          <Link
            to={paths.match(match.id)}
            className="rounded bg-emerald-900 px-2 py-0.5 font-bold text-white tabular-nums hover:bg-emerald-700"
            aria-label={`${match.team_home.name} ${score} ${match.team_away.name}`}
          >
            {score}
          </Link>
        ) : (
          <span className="px-2 text-stone-500 tabular-nums">{score}</span>
        )}
        <span className="truncate" title={match.team_away.name}>
          {match.team_away.name}
        </span>
      </div>
      {match.group ? <span className="text-xs text-stone-500">{m.group(match.group)}</span> : null}
      {completed ? null : (
        <Link
          to={paths.match(match.id)}
          className="ml-auto text-xs font-semibold text-emerald-800 underline-offset-2 hover:underline"
          aria-label={`${m.loadData}: ${match.team_home.name} vs ${match.team_away.name}`}
        >
          {m.loadData}
        </Link>
      )}
    </li>
  );
}
