import type { SquadPlayerSeason } from '@liga/domain';
import { Td, Th } from '../../../components/ui/table';
import { squadMessages as m } from '../messages';

/** A player with no line this season has played nothing yet: zeros, not a gap. */
export const NO_SEASON: Omit<SquadPlayerSeason, 'player_id'> = {
  matches: 0,
  goals: 0,
  assists: 0,
  yellow_cards: 0,
  red_cards: 0,
  mvp: 0,
  suspensions: [],
};

const COLUMNS = [
  [m.colMatches, 'matches'],
  [m.colGoals, 'goals'],
  [m.colAssists, 'assists'],
  [m.colYellow, 'yellow_cards'],
  [m.colRed, 'red_cards'],
  [m.colMvp, 'mvp'],
] as const;

export function SeasonHeads() {
  return (
    <>
      {COLUMNS.map(([label]) => (
        <Th key={label} className="text-right">
          <abbr title={m.titles[label]} className="no-underline">
            {label}
          </abbr>
        </Th>
      ))}
      <Th>{m.colSuspension}</Th>
    </>
  );
}

export function SeasonCells({ line }: { line: Omit<SquadPlayerSeason, 'player_id'> }) {
  return (
    <>
      {COLUMNS.map(([label, key]) => (
        <Td key={label} className="text-right tabular-nums">
          {line[key]}
        </Td>
      ))}
      <Td>
        <Suspensions line={line} />
      </Td>
    </>
  );
}

/** The rounds ahead the player may not play, each with its competition and why. */
export function Suspensions({ line }: { line: Omit<SquadPlayerSeason, 'player_id'> }) {
  if (line.suspensions.length === 0) return null;
  return (
    <span className="text-xs text-red-800">
      <span className="mr-1 rounded bg-red-100 px-1.5 py-0.5 font-semibold">{m.suspended}</span>
      {line.suspensions.map((s) => m.suspension(s.tournament, s.round, s.reasons)).join(' · ')}
    </span>
  );
}

/** The phone card's one-line season summary. */
export function seasonText(line: Omit<SquadPlayerSeason, 'player_id'>): string {
  return m.seasonLine({
    matches: line.matches,
    goals: line.goals,
    assists: line.assists,
    yellow: line.yellow_cards,
    red: line.red_cards,
    mvp: line.mvp,
  });
}
