import { asc, desc, eq } from 'drizzle-orm';
import { players, type Db, type Tx } from '@liga/db';
import type { SquadPlayer } from '@liga/domain';

/** A team's players, strongest first, as the team detail and the squad screen show them. */
export async function listTeamPlayers(db: Db | Tx, teamId: number): Promise<SquadPlayer[]> {
  return db
    .select({
      id: players.id,
      name: players.name,
      age: players.age,
      ca: players.ca,
      pa: players.pa,
      value: players.value,
      status: players.status,
    })
    .from(players)
    .where(eq(players.idTeam, teamId))
    .orderBy(desc(players.ca), asc(players.name), asc(players.id));
}
