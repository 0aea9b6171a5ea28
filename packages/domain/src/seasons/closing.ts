import { OBJECTIVE_STEP_AMOUNT } from '../rulebook/constants';
import { TABLE_ZONES } from '../competition/zones';
import type { Format } from '../competition/round-names';
import type { Division } from '../squad/rules';

/**
 * Closing a season (docs/decisions/024): who goes up and down, and what each
 * team's objective pays. Pure: the API reads the final tables and the frozen objectives, this decides.
 */

/** How many teams go up from Segunda and down from Primera. */
export interface ClosingPlaces {
  promotion: number;
  relegation: number;
}

const zoneSize = (format: 'PD' | 'SD', kind: 'promotion' | 'relegation'): number =>
  (TABLE_ZONES[format] ?? []).filter((z) => z.kind === kind).reduce((sum, z) => sum + z.to - z.from + 1, 0);

/** Defaults: the table zones /tablas draws (Segunda 1.º–2.º up, Primera 13.º–14.º down). */
export const DEFAULT_CLOSING_PLACES: ClosingPlaces = {
  promotion: zoneSize('SD', 'promotion'),
  relegation: zoneSize('PD', 'relegation'),
};

/** Most places a league may configure: half a division. */
export const MAX_CLOSING_PLACES = 7;

/** A team's place in a final table. */
export interface TablePlace {
  team_id: number;
  team: string;
  position: number;
}

/** The play-off final of a league, when it was played with a winner. */
export interface LeagueFinal {
  winner_id: number;
  loser_id: number;
}

export interface DivisionResult {
  table: readonly TablePlace[];
  final: LeagueFinal | null;
  /** Primera's Playout (11.º v 12.º, docs/rules.md §10.4), when it was played with a winner. */
  playout?: LeagueFinal | null;
}

/** The objective frozen for a team: its rank by squad strength gives the objective (docs/decisions/003). */
export interface FrozenObjective {
  team_id: number;
  team: string;
  user_id: number | null;
  division: Division;
  rank: number;
  objective: string;
  /** The top-16 average of registered players that gave the rank, when known. */
  average_ca?: number;
}

export interface ObjectiveOutcome extends FrozenObjective {
  position: number | null;
  result: string;
  met: boolean;
  steps: number;
  amount: number;
}

/** Why a team changes division: its table place, or the Playout and Segunda's play-off that follows it. */
export type MoveBy = 'table' | 'playout' | 'playoff';

export interface ClosingPlan {
  promoted: (TablePlace & { by: MoveBy })[];
  relegated: (TablePlace & { by: MoveBy })[];
  objectives: ObjectiveOutcome[];
}

/**
 * The worst table position that reaches each step of the objectives ladder (docs/decisions/024),
 * from 'Campeón' (step 0) to the last objective (step 6). Step 2, 'Terminar en la posición exacta',
 * reads the team's own rank for its own objective.
 */
export const OBJECTIVE_LINES: Readonly<Record<Division, readonly number[]>> = {
  Primera: [1, 2, 6, 8, 10, 11, 12],
  Segunda: [1, 2, 6, 8, 10, 12, 13],
};

/** The step of the objective of a team ranked `rank` (ranks go in pairs, as objectiveFor). */
export const objectiveStep = (division: Division, rank: number): number =>
  Math.min(Math.floor((Math.max(1, rank) - 1) / 2), OBJECTIVE_LINES[division].length - 1);

/**
 * The ladder step a final place reaches; a play-off final decides steps 0 and 1 where it was played, and
 * a played Playout the last two: its winner avoided relegation only (step 6), its loser went down (docs/decisions/024).
 */
export function resultStep(
  division: Division,
  teamId: number,
  position: number,
  final: LeagueFinal | null,
  playout: LeagueFinal | null = null,
): number {
  if (final) {
    if (final.winner_id === teamId) return 0;
    if (final.loser_id === teamId) return 1;
  }
  const lines = OBJECTIVE_LINES[division];
  if (playout?.winner_id === teamId) return lines.length - 1;
  if (playout?.loser_id === teamId) return lines.length;
  const first = final ? 2 : 0;
  const step = lines.findIndex((line, i) => i >= first && position <= line);
  return step === -1 ? lines.length : step;
}

function resultText(
  step: number,
  position: number | null,
  final: LeagueFinal | null,
  playout: 'won' | 'lost' | null = null,
): string {
  if (position === null) return 'Sin posición';
  if (step === 0) return 'Campeón';
  if (step === 1 && final) return 'Finalista';
  if (playout) return `${position}.º puesto, ${playout === 'won' ? 'ganó' : 'perdió'} el Playout`;
  return `${position}.º puesto`;
}

