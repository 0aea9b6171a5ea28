import { asc, desc, eq } from 'drizzle-orm';
import { players, type Db, type Tx } from '@liga/db';
import type { SquadPlayer } from '@liga/domain';
import { squadPlayerColumns } from '../players';

/** A team's players, strongest first, as the team detail and the squad screen show them. */
export async function listTeamPlayers(db: Db | Tx, teamId: number): Promise<SquadPlayer[]> {
  return db
    .select(squadPlayerColumns)
    .from(players)
    .where(eq(players.idTeam, teamId))
    .orderBy(desc(players.ca), asc(players.name), asc(players.id));
}
