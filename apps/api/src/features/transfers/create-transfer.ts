import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { players, teams, transferPlayers, transfers, users, type Db, type Tx } from '@liga/db';
import { MARKET_GATE_DELAY_HOURS, MAX_OPEN_PROPOSALS, may, type TransferInput } from '@liga/domain';
import { forbidden, ruleBroken } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { assertMarketOpen, requireActiveSeason } from '../seasons';
import { TRANSFER_PENDING, openAt, playersInPendingTransfers } from './transfer-view';
import { messages } from './messages';
import { notifyTransfer } from '../notifications';

async function team(tx: Tx, id: number, field: string, missing: string) {
  const [row] = await tx.select({ id: teams.id, idUser: teams.idUser }).from(teams).where(eq(teams.id, id));
  if (!row) throw ruleBroken(field, missing);
  return row;
}

/** The budget moves from the receiving team's owner to the giving team's owner, so both must exist. */
async function checkBudget(
  tx: Tx,
  budget: number,
  buyerId: number | null,
  sellerId: number | null,
): Promise<void> {
  if (budget === 0) return;
  if (buyerId === null) throw ruleBroken('id_team_to', messages.buyerMissing);
  if (sellerId === null) throw ruleBroken('id_team_from', messages.sellerMissing);
  const [buyer] = await tx.select({ profits: users.profits }).from(users).where(eq(users.id, buyerId));
  if (!buyer || buyer.profits < budget) throw ruleBroken('budget', messages.insufficientBudget);
}

/**
 * POST /transfer (decision 012, docs/rules.md §5). Open MARKET_GATE_DELAY_HOURS after the season start, in the
 * active season whatever id_season the form sends (the original form hard-codes one). An Admin moves
 * any players; a manager only proposes deals involving their own team, with at most
 * MAX_OPEN_PROPOSALS open at once. The players are locked and checked, but not marked: a proposal
 * changes nothing of the other team until its owner accepts it (decision 013); the owner may
 * reject it, its creator cancel it, and it expires TRANSFER_PROPOSAL_HOURS later. No money moves yet.
 */
export async function createTransfer(
  db: Db,
  input: TransferInput,
  by: AuthUser,
  now: Date,
  timeZone: string,
): Promise<number> {
  const season = await requireActiveSeason(db);
  assertMarketOpen(season, now, timeZone, MARKET_GATE_DELAY_HOURS);
  return db.transaction(async (tx) => {
    const from = await team(tx, input.id_team_from, 'id_team_from', messages.teamFromNotFound);
    const to = await team(tx, input.id_team_to, 'id_team_to', messages.teamToNotFound);
    if (!may(by.rol, 'createAnyTransfer') && by.id !== from.idUser && by.id !== to.idUser)
      throw forbidden(messages.cannotCreate);

    const ids = [...input.players].sort((a, b) => a - b);
    const moving = await tx
      .select({ id: players.id, name: players.name, idTeam: players.idTeam })
      .from(players)
      .where(inArray(players.id, ids))
      .orderBy(asc(players.id))
      .for('update');
    if (moving.length !== ids.length) throw ruleBroken('players', messages.playersInvalid);
    const stranger = moving.find((p) => p.idTeam !== from.id);
    if (stranger) throw ruleBroken('players', messages.playerNotInTeam(stranger.name));
    const [pending] = await playersInPendingTransfers(tx, ids);
    if (pending) throw ruleBroken('players', messages.playerPending(pending.name));
    if (!may(by.rol, 'createAnyTransfer')) {
      // Serializes one manager's proposals, so parallel requests cannot slip past the bound
      // (players first, then users: the lock order of every market flow).
      await tx.select({ id: users.id }).from(users).where(eq(users.id, by.id)).for('update');
      const [open] = await tx
        .select({ n: count() })
        .from(transfers)
        .where(and(eq(transfers.createdBy, by.id), openAt(now)));
      if ((open?.n ?? 0) >= MAX_OPEN_PROPOSALS)
        throw ruleBroken('players', messages.tooManyOpen(MAX_OPEN_PROPOSALS));
    }
    await checkBudget(tx, input.budget, to.idUser, from.idUser);

    const [row] = await tx
      .insert(transfers)
      .values({
        idSeason: season.id,
        idTeamFrom: from.id,
        idTeamTo: to.id,
        budget: input.budget,
        status: TRANSFER_PENDING,
        createdBy: by.id,
        buyBy: to.idUser,
        soldBy: from.idUser,
        createdAt: now,
      })
      .returning({ id: transfers.id });
    const order = new Map(input.players.map((id, i) => [id, i]));
    const listed = [...moving].sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    await tx
      .insert(transferPlayers)
      .values(listed.map((p) => ({ transferId: row!.id, playerId: p.id, playerName: p.name })));
    await notifyTransfer(tx, row!.id, 'transfer_proposed', by.id);
    return row!.id;
  });
}
