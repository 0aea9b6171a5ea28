import { eq } from 'drizzle-orm';
import { teams, type Db } from '@liga/db';
import { squadSummary, squadWarnings, type Squad } from '@liga/domain';
import { listTeamPlayers } from '../teams';
import { squadSeason } from './season';
import { transferableIds } from './transferable';

/**
 * The caller's own team (teams.id_user), its players, the squad figures (docs/rules.md §3.3, §3.4) and the season's
 * statistics. A caller without a team gets an empty squad with `team: null`: the screen shows its
 * empty state instead of an error.
 */
export async function loadSquad(db: Db, userId: number): Promise<Squad> {
  const [team] = await db
    .select({ id: teams.id, name: teams.name, division: teams.division })
    .from(teams)
    .where(eq(teams.idUser, userId));
  if (!team)
    return {
      team: null,
      players: [],
      summary: squadSummary([], null),
      warnings: [],
      season: [],
      transferable: [],
    };
  const [players, season, transferable] = await Promise.all([
    listTeamPlayers(db, team.id),
    squadSeason(db, team.id),
    transferableIds(db, team.id),
  ]);
  const summary = squadSummary(players, team.division);
  return {
    team: { ...team, division: team.division ?? '' },
    players,
    summary,
    warnings: squadWarnings(summary, team.division),
    season,
    transferable,
  };
}
