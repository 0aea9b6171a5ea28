import { and, count, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { leagueSettings, matches, seasonClosings, tournaments, type Db, type Tx } from '@liga/db';
import {
  DEFAULT_CLOSING_PLACES,
  DIVISION_OF_FORMAT,
  FINAL_STAGE,
  MAX_CLOSING_PLACES,
  PLAYOUT_STAGE,
  isPlayoutStage,
  rankObjectives,
  type ClosingPlaces,
  type DivisionResult,
  type Format,
  type FrozenObjective,
  type LeagueFinal,
} from '@liga/domain';
import { standingLines } from '../standings';
import { objectiveInputs } from '../teams';
import type { TournamentRef } from '../tournaments';

/** League settings that override the default places (docs/decisions/024). */
export const PLACES_SETTINGS = { promotion: 'promotion_places', relegation: 'relegation_places' } as const;

/** The places the league configured, each within 0..MAX_CLOSING_PLACES, else the defaults. */
export async function closingPlaces(db: Db | Tx): Promise<ClosingPlaces> {
  const rows = await db
    .select()
    .from(leagueSettings)
    .where(inArray(leagueSettings.key, Object.values(PLACES_SETTINGS)));
  const read = (kind: keyof ClosingPlaces): number => {
    const value = Number(rows.find((r) => r.key === PLACES_SETTINGS[kind])?.value);
    return Number.isInteger(value) && value >= 0 && value <= MAX_CLOSING_PLACES
      ? value
      : DEFAULT_CLOSING_PLACES[kind];
  };
  return { promotion: read('promotion'), relegation: read('relegation') };
}

/**
 * The winner and loser of a tournament's final (or of another one-match stage: the Playout), when it was
 * played. A drawn one decides nothing, except a league's play-off final given its table (team ids by
 * place): there the better placed wins, as in every play-off round (docs/rules.md §10.4).
 */
export async function finalOf(
  db: Db | Tx,
  t: TournamentRef,
  stage = FINAL_STAGE[t.format],
  table: readonly number[] = [],
): Promise<LeagueFinal | null> {
  const [final] = await db
    .select({
      home: matches.teamHomeId,
      away: matches.teamAwayId,
      scoreHome: matches.scoreHome,
      scoreAway: matches.scoreAway,
    })
    .from(matches)
    .where(and(eq(matches.tournamentId, t.id), eq(matches.stage, stage), eq(matches.status, 'completed')))
    .limit(1);
  if (!final || final.scoreHome === null || final.scoreAway === null) return null;
  const homeWon =
    final.scoreHome === final.scoreAway
      ? playoffDrawWinner(table, final.home, final.away)
      : final.scoreHome > final.scoreAway;
  if (homeWon === null) return null;
  return { winner_id: homeWon ? final.home : final.away, loser_id: homeWon ? final.away : final.home };
}

/** Team ids by table place, 1.º first. */
export const tableOrder = (lines: readonly { position: number; team: { id: number } }[]): number[] =>
  [...lines].sort((a, b) => a.position - b.position).map((l) => l.team.id);

/** Whether the home team goes through a drawn play-off match: the better placed; null off the table. */
function playoffDrawWinner(table: readonly number[], home: number, away: number): boolean | null {
  const h = table.indexOf(home);
  const a = table.indexOf(away);
  return h < 0 || a < 0 ? null : h < a;
}

/**
 * A league tournament's final table, play-off final and (Primera) Playout; an empty division when the
 * season has none.
 */
export async function divisionResult(
  db: Db | Tx,
  list: readonly TournamentRef[],
  format: 'PD' | 'SD',
): Promise<DivisionResult> {
  const t = list.find((x) => x.format === format);
  if (!t) return { table: [], final: null };
  const { lines } = await standingLines(db, t.id);
  return {
    table: lines.map((l) => ({ team_id: l.team.id, team: l.team.name, position: l.position })),
    final: await finalOf(db, t, FINAL_STAGE[t.format], tableOrder(lines)),
    playout: isPlayoutStage(t.format, PLAYOUT_STAGE) ? await finalOf(db, t, PLAYOUT_STAGE) : null,
  };
}

/** Each team's objective as the teams screen ranks it now (docs/decisions/024 freezes it at the close). */
export async function currentObjectives(db: Db | Tx): Promise<FrozenObjective[]> {
  return rankObjectives(await objectiveInputs(db)).flatMap(({ division, teams }) =>
    teams.map((t) => ({
      team_id: t.id,
      team: t.name,
      user_id: t.user?.id ?? null,
      division,
      rank: t.rank,
      objective: t.objective,
      average_ca: t.average_ca,
    })),
  );
}

/** Matches of the season still without a result. */
export async function pendingMatches(db: Db | Tx, seasonId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(
      and(eq(tournaments.seasonId, seasonId), or(ne(matches.status, 'completed'), isNull(matches.scoreHome))),
    );
  return row?.n ?? 0;
}

export type Closing = typeof seasonClosings.$inferSelect;

/** The season's live close, if it is closed. */
export async function liveClosing(db: Db | Tx, seasonId: number): Promise<Closing | null> {
  const [row] = await db
    .select()
    .from(seasonClosings)
    .where(and(eq(seasonClosings.seasonId, seasonId), isNull(seasonClosings.reopenedAt)));
  return row ?? null;
}

export const divisionOf = (format: Format) => DIVISION_OF_FORMAT[format] ?? null;
