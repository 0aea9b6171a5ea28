import { eq } from 'drizzle-orm';
import { teams, type Db } from '@liga/db';

export async function findTeam(db: Db, id: number) {
  const [row] = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, id));
  return row;
}
