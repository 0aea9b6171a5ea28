import { and, asc, eq, inArray } from 'drizzle-orm';
import { teams, tournamentTeams, tournaments, type Db, type Tx } from '@liga/db';
import { DIVISION_OF_FORMAT, asFormat, type Format, type TournamentType } from '@liga/domain';

// asFormat is pure and lives in @liga/domain, so the match read model can use it without this feature.
export { asFormat };

/** Tournament columns the competition features need to apply their rules. */
export interface TournamentRef {
  id: number;
  name: string;
  type: TournamentType;
  format: Format;
  seasonId: number;
  startDate: string | null;
  endDate: string | null;
}

/** `lock` takes the row FOR UPDATE: writers of one tournament's matches then run one at a time. */
export async function findTournament(
  db: Db | Tx,
  id: number,
  lock = false,
): Promise<TournamentRef | undefined> {
  const query = db.select().from(tournaments).where(eq(tournaments.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row && { ...row, format: asFormat(row.format) };
}

/** A season's tournaments in the order they were created (tournaments_season_idx). */
export async function tournamentsOfSeason(db: Db | Tx, seasonId: number): Promise<TournamentRef[]> {
  const rows = await db
    .select()
    .from(tournaments)
    .where(eq(tournaments.seasonId, seasonId))
    .orderBy(asc(tournaments.id));
  return rows.map((row) => ({ ...row, format: asFormat(row.format) }));
}

/**
 * Whether the teams may play in the tournament: the ones listed in tournament_teams; a tournament
 * with no list (created before fixtures existed, like the demo league's) takes its division's teams
 * for PD/SD and any team for cups. Returns the ids that do not fit.
 */
export async function teamsOutside(
  db: Db | Tx,
  tournament: TournamentRef,
  teamIds: readonly number[],
): Promise<number[]> {
  const listed = await db
    .select({ teamId: tournamentTeams.teamId })
    .from(tournamentTeams)
    .where(eq(tournamentTeams.tournamentId, tournament.id));
  let allowed: Set<number>;
  if (listed.length > 0) {
    allowed = new Set(listed.map((r) => r.teamId));
  } else {
    const division = DIVISION_OF_FORMAT[tournament.format];
    const rows = await db
      .select({ id: teams.id })
      .from(teams)
      .where(and(inArray(teams.id, [...teamIds]), division ? eq(teams.division, division) : undefined));
    allowed = new Set(rows.map((r) => r.id));
  }
  return teamIds.filter((id) => !allowed.has(id));
}

/** The group both teams share in the tournament (UCL group stage), or null. */
export async function sharedGroup(
  db: Db | Tx,
  tournamentId: number,
  homeId: number,
  awayId: number,
): Promise<string | null> {
  const rows = await db
    .select({ teamId: tournamentTeams.teamId, group: tournamentTeams.groupName })
    .from(tournamentTeams)
    .where(
      and(eq(tournamentTeams.tournamentId, tournamentId), inArray(tournamentTeams.teamId, [homeId, awayId])),
    );
  const home = rows.find((r) => r.teamId === homeId)?.group;
  const away = rows.find((r) => r.teamId === awayId)?.group;
  return home && home === away ? home : null;
}
