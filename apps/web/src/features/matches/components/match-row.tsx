import { formatDateTimeShort, hasScore, isCompleted, type Match } from '@liga/domain';
import { Link } from 'react-router';
import { useLeagueTimezone } from '../../../lib/league-config';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { editableTeams } from '../../match-statistics';
import { matchesMessages as m } from '../messages';

/**
 * A completed match shows its result as the link; a pending one shows 'Cargar datos' only
 * to who may load it now, as the server decides: staff, or a manager of one of the two teams.
 */
export function MatchRow({ match }: { match: Match }) {
  const me = useCurrentUser();
  const timeZone = useLeagueTimezone();
  const completed = isCompleted(match);
  const mayLoad = !completed && editableTeams(match, me).length > 0;
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
      <span className="text-xs text-stone-500 tabular-nums">
        {match.match_date ? formatDateTimeShort(match.match_date, timeZone) : null}
        {match.group ? ` · ${m.group(match.group)}` : null}
      </span>
      {mayLoad ? (
        <Link
          to={paths.match(match.id)}
          className="ml-auto inline-flex min-h-11 items-center text-xs font-semibold text-emerald-800 underline-offset-2 hover:underline"
          aria-label={`${m.loadData}: ${match.team_home.name} vs ${match.team_away.name}`}
        >
          {m.loadData}
        </Link>
      ) : completed ? null : (
        <span className="ml-auto text-xs text-stone-500">{m.pending}</span>
      )}
    </li>
  );
}
