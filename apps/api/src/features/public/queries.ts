import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { matches, players, seasons, teams, tournaments, type Db } from '@liga/db';
import { playerCardColumns } from '../players';

// The public pages' own reads (decision 035): each selects only the columns a visitor may see.

/** The active season and its tournaments, leagues first (PD, SD), then the cups in creation order. */
export async function activeSeasonTournaments(db: Db) {
  const [season] = await db
    .select({ id: seasons.id, name: seasons.name })
    .from(seasons)
    .where(eq(seasons.active, true));
  if (!season) return { season: null, tournaments: [] };
  const rows = await db
    .select({ id: tournaments.id, name: tournaments.name, format: tournaments.format })
    .from(tournaments)
    .where(eq(tournaments.seasonId, season.id))
    .orderBy(asc(tournaments.id));
  const rank = (format: string) => (format === 'PD' ? 0 : format === 'SD' ? 1 : 2);
  return { season, tournaments: rows.sort((a, b) => rank(a.format) - rank(b.format)) };
}

/** The teams of both divisions, by division and name. */
export const leagueTeams = (db: Db) =>
  db
    .select({ id: teams.id, name: teams.name, division: teams.division })
    .from(teams)
    .where(inArray(teams.division, ['Primera', 'Segunda']))
    .orderBy(asc(teams.division), asc(teams.name));

export async function teamBasics(db: Db, id: number) {
  const [row] = await db
    .select({ id: teams.id, name: teams.name, division: teams.division })
    .from(teams)
    .where(eq(teams.id, id));
  return row;
}

export async function playerBasics(db: Db, id: number) {
  const [row] = await db
    .select({
      ...playerCardColumns,
      teamId: teams.id,
      teamName: teams.name,
      division: teams.division,
    })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.idTeam))
    .where(eq(players.id, id));
  return row;
}

/** Ids for the sitemap: every match with a result in the active season, the league teams' players. */
export async function sitemapIds(db: Db, seasonId: number | null) {
  const played = seasonId
    ? await db
        .select({ id: matches.id })
        .from(matches)
        .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
        .where(and(eq(tournaments.seasonId, seasonId), isNotNull(matches.scoreHome)))
        .orderBy(desc(matches.id))
    : [];
  const listed = await db
    .select({ id: players.id })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.idTeam))
    .where(inArray(teams.division, ['Primera', 'Segunda']))
    .orderBy(asc(players.id));
  return { matches: played.map((m) => m.id), players: listed.map((p) => p.id) };
}
