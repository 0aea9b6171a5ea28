import { LEAGUE_ROUNDS } from '../competition/constants';
import type { TeamRef } from '../competition/standings';
import { FINAL_STAGE, isLeagueFormat, type Format } from '../competition/round-names';
import type { TopEntry } from '../statistics/contracts';
import { ASSISTS_POSITION, SCORER_POSITION, type PrizeTableAmounts } from './constants';
import { positionLabel } from './position';

/**
 * Applying a prize table at a tournament's end (decision 009): which team each line pays, from the
 * final standings and the top lists. Pure: the API loads the inputs and pays what this returns.
 */

/** A final place: leagues from the standings, cups from their Final. */
export interface FinalPlace {
  position: number;
  team: TeamRef;
  detail: string;
}

export interface PlannedPrize {
  kind: 'position' | 'scorer' | 'assists';
  position: string;
  amount: number;
  /** null when the results do not decide it (no team in that place, a drawn Final, no scorer). */
  team: TeamRef | null;
  detail: string;
}

export interface MatchState {
  stage: number;
  status: string;
}

/**
 * Leagues end when every match of their 13 table rounds is completed (the play-offs do not change
 * the table); cups when their Final is completed. Returns the matches still to play (cups: 1 while
 * the Final is missing or pending).
 */
export function pendingToFinish(format: Format, matches: readonly MatchState[]): number {
  if (isLeagueFormat(format)) {
    const table = matches.filter((m) => m.stage <= LEAGUE_ROUNDS);
    if (table.length === 0) return 1;
    return table.filter((m) => m.status !== 'completed').length;
  }
  const final = matches.filter((m) => m.stage === FINAL_STAGE[format]);
  return final.length > 0 && final.every((m) => m.status === 'completed') ? 0 : 1;
}

export interface FinalMatch {
  home: TeamRef;
  away: TeamRef;
  home_goals: number | null;
  away_goals: number | null;
}

/** A cup's first and second places from its Final; a draw (no penalties are recorded) decides nothing. */
export function cupPlaces(final: FinalMatch | undefined): FinalPlace[] {
  if (!final || final.home_goals === null || final.away_goals === null) return [];
  if (final.home_goals === final.away_goals) return [];
  const score = `Final ${final.home_goals}-${final.away_goals}`;
  const [winner, loser] =
    final.home_goals > final.away_goals ? [final.home, final.away] : [final.away, final.home];
  return [
    { position: 1, team: winner, detail: `Campeón (${score})` },
    { position: 2, team: loser, detail: `Subcampeón (${score})` },
  ];
}

/**
 * The leaders of a top list: every player with the highest value, one line per team (ties pay each
 * tied player's team the whole bonus; two tied team-mates pay their team once).
 */
function leadersByTeam(entries: readonly TopEntry[], unit: string): { team: TeamRef; detail: string }[] {
  const best = Math.max(0, ...entries.map((e) => e.value));
  if (best === 0) return [];
  const byTeam = new Map<number, { team: TeamRef; names: string[] }>();
  for (const e of entries.filter((x) => x.value === best)) {
    const line = byTeam.get(e.team.id) ?? { team: e.team, names: [] };
    line.names.push(e.player.name);
    byTeam.set(e.team.id, line);
  }
  return [...byTeam.values()].map(({ team, names }) => ({
    team,
    detail: `${names.join(', ')} (${best} ${unit})`,
  }));
}

export function planPrizes(
  table: PrizeTableAmounts,
  places: readonly FinalPlace[],
  scorers: readonly TopEntry[],
  assisters: readonly TopEntry[],
): PlannedPrize[] {
  const lines: PlannedPrize[] = [...table.positions]
    .filter((p) => p.amount > 0)
    .sort((a, b) => a.position - b.position)
    .map((p) => {
      const place = places.find((x) => x.position === p.position);
      return {
        kind: 'position' as const,
        position: positionLabel(p.position),
        amount: p.amount,
        team: place?.team ?? null,
        detail: place?.detail ?? 'Sin equipo en esa posición',
      };
    });
  const bonus = (
    kind: 'scorer' | 'assists',
    amount: number,
    entries: readonly TopEntry[],
    position: string,
    unit: string,
  ) => {
    if (amount <= 0) return;
    const leaders = leadersByTeam(entries, unit);
    if (leaders.length === 0) lines.push({ kind, position, amount, team: null, detail: `Sin ${unit}` });
    for (const l of leaders) lines.push({ kind, position, amount, team: l.team, detail: l.detail });
  };
  bonus('scorer', table.scorer_bonus, scorers, SCORER_POSITION, 'goles');
  bonus('assists', table.assists_bonus, assisters, ASSISTS_POSITION, 'asistencias');
  return lines;
}
