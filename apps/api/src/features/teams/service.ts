import { eq } from 'drizzle-orm';
import { teams, type Db, type Tx } from '@liga/db';
import type { Team, TeamInput, TeamUpdateInput } from '@liga/domain';
import { ruleBroken } from '../../lib/http-errors';
import { lockedRow } from '../../lib/locked-row';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-errors';
import { messages } from './messages';
import { findTeamView, ownsAnotherTeam, userExists } from './queries';

/** A team's owner must exist and own no other team (one team per manager). */
async function checkOwner(tx: Tx, userId: number, teamId?: number): Promise<void> {
  if (!(await userExists(tx, userId))) throw ruleBroken('id_user', messages.ownerMissing);
  if (await ownsAnotherTeam(tx, userId, teamId)) throw ruleBroken('id_user', messages.ownerTaken);
}

function translateDbError(error: unknown): never {
  // Two saves naming the same owner at once: the unique index on teams.id_user stops the second.
  if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw ruleBroken('id_user', messages.ownerTaken);
  throw error;
}

export async function createTeam(db: Db, input: TeamInput): Promise<Team> {
  try {
    const id = await db.transaction(async (tx) => {
      if (input.id_user !== null) await checkOwner(tx, input.id_user);
      const [row] = await tx
        .insert(teams)
        .values({ name: input.name, division: input.division, idUser: input.id_user })
        .returning({ id: teams.id });
      return row!.id;
    });
    return (await findTeamView(db, id))!;
  } catch (error) {
    translateDbError(error);
  }
}

export async function updateTeam(db: Db, id: number, input: TeamUpdateInput, now: Date): Promise<Team> {
  try {
    await db.transaction(async (tx) => {
      const current = await lockedRow(tx, teams, id, messages.notFound);
      if (input.id_user !== undefined && input.id_user !== null && input.id_user !== current.idUser) {
        await checkOwner(tx, input.id_user, id);
      }
      await tx
        .update(teams)
        .set({
          name: input.name ?? current.name,
          division: input.division === undefined ? current.division : input.division,
          idUser: input.id_user === undefined ? current.idUser : input.id_user,
          updatedAt: now,
        })
        .where(eq(teams.id, id));
    });
  } catch (error) {
    translateDbError(error);
  }
  return (await findTeamView(db, id))!;
}
