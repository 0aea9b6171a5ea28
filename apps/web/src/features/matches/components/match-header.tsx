import { formatDateTimeShort, hasScore, isCompleted, type Match } from '@liga/domain';
import { Card } from '../../../components/ui/page';
import { useLeagueTimezone } from '../../../lib/league-config';
import { matchesMessages as m } from '../messages';

/** Home vs away, score, date in the league's zone and the status text. */
export function MatchHeader({ match }: { match: Match }) {
  const timeZone = useLeagueTimezone();
  const completed = isCompleted(match);
  return (
    <Card className="space-y-3 text-center">
      <p className="text-xs font-medium tracking-wide text-stone-500 uppercase">
        {match.tournament.name} · {m.round(match.stage_label)}
        {match.group ? ` · ${m.group(match.group)}` : ''}
      </p>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 sm:gap-4">
        <p className="text-right text-base font-bold break-words text-stone-900 sm:text-xl">
          {match.team_home.name}
        </p>
        <p
          className="rounded-md bg-emerald-900 px-3 py-1 text-xl font-bold text-white tabular-nums sm:text-2xl"
          aria-label={hasScore(match) ? `${match.score_home} a ${match.score_away}` : 'vs'}
        >
          {hasScore(match) ? `${match.score_home} - ${match.score_away}` : 'vs'}
        </p>
        <p className="text-left text-base font-bold break-words text-stone-900 sm:text-xl">
          {match.team_away.name}
        </p>
      </div>
      <p className="text-sm text-stone-600 tabular-nums">
        {match.match_date ? formatDateTimeShort(match.match_date, timeZone) : m.noDate}
      </p>
      <p
        className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${
          completed ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800'
        }`}
      >
        {match.status_text}
      </p>
    </Card>
  );
}