/**
 * A team's objective settled: met when its place reaches the objective's line; each ladder step
 * above it pays OBJECTIVE_STEP_AMOUNT, each below it (at least one when missed) charges it.
 */
export function settleObjective(objective: FrozenObjective, division: DivisionResult): ObjectiveOutcome {
  const place = division.table.find((p) => p.team_id === objective.team_id);
  if (!place)
    return {
      ...objective,
      position: null,
      result: resultText(0, null, null),
      met: true,
      steps: 0,
      amount: 0,
    };
  const target = objectiveStep(objective.division, objective.rank);
  const playout = division.playout ?? null;
  const reached = resultStep(objective.division, objective.team_id, place.position, division.final, playout);
  const played =
    playout?.winner_id === objective.team_id
      ? 'won'
      : playout?.loser_id === objective.team_id
        ? 'lost'
        : null;
  // 'Terminar en la posición exacta' also asks for the team's own rank, or better.
  const met = reached < target || (reached === target && (target !== 2 || place.position <= objective.rank));
  const steps = met ? target - reached : Math.min(-1, target - reached);
  return {
    ...objective,
    position: place.position,
    result: resultText(reached, place.position, division.final, played),
    met,
    steps,
    amount: steps * OBJECTIVE_STEP_AMOUNT,
  };
}

/**
 * The season's moves and objectives: the top `promotion` of Segunda go up, the bottom `relegation`
 * of Primera go down (by final table), and every frozen objective is settled against its division.
 * A played Playout sends its loser down as well, and one more Segunda team up by its play-off
 * (playoutPromotion), so both divisions keep their size (docs/decisions/024).
 */
export function planClosing(input: {
  primera: DivisionResult;
  segunda: DivisionResult;
  objectives: readonly FrozenObjective[];
  places: ClosingPlaces;
}): ClosingPlan {
  const byPosition = (table: readonly TablePlace[]) => [...table].sort((a, b) => a.position - b.position);
  const by = (how: MoveBy) => (p: TablePlace) => ({ ...p, by: how });
  const primera = byPosition(input.primera.table);
  const segunda = byPosition(input.segunda.table);
  const relegation = Math.min(input.places.relegation, primera.length);
  const promoted = segunda.slice(0, Math.min(input.places.promotion, segunda.length)).map(by('table'));
  const relegated = (relegation === 0 ? [] : primera.slice(-relegation)).map(by('table'));
  const loser = primera.find((p) => p.team_id === input.primera.playout?.loser_id);
  const up = playoutPromotion(segunda, promoted, input.segunda.final);
  if (loser && up && !relegated.some((p) => p.team_id === loser.team_id)) {
    relegated.unshift(by('playout')(loser));
    promoted.push(by('playoff')(up));
  }
  return {
    promoted,
    relegated,
    objectives: input.objectives.map((o) =>
      settleObjective(o, o.division === 'Primera' ? input.primera : input.segunda),
    ),
  };
}

/**
 * The Segunda team that takes the Playout loser's place: the winner of Segunda's play-off final, else
 * its loser, else the best placed in the table, whichever is not already promoted.
 */
export function playoutPromotion(
  segunda: readonly TablePlace[],
  promoted: readonly TablePlace[],
  final: LeagueFinal | null,
): TablePlace | undefined {
  const order = [final?.winner_id, final?.loser_id, ...segunda.map((p) => p.team_id)];
  const id = order.find(
    (teamId) =>
      teamId !== undefined &&
      segunda.some((p) => p.team_id === teamId) &&
      !promoted.some((p) => p.team_id === teamId),
  );
  return segunda.find((p) => p.team_id === id);
}

/** The title a tournament's champion adds to its trophy cabinet (docs/decisions/024). */
export const TROPHY_KINDS: Readonly<Record<Format, string>> = {
  PD: 'Primera',
  SD: 'Segunda',
  UCL: 'UCL',
  UEL: 'UEL',
  CFM: 'Copa',
};

/**
 * A tournament's champion: the winner of its final; a league without a played final is won by the
 * leader of a table with matches played. A cup without a played final has no champion yet.
 */
export function championOf(
  league: boolean,
  table: readonly (TablePlace & { played: number })[],
  final: LeagueFinal | null,
): number | null {
  if (final) return final.winner_id;
  if (!league) return null;
  const leader = table.find((p) => p.position === 1);
  return leader && table.some((p) => p.played > 0) ? leader.team_id : null;
}
