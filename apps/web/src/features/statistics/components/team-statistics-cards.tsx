import type { Format, TeamPlayerStats } from '@liga/domain';
import { statisticsMessages as m } from '../messages';
import { Barred, round } from './barred';

interface Props {
  format: Format;
  label: string;
  players: TeamPlayerStats[];
}

/** The team statistics of one format on a phone: a card per player, nothing to scroll sideways. */
export function TeamStatisticsCards({ format, label, players }: Props) {
  return (
    <ul aria-label={label} className="space-y-2">
      {players.map((p) => {
        const rounds = [
          [m.colRedRound, p.red_card_round],
          [m.colInjuryRound, p.injury_round],
          [m.colSeriousRound, p.serious_injury_round],
          [m.colLastRound, p.last_match_round],
        ] as const;
        const shown = rounds.filter(([, stage]) => stage !== null);
        return (
          <li
            key={p.player.id}
            aria-label={p.player.name}
            className={`rounded-lg border p-3 text-sm shadow-sm ${p.barred.length > 0 ? 'border-red-200 bg-red-50/40' : 'border-stone-200 bg-white'}`}
          >
            <p className="font-medium break-words text-stone-900">{p.player.name}</p>
            <p className="mt-1 text-xs text-stone-700 tabular-nums">
              {m.colGoals} {p.goals} · {m.colAssists} {p.assists} · {m.colYellow} {p.yellow_cards}
            </p>
            {shown.length > 0 ? (
              <p className="mt-1 text-xs text-stone-500">
                {shown.map(([name, stage]) => `${name}: ${round(format, stage)}`).join(' · ')}
              </p>
            ) : null}
            {p.barred.length > 0 ? (
              <div className="mt-2 text-xs">
                <span className="sr-only">{m.colBarred}: </span>
                <Barred barred={p.barred} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
