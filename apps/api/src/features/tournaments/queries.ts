import { and, asc, count, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { matches, seasons, teams, tournamentTeams, tournaments, type Db, type Tx } from '@liga/db';
import { UCL_QUARTER_FINAL_STAGE, type Tournament as TournamentView, type Division } from '@liga/domain';
import { asFormat } from './tournament';

/** Which tournaments a list shows. */
export interface TournamentFilter {
  id?: number;
  seasonId?: number | undefined;
}

/** Tournaments with their season and teams: two queries whatever the number of tournaments. */
export async function listTournamentViews(db: Db | Tx, filter: TournamentFilter): Promise<TournamentView[]> {
  const where = and(
    filter.id === undefined ? undefined : eq(tournaments.id, filter.id),
    filter.seasonId === undefined ? undefined : eq(tournaments.seasonId, filter.seasonId),
  );
  const rows = await db
    .select({ t: tournaments, seasonName: seasons.name })
    .from(tournaments)
    .innerJoin(seasons, eq(seasons.id, tournaments.seasonId))
    .where(where)
    .orderBy(desc(tournaments.seasonId), asc(tournaments.id));
  if (rows.length === 0) return [];
  const members = await db
    .select({
      tournamentId: tournamentTeams.tournamentId,
      id: teams.id,
      name: teams.name,
      group: tournamentTeams.groupName,
    })
    .from(tournamentTeams)
    .innerJoin(teams, eq(teams.id, tournamentTeams.teamId))
    .where(
      inArray(
        tournamentTeams.tournamentId,
        rows.map((r) => r.t.id),
      ),
    )
    .orderBy(asc(tournamentTeams.groupName), asc(teams.name), asc(teams.id));
  return rows.map(({ t, seasonName }) => ({
    id: t.id,
    name: t.name,
    start_date: t.startDate,
    end_date: t.endDate,
    season_id: t.seasonId,
    type: t.type,
    format: asFormat(t.format),
    season: { id: t.seasonId, name: seasonName },
    teams: members.filter((m) => m.tournamentId === t.id).map(({ id, name, group }) => ({ id, name, group })),
  }));
}

export async function findTournamentView(db: Db | Tx, id: number): Promise<TournamentView | undefined> {
  const [view] = await listTournamentViews(db, { id });
  return view;
}

export async function seasonExists(tx: Tx, id: number): Promise<boolean> {
  return (await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, id))).length > 0;
}

export function teamsByIds(tx: Tx, ids: number[]) {
  return tx
    .select({ id: teams.id, name: teams.name, division: teams.division })
    .from(teams)
    .where(inArray(teams.id, ids));
}

export function divisionTeams(tx: Tx, division: Division) {
  return tx
    .select({ id: teams.id, name: teams.name, division: teams.division })
    .from(teams)
    .where(eq(teams.division, division))
    .orderBy(asc(teams.id));
}

export function tournamentMembers(tx: Tx, tournamentId: number) {
  return tx
    .select({ id: teams.id, name: teams.name, group: tournamentTeams.groupName })
    .from(tournamentTeams)
    .innerJoin(teams, eq(teams.id, tournamentTeams.teamId))
    .where(eq(tournamentTeams.tournamentId, tournamentId))
    .orderBy(asc(teams.id));
}

/** Matches of the tournament, of one round when `stage` is given. */
export async function matchCount(tx: Tx, tournamentId: number, stage?: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(matches)
    .where(
      and(eq(matches.tournamentId, tournamentId), stage === undefined ? undefined : eq(matches.stage, stage)),
    );
  return row?.n ?? 0;
}

/** UCL group-stage matches (rounds before Cuartos, with a group). */
export function groupMatches(tx: Tx, tournamentId: number) {
  return tx
    .select({
      home_id: matches.teamHomeId,
      away_id: matches.teamAwayId,
      home_goals: matches.scoreHome,
      away_goals: matches.scoreAway,
      group: matches.groupName,
      status: matches.status,
    })
    .from(matches)
    .where(
      and(
        eq(matches.tournamentId, tournamentId),
        isNotNull(matches.groupName),
        lte(matches.stage, UCL_QUARTER_FINAL_STAGE - 1),
      ),
    );
}
