import { matchesMessages as m } from '../messages';
import { MatchRow } from './match-row';
import type { Round } from './rounds';

interface BlockProps {
  tournament: string;
  round: Round;
  current?: boolean;
}

/** One round: its name, how many of its matches are played, and its matches (open when current). */
export function RoundBlock({ tournament, round, current = false }: BlockProps) {
  return (
    <section aria-label={`${tournament} · ${m.round(round.label)}`}>
      <details open={current} className="rounded-md border border-stone-200 bg-white">
        <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 bg-stone-50 px-3 py-1.5">
          <h3 className="text-sm font-semibold text-stone-700">
            {m.round(round.label)}
            {current ? (
              <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                {m.currentRound}
              </span>
            ) : null}
          </h3>
          <span className="text-xs text-stone-500 tabular-nums">
            {m.playedOf(round.played, round.matches.length)}
          </span>
        </summary>
        <ul className="divide-y divide-stone-100">
          {round.matches.map((match) => (
            <MatchRow key={match.id} match={match} />
          ))}
        </ul>
      </details>
    </section>
  );
}

interface GroupProps {
  title: string;
  tournament: string;
  rounds: Round[];
}

/** The next or the played rounds, folded into one line until asked for. */
export function RoundGroup({ title, tournament, rounds }: GroupProps) {
  if (rounds.length === 0) return null;
  return (
    <details className="rounded-md">
      <summary className="flex min-h-11 cursor-pointer items-center px-1 text-sm font-semibold text-emerald-800">
        {title} · {rounds.length}
      </summary>
      <div className="mt-2 space-y-2">
        {rounds.map((r) => (
          <RoundBlock key={r.stage} tournament={tournament} round={r} />
        ))}
      </div>
    </details>
  );
}
