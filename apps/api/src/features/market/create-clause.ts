import { and, eq, inArray } from 'drizzle-orm';
import { players, releaseClauses, teams, users, type Db } from '@liga/db';
import {
  clauseTotals,
  hasErrors,
  isRevealed,
  lockMessages,
  validateClause,
  type ClauseView,
  type ReleaseClauseInput,
} from '@liga/domain';
import { ruleBroken, unprocessable } from '../../lib/http-errors';
import { playerForUpdate } from '../players';
import type { AuthUser } from '../../plugins/auth';
import { isPlayerLocked } from '../locks';
import { assertMarketOpen, requireActiveSeason } from '../seasons';
import { playersInPendingTransfers } from '../transfers';
import { revealAnchor, selectClauseRows, toClauseViews } from './clause-view';
import { messages } from './messages';
import { clausesLost } from './queries';
import { notifyOfferReceived } from '../notifications';

/**
 * POST /clausula_rescision (decision 012, docs/rules.md §4). The buyer comes from the token and the season is
 * the active one; every rule is checked here with the player row locked, so a confirmation or another
 * offer running at the same moment cannot slip between the checks and the insert. No money moves
 * until staff confirm.
 */
export async function createClause(
  db: Db,
  input: ReleaseClauseInput,
  by: AuthUser,
  now: Date,
  timeZone: string,
): Promise<ClauseView> {
  const season = await requireActiveSeason(db);
  assertMarketOpen(season, now, timeZone);
  const id = await db.transaction(async (tx) => {
    const player = await playerForUpdate(tx, input.id_player);
    if (!player) throw ruleBroken('id_player', messages.playerNotFound);

    const [buyer] = await tx
      .select({ budget: users.profits, teamId: teams.id })
      .from(users)
      .leftJoin(teams, eq(teams.idUser, users.id))
      .where(eq(users.id, by.id));
    const buyerTeam = buyer?.teamId ?? null;
    const offered =
      input.other_players.length > 0 && buyerTeam !== null
        ? await tx
            .select({ id: players.id, value: players.value })
            .from(players)
            .where(and(inArray(players.id, input.other_players), eq(players.idTeam, buyerTeam)))
        : [];
    const errors = validateClause(input, {
      player,
      buyer: { teamId: buyerTeam, budget: buyer?.budget ?? 0, squadIds: offered.map((p) => p.id) },
      sellerClausesLost: await clausesLost(tx, season.id, player.teamId),
    });
    if (hasErrors(errors)) throw unprocessable(errors);
    // A player his team locked this season takes no clause (docs/rules.md §17.1).
    if (await isPlayerLocked(tx, season.id, player.id, player.teamId))
      throw ruleBroken('id_player', lockMessages.locked(player.name));

    const open = await tx
      .select({ createdAt: releaseClauses.createdAt, active: releaseClauses.active })
      .from(releaseClauses)
      .where(
        and(
          eq(releaseClauses.idPlayer, player.id),
          eq(releaseClauses.idSeason, season.id),
          eq(releaseClauses.active, true),
        ),
      );
    const anchor = revealAnchor(open);
    if (anchor && isRevealed(anchor, now, timeZone)) throw ruleBroken('id_player', messages.roundRevealed);
    if ((await playersInPendingTransfers(tx, [player.id])).length > 0)
      throw ruleBroken('id_player', messages.playerInTransfer);
    if ((await playersInPendingTransfers(tx, input.other_players)).length > 0) {
      throw ruleBroken('other_players', messages.otherPlayersInTransfer);
    }

    const { extra_value, total_value } = clauseTotals(
      input.value,
      offered.map((p) => p.value),
    );
    const [row] = await tx
      .insert(releaseClauses)
      .values({
        idPlayer: player.id,
        name: player.name,
        idTeam: player.teamId,
        createdBy: by.id,
        value: input.value,
        otherPlayers: input.other_players,
        extraValue: extra_value,
        totalValue: total_value,
        idSeason: season.id,
        // The app clock, not the database's: the reveal window is measured from it.
        createdAt: now,
      })
      .returning({ id: releaseClauses.id });
    await notifyOfferReceived(tx, row!.id);
    return row!.id;
  });
  const rows = await selectClauseRows(db).where(eq(releaseClauses.id, id));
  const [view] = await toClauseViews(db, rows, { userId: by.id, now, timeZone });
  return view!;
}
