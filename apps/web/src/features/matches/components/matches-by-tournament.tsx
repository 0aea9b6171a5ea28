import { FORMAT_LABELS, type Match, type Tournament } from '@liga/domain';
import { EmptyState } from '../../../components/ui/states';
import { matchesMessages as m } from '../messages';
import { RoundBlock, RoundGroup } from './round-block';
import { currentStage, rounds } from './rounds';

interface Props {
  tournaments: Tournament[];
  matches: Match[];
}

/**
 * The season's matches grouped by tournament; in each, the current round open on top, then the next
 * rounds and the played ones, each group collapsed: a phone lands where the league is.
 */
export function MatchesByTournament({ tournaments, matches }: Props) {
  if (tournaments.length === 0) return <EmptyState>{m.noTournaments}</EmptyState>;
  return (
    <div className="space-y-4">
      {tournaments.map((t) => {
        const own = matches.filter((mt) => mt.tournament_id === t.id);
        const list = rounds(own);
        const current = currentStage(list);
        return (
          <details key={t.id} open className="group rounded-lg border border-stone-200 bg-white shadow-sm">
            <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-2 px-4 py-3">
              <h2 className="text-base font-semibold text-emerald-900">{t.name}</h2>
              <span className="text-xs text-stone-500">
                {FORMAT_LABELS[t.format]} · {m.count(own.length)}
              </span>
            </summary>
            <div className="space-y-2 border-t border-stone-100 p-3">
              {own.length === 0 ? <EmptyState>{m.noMatches}</EmptyState> : null}
              {list
                .filter((r) => r.stage === current)
                .map((r) => (
                  <RoundBlock key={r.stage} tournament={t.name} round={r} current />
                ))}
              <RoundGroup
                title={m.nextRounds}
                tournament={t.name}
                rounds={list.filter((r) => current !== undefined && r.stage > current).reverse()}
              />
              <RoundGroup
                title={m.pastRounds}
                tournament={t.name}
                rounds={list.filter((r) => current !== undefined && r.stage < current)}
              />
            </div>
          </details>
        );
      })}
    </div>
  );
}
