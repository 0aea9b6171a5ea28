import { FORMAT_LABELS, type Match, type Tournament } from '@liga/domain';
import { EmptyState } from '../../../components/ui/states';
import { matchesMessages as m } from '../messages';
import { MatchRow } from './match-row';
import { currentStage, rounds } from './rounds';

interface Props {
  tournaments: Tournament[];
  matches: Match[];
}

/**
 * The season's matches grouped by tournament; in each, the current round open and the others (past
 * and future) collapsed, so a phone lands where the league is.
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
              {list.map((r) => (
                <section key={r.stage} aria-label={`${t.name} · ${m.round(r.label)}`}>
                  <details open={r.stage === current} className="rounded-md border border-stone-200">
                    <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 bg-stone-50 px-3 py-1.5">
                      <h3 className="text-sm font-semibold text-stone-700">
                        {m.round(r.label)}
                        {r.stage === current ? (
                          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                            {m.currentRound}
                          </span>
                        ) : null}
                      </h3>
                      <span className="text-xs text-stone-500 tabular-nums">
                        {m.playedOf(r.played, r.matches.length)}
                      </span>
                    </summary>
                    <ul className="divide-y divide-stone-100">
                      {r.matches.map((match) => (
                        <MatchRow key={match.id} match={match} />
                      ))}
                    </ul>
                  </details>
                </section>
              ))}
            </div>
          </details>
        );
      })}
    </div>
  );
}
