import { eq } from 'drizzle-orm';
import { teams, type Db } from '@liga/db';
import { squadSummary, squadWarnings, type Squad } from '@liga/domain';
import { notFound } from '../../lib/http-errors';
import { listTeamPlayers } from '../teams';
import { messages } from './messages';

/** The caller's own team (teams.id_user), its players and the squad figures of spec 01 §9. */
export async function loadSquad(db: Db, userId: number): Promise<Squad> {
  const [team] = await db
    .select({ id: teams.id, name: teams.name, division: teams.division })
    .from(teams)
    .where(eq(teams.idUser, userId));
  if (!team) throw notFound(messages.noTeam);
  const players = await listTeamPlayers(db, team.id);
  const summary = squadSummary(players, team.division);
  return {
    team: { ...team, division: team.division ?? '' },
    players,
    summary,
    warnings: squadWarnings(summary, team.division),
  };
}
