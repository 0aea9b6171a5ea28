import { FORMAT_LABELS, type Match, type Tournament } from '@liga/domain';
import { EmptyState } from '../../../components/ui/states';
import { matchesMessages as m } from '../messages';
import { MatchRow } from './match-row';

/** Rounds of one tournament, newest (highest) first (spec 02 §2). */
function rounds(matches: Match[]): { stage: number; label: string; matches: Match[] }[] {
  const byStage = new Map<number, Match[]>();
  for (const match of matches) byStage.set(match.stage, [...(byStage.get(match.stage) ?? []), match]);
  return [...byStage.entries()]
    .sort(([a], [b]) => b - a)
    .map(([stage, list]) => ({
      stage,
      label: list[0]!.stage_label,
      matches: [...list].sort((a, b) => (a.group ?? '').localeCompare(b.group ?? '') || a.id - b.id),
    }));
}

interface Props {
  tournaments: Tournament[];
  matches: Match[];
}

/** The season's matches grouped by tournament, each tournament collapsible. */
export function MatchesByTournament({ tournaments, matches }: Props) {
  if (tournaments.length === 0) return <EmptyState>{m.noTournaments}</EmptyState>;
  return (
    <div className="space-y-4">
      {tournaments.map((t) => {
        const own = matches.filter((mt) => mt.tournament_id === t.id);
        return (
          <details key={t.id} open className="group rounded-lg border border-stone-200 bg-white shadow-sm">
            <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-2 px-4 py-3">
              <h2 className="text-base font-semibold text-emerald-900">{t.name}</h2>
              <span className="text-xs text-stone-500">
                {FORMAT_LABELS[t.format]} · {m.count(own.length)}
              </span>
            </summary>
            <div className="border-t border-stone-100 p-3">
              {own.length === 0 ? (
                <EmptyState>{m.noMatches}</EmptyState>
              ) : (
                <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
                  {rounds(own).map((r) => (
                    <section
                      key={r.stage}
                      aria-label={`${t.name} · ${m.round(r.label)}`}
                      className="rounded-md border border-stone-200"
                    >
                      <h3 className="bg-stone-50 px-3 py-1.5 text-sm font-semibold text-stone-700">
                        {m.round(r.label)}
                      </h3>
                      <ul className="divide-y divide-stone-100">
                        {r.matches.map((match) => (
                          <MatchRow key={match.id} match={match} />
                        ))}
                      </ul>
                    </section>
                  ))}
                </div>
              )}
            </div>
          </details>
        );
      })}
    </div>
  );
}
