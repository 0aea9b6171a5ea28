import { eq } from 'drizzle-orm';
import { playerValueChanges, players, type Db, type Tx } from '@liga/db';
import {
  CA_ABOVE_PA,
  REGISTERED,
  RELEASED,
  may,
  ownerStatusRefusal,
  registrationRefusal,
  type Player,
  type PlayerInput,
  type PlayerUpdateInput,
} from '@liga/domain';
import { forbidden, notFound, ruleBroken } from '../../lib/http-errors';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/pg-errors';
import type { AuthUser } from '../../plugins/auth';
import { findPlayerView } from './player-view';
import { messages } from './messages';
import { freeAgentTeamId, hasHistory, lockPlayer, registeredCounts, teamExists } from './queries';

type PlayerRow = typeof players.$inferSelect;

/** Saving a player as 'liberado' sends it to the free-agent team of league_settings (docs/rules.md §3). */
async function destinationTeam(tx: Tx, status: string, requested: number, current?: number): Promise<number> {
  if (status === RELEASED) {
    const id = await freeAgentTeamId(tx);
    if (id === null) throw ruleBroken('status', messages.noFreeAgentTeam);
    return id;
  }
  if (requested !== current && !(await teamExists(tx, requested)))
    throw ruleBroken('id_team', messages.teamMissing);
  return requested;
}

export async function createPlayer(db: Db, input: PlayerInput): Promise<Player> {
  const id = await db.transaction(async (tx) => {
    const idTeam = await destinationTeam(tx, input.status, input.id_team);
    const { id_team: _ignored, ...fields } = input;
    const [row] = await tx
      .insert(players)
      .values({ ...fields, idTeam })
      .returning({ id: players.id });
    return row!.id;
  });
  return (await findPlayerView(db, id))!;
}

const STAFF_FIELDS = ['name', 'age', 'ca', 'pa', 'value'] as const;

/** A team owner may change the status only; other fields sent back unchanged are ignored (decision 033). */
function refuseOwnerChanges(current: PlayerRow, input: PlayerUpdateInput): void {
  const changed = STAFF_FIELDS.some((k) => input[k] !== undefined && input[k] !== current[k]);
  if (changed || (input.id_team !== undefined && input.id_team !== current.idTeam))
    throw forbidden(messages.onlyStaffFields);
  const refusal = input.status === undefined ? null : ownerStatusRefusal(current.status, input.status);
  if (refusal) throw forbidden(messages.ownerStatus[refusal]);
}

export async function updatePlayer(
  db: Db,
  id: number,
  input: PlayerUpdateInput,
  by: AuthUser,
  now: Date,
): Promise<Player> {
  const staff = may(by.rol, 'editPlayerFields');
  await db.transaction(async (tx) => {
    const row = await lockPlayer(tx, id);
    if (!row) throw notFound(messages.notFound);
    const current = row.player;
    if (!staff) {
      if (row.ownerId !== by.id) throw forbidden(messages.cannotEdit);
      refuseOwnerChanges(current, input);
    }
    const next = {
      name: input.name ?? current.name,
      age: input.age ?? current.age,
      ca: input.ca ?? current.ca,
      pa: input.pa ?? current.pa,
      value: input.value ?? current.value,
      status: input.status ?? current.status,
    };
    if (next.ca > next.pa) throw ruleBroken('ca', CA_ABOVE_PA);
    const idTeam = await destinationTeam(tx, next.status, input.id_team ?? current.idTeam, current.idTeam);
    await tx
      .update(players)
      .set({ ...next, idTeam, updatedAt: now })
      .where(eq(players.id, id));
    // The player page's value history reads these rows (decision 026).
    if (next.value !== current.value)
      await tx.insert(playerValueChanges).values({
        playerId: id,
        previousValue: current.value,
        value: next.value,
        changedBy: by.id,
        createdAt: now,
      });
  });
  return (await findPlayerView(db, id))!;
}

export async function deletePlayer(db: Db, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      if (!(await lockPlayer(tx, id))) throw notFound(messages.notFound);
      if (await hasHistory(tx, id)) throw ruleBroken('id', messages.hasHistory);
      await tx.delete(players).where(eq(players.id, id));
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw ruleBroken('id', messages.hasHistory);
    throw error;
  }
}

/** The Registrar button: irreversible (docs/rules.md §3.2), by the team owner or staff, within the list limits. */
export async function registerPlayer(db: Db, id: number, by: AuthUser, now: Date): Promise<Player> {
  const staff = may(by.rol, 'registerAnyPlayer');
  await db.transaction(async (tx) => {
    const row = await lockPlayer(tx, id);
    if (!row) throw notFound(messages.notFound);
    if (!staff && row.ownerId !== by.id) throw forbidden(messages.cannotRegister);
    const refusal = registrationRefusal(row.player, await registeredCounts(tx, row.player.idTeam), staff);
    if (refusal === 'blocked') throw forbidden(messages.registration.blocked);
    if (refusal) throw ruleBroken('id', messages.registration[refusal]);
    await tx.update(players).set({ status: REGISTERED, updatedAt: now }).where(eq(players.id, id));
  });
  return (await findPlayerView(db, id))!;
}
