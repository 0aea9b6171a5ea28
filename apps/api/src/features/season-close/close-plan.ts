import { asc, eq, inArray } from 'drizzle-orm';
import { seasonObjectives, teams, tournamentTeams, users, type Db, type Tx } from '@liga/db';
import {
  DIVISIONS,
  fixtureSize,
  isDivision,
  nextSeasonName,
  nextTournamentName,
  planClosing,
  type ClosingObjective,
  type ClosingPlaces,
  type ClosingPlan,
  type Division,
  type Role,
  type TablePlace,
  type Format,
  type FrozenObjective,
  type MoveBy,
} from '@liga/domain';
import { closingPlaces, currentObjectives, divisionOf, divisionResult, pendingMatches } from './close-read';
import { tournamentsOfSeason, type TournamentRef } from '../tournaments';
import type { Season } from '../seasons';

export interface LeagueTeam {
  id: number;
  name: string;
  division: Division;
  user: { id: number; name: string; rol: Role } | null;
}

export interface NextTournament {
  source: TournamentRef;
  name: string;
  format: Format;
  teamIds: number[];
  matches: number;
}

/** Everything a close decides, read in one place for the preview and for the close itself. */
export interface CloseDraft {
  season: Season;
  places: ClosingPlaces;
  plan: ClosingPlan;
  frozen: boolean;
  pending: number;
  teams: Map<number, LeagueTeam>;
  /** Each league team's division once the close moves them. */
  divisions: Map<number, Division>;
  tournaments: TournamentRef[];
  next: { name: string; tournaments: NextTournament[] };
}

async function leagueTeams(db: Db | Tx): Promise<Map<number, LeagueTeam>> {
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      division: teams.division,
      userId: users.id,
      userName: users.name,
      rol: users.rol,
    })
    .from(teams)
    .leftJoin(users, eq(users.id, teams.idUser))
    .where(inArray(teams.division, [...DIVISIONS]))
    .orderBy(asc(teams.id));
  return new Map(
    rows.flatMap((r) =>
      isDivision(r.division)
        ? [
            [
              r.id,
              {
                id: r.id,
                name: r.name,
                division: r.division,
                user:
                  r.userId === null || r.rol === null
                    ? null
                    : { id: r.userId, name: r.userName ?? '', rol: r.rol },
              },
            ] as const,
          ]
        : [],
    ),
  );
}

/** The objectives frozen for the season, or (none frozen yet) the teams screen's current ones. */
async function seasonObjectivesOrCurrent(
  db: Db | Tx,
  seasonId: number,
  league: Map<number, LeagueTeam>,
): Promise<{ frozen: boolean; list: FrozenObjective[] }> {
  const rows = await db.select().from(seasonObjectives).where(eq(seasonObjectives.seasonId, seasonId));
  if (rows.length === 0) return { frozen: false, list: await currentObjectives(db) };
  const list = rows.flatMap((r) =>
    isDivision(r.division)
      ? [
          {
            team_id: r.teamId,
            team: league.get(r.teamId)?.name ?? `Equipo ${r.teamId}`,
            user_id: league.get(r.teamId)?.user?.id ?? null,
            division: r.division,
            rank: r.rank,
            objective: r.objective,
          },
        ]
      : [],
  );
  return { frozen: true, list };
}

async function nextTournaments(
  db: Db | Tx,
  season: Season,
  list: TournamentRef[],
  divisions: Map<number, Division>,
): Promise<NextTournament[]> {
  const members = await db
    .select({ tournamentId: tournamentTeams.tournamentId, teamId: tournamentTeams.teamId })
    .from(tournamentTeams)
    .where(
      inArray(
        tournamentTeams.tournamentId,
        list.map((t) => t.id),
      ),
    );
  return list.map((source) => {
    const division = divisionOf(source.format);
    const teamIds = division
      ? [...divisions].filter(([, d]) => d === division).map(([id]) => id)
      : members.filter((m) => m.tournamentId === source.id).map((m) => m.teamId);
    return {
      source,
      name: nextTournamentName(source.name, season.name),
      format: source.format,
      teamIds,
      matches: fixtureSize(source.format, teamIds.length),
    };
  });
}

/** Reads the season's final tables and objectives and plans its close (docs/decisions/024). */
export async function draftClose(db: Db | Tx, season: Season): Promise<CloseDraft> {
  // One after the other: inside the close's transaction they share one connection.
  const list = await tournamentsOfSeason(db, season.id);
  const places = await closingPlaces(db);
  const league = await leagueTeams(db);
  const pending = await pendingMatches(db, season.id);
  const primera = await divisionResult(db, list, 'PD');
  const segunda = await divisionResult(db, list, 'SD');
  const objectives = await seasonObjectivesOrCurrent(db, season.id, league);
  const plan = planClosing({ primera, segunda, objectives: objectives.list, places });
  const divisions = new Map([...league].map(([id, t]) => [id, t.division]));
  for (const t of plan.promoted) divisions.set(t.team_id, 'Primera');
  for (const t of plan.relegated) divisions.set(t.team_id, 'Segunda');
  return {
    season,
    places,
    plan,
    frozen: objectives.frozen,
    pending,
    teams: league,
    divisions,
    tournaments: list,
    next: {
      name: nextSeasonName(season.name),
      tournaments: await nextTournaments(db, season, list, divisions),
    },
  };
}

export const moveView = (p: TablePlace & { by: MoveBy }, from: Division, to: Division) => ({
  id: p.team_id,
  name: p.team,
  from,
  to,
  position: p.position,
  by: p.by,
});

export function objectiveViews(draft: CloseDraft): ClosingObjective[] {
  return draft.plan.objectives.map((o) => {
    const user = draft.teams.get(o.team_id)?.user;
    return {
      team: { id: o.team_id, name: o.team },
      user: user ? { id: user.id, name: user.name } : null,
      division: o.division,
      rank: o.rank,
      objective: o.objective,
      position: o.position,
      result: o.result,
      met: o.met,
      steps: o.steps,
      amount: o.amount,
    };
  });
}
