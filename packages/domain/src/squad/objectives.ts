import { DIVISIONS, roundAverage, topAverageCa, type Division } from './rules';

/**
 * Season objectives by rank (docs/rules.md §3.5). Ranks come in pairs; Primera 13+ and Segunda 9+ read as
 * follows. Segunda has no play-in, playout or relegation, so its lower half gets 'maintenance'
 * objectives: finishing inside a line that moves down two places per pair of ranks.
 */
const PRIMERA: readonly string[] = [
  'Campeón',
  'Llegar a la final',
  'Terminar en la posición exacta',
  'Playoff',
  'Play-in',
  'Evitar la final del playout',
  'Evitar el descenso',
];
const SEGUNDA: readonly string[] = [
  'Campeón',
  'Llegar a la final',
  'Terminar en la posición exacta',
  'Terminar entre 7° y 8°',
  'Mantenimiento: terminar entre los 10 primeros',
  'Mantenimiento: terminar entre los 12 primeros',
  'Mantenimiento: no terminar último',
];

/** The objective of the team ranked `rank` (1-based) in its division by squad strength. */
export function objectiveFor(division: Division, rank: number): string {
  const texts = division === 'Primera' ? PRIMERA : SEGUNDA;
  const pair = Math.min(Math.floor((Math.max(1, rank) - 1) / 2), texts.length - 1);
  return texts[pair]!;
}

export interface ObjectiveTeamInput {
  id: number;
  name: string;
  division: Division;
  owner: { id: number; name: string } | null;
  /** CA of each registered player; only registered players count for objectives (docs/rules.md §3.5). */
  registeredCas: readonly number[];
}

export interface RankedTeam {
  rank: number;
  id: number;
  name: string;
  user: { id: number; name: string } | null;
  average_ca: number;
  best_ca: number;
  registered: number;
  objective: string;
}

export interface DivisionObjectives {
  division: Division;
  teams: RankedTeam[];
}

const byName = new Intl.Collator('es', { sensitivity: 'base' });

/**
 * Ranks the teams of each division by the top-16 average CA of their registered players, ties by the
 * best registered player's CA, then by name (then id, so the order is total). Teams with no registered
 * players average 0 and rank last. Both divisions are always present, possibly empty.
 */
export function rankObjectives(teams: readonly ObjectiveTeamInput[]): DivisionObjectives[] {
  return DIVISIONS.map((division) => {
    const scored = teams
      .filter((t) => t.division === division)
      .map((t) => ({
        team: t,
        average: topAverageCa(t.registeredCas),
        best: t.registeredCas.length === 0 ? 0 : Math.max(...t.registeredCas),
      }))
      .sort(
        (a, b) =>
          b.average - a.average ||
          b.best - a.best ||
          byName.compare(a.team.name, b.team.name) ||
          a.team.id - b.team.id,
      );
    return {
      division,
      teams: scored.map(({ team, average, best }, index) => ({
        rank: index + 1,
        id: team.id,
        name: team.name,
        user: team.owner,
        average_ca: roundAverage(average),
        best_ca: best,
        registered: team.registeredCas.length,
        objective: objectiveFor(division, index + 1),
      })),
    };
  });
}
