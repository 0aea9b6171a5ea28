import { eq } from 'drizzle-orm';
import type { Tx } from './client';
import { auctionBids, auctions, players, releaseClauses, transferPlayers, transfers } from './schema/index';
import { DAY, HOUR } from './seed-random';
import {
  listed,
  managerOf,
  moveMoneyAt,
  roundMoney,
  spare,
  type SeedPlayer,
  type SeedWorld,
} from './seed-world';

const ago = (w: SeedWorld, ms: number) => new Date(w.now.getTime() - ms);

/** A player moves to his new team as bloqueado, as every confirmed market deal leaves him. */
async function move(tx: Tx, player: SeedPlayer, team: number, at: Date) {
  await tx
    .update(players)
    .set({ idTeam: team, status: 'bloqueado', updatedAt: at })
    .where(eq(players.id, player.id));
}

/** Weeks ago Atlético Pampero bought a spare player of Unión del Sur: a confirmed transfer. */
async function confirmedTransfer(tx: Tx, w: SeedWorld) {
  const player = spare(w, 5);
  const [buyer, seller] = [managerOf(w, 1), managerOf(w, 5)];
  const budget = roundMoney(player.value * 0.9);
  const at = ago(w, 17 * DAY);
  const [row] = await tx
    .insert(transfers)
    .values({
      idSeason: w.seasonId,
      idTeamFrom: 5,
      idTeamTo: 1,
      budget,
      status: 'confirmado',
      createdBy: buyer,
      buyBy: buyer,
      soldBy: seller,
      confirmedBy: seller,
      confirmedAt: at,
      createdAt: new Date(at.getTime() - 20 * HOUR),
    })
    .returning({ id: transfers.id });
  await tx
    .insert(transferPlayers)
    .values({ transferId: row!.id, playerId: player.id, playerName: player.name });
  await move(tx, player, 1, at);
  const ref = { refType: 'transfer', refId: row!.id, createdBy: seller };
  await moveMoneyAt(tx, at, { userId: buyer, amount: -budget, reason: 'transfer_payment', ...ref });
  await moveMoneyAt(tx, at, { userId: seller, amount: budget, reason: 'transfer_income', ...ref });
}

/** Deportivo Norte paid a spare player's clause to Atlético Pampero; the Organizador confirmed it. */
async function confirmedClause(tx: Tx, w: SeedWorld) {
  const player = spare(w, 1, 1);
  const [buyer, seller] = [managerOf(w, 2), managerOf(w, 1)];
  const value = roundMoney(player.value * 1.2);
  const at = ago(w, 12 * DAY);
  const [row] = await tx
    .insert(releaseClauses)
    .values({
      idPlayer: player.id,
      name: player.name,
      idTeam: 1,
      createdBy: buyer,
      value,
      totalValue: value,
      idSeason: w.seasonId,
      confirmed: true,
      active: false,
      confirmedBy: w.organizer,
      confirmedAt: at,
      createdAt: new Date(at.getTime() - 30 * HOUR),
    })
    .returning({ id: releaseClauses.id });
  await move(tx, player, 2, at);
  const ref = { refType: 'release_clause', refId: row!.id, createdBy: w.organizer };
  await moveMoneyAt(tx, at, { userId: buyer, amount: -value, reason: 'clause_payment', ...ref });
  await moveMoneyAt(tx, at, { userId: seller, amount: value, reason: 'clause_income', ...ref });
}

/**
 * Open offers: two revealed ones (made two days ago, their window long closed) competing for a
 * player of Defensores del Puerto, and two sealed ones made now — Manager Uno's among them — for a
 * player of Sporting Andino: hidden from everyone until the window closes.
 */
async function openOffers(tx: Tx, w: SeedWorld) {
  const offer = (target: SeedPlayer, team: number, buyerTeam: number, factor: number, at: Date) => ({
    idPlayer: target.id,
    name: target.name,
    idTeam: team,
    createdBy: managerOf(w, buyerTeam),
    value: roundMoney(target.value * factor),
    totalValue: roundMoney(target.value * factor),
    idSeason: w.seasonId,
    createdAt: at,
  });
  const revealed = listed(w, 11, 2);
  const sealed = listed(w, 7, 3);
  await tx
    .insert(releaseClauses)
    .values([
      offer(revealed, 11, 9, 1.3, ago(w, 2 * DAY + 3 * HOUR)),
      offer(revealed, 11, 10, 1.45, ago(w, 2 * DAY + 1 * HOUR)),
      offer(sealed, 7, 1, 1.25, w.now),
      offer(sealed, 7, 8, 1.1, w.now),
    ]);
}

/** Spare players of two clubs outside the divisions: one auction won two weeks ago, one open with bids. */
async function auctionsWithBids(tx: Tx, w: SeedWorld) {
  const won = spare(w, 30);
  const open = spare(w, 29);
  const bidders = { uno: managerOf(w, 1), dos: managerOf(w, 15), tres: managerOf(w, 3) };
  const wonAt = ago(w, 15 * DAY);
  const wonBids = [
    { userId: bidders.dos, teamId: 15, amount: won.value, at: new Date(wonAt.getTime() - 40 * HOUR) },
    {
      userId: bidders.tres,
      teamId: 3,
      amount: won.value + 2_000_000,
      at: new Date(wonAt.getTime() - 36 * HOUR),
    },
    {
      userId: bidders.dos,
      teamId: 15,
      amount: won.value + 4_000_000,
      at: new Date(wonAt.getTime() - 26 * HOUR),
    },
  ];
  const last = wonBids[wonBids.length - 1]!;
  const openedAt = ago(w, 2 * DAY);
  const openBids = [
    { userId: bidders.tres, teamId: 3, amount: open.value, at: openedAt },
    { userId: bidders.dos, teamId: 15, amount: open.value + 1_000_000, at: ago(w, 40 * HOUR) },
    { userId: bidders.uno, teamId: 1, amount: open.value + 3_000_000, at: ago(w, 30 * HOUR) },
    { userId: bidders.tres, teamId: 3, amount: open.value + 5_000_000, at: ago(w, 20 * HOUR) },
    { userId: bidders.uno, teamId: 1, amount: open.value + 7_000_000, at: ago(w, 5 * HOUR) },
  ];
  const [confirmed, active] = await tx
    .insert(auctions)
    .values([
      {
        idPlayer: won.id,
        idTeam: 30,
        idSeason: w.seasonId,
        createdBy: bidders.dos,
        openingAmount: won.value,
        status: 'confirmed',
        closesAt: new Date(last.at.getTime() + 24 * HOUR),
        winnerUserId: bidders.dos,
        confirmedBy: w.admin,
        confirmedAt: wonAt,
        createdAt: wonBids[0]!.at,
      },
      {
        idPlayer: open.id,
        idTeam: 29,
        idSeason: w.seasonId,
        createdBy: bidders.tres,
        openingAmount: open.value,
        closesAt: new Date(openBids[openBids.length - 1]!.at.getTime() + 24 * HOUR),
        createdAt: openedAt,
      },
    ])
    .returning({ id: auctions.id });
  await tx
    .insert(auctionBids)
    .values([
      ...wonBids.map(({ at, ...b }) => ({ ...b, auctionId: confirmed!.id, createdAt: at })),
      ...openBids.map(({ at, ...b }) => ({ ...b, auctionId: active!.id, createdAt: at })),
    ]);
  await move(tx, won, 15, wonAt);
  await moveMoneyAt(tx, wonAt, {
    userId: bidders.dos,
    amount: -last.amount,
    reason: 'auction_payment',
    refType: 'auction',
    refId: confirmed!.id,
    createdBy: w.admin,
  });
}

/** Club Ferroviario proposed a few hours ago to buy a spare player of Atlético Pampero: pending. */
async function pendingTransfer(tx: Tx, w: SeedWorld) {
  const player = spare(w, 1, 2);
  const [row] = await tx
    .insert(transfers)
    .values({
      idSeason: w.seasonId,
      idTeamFrom: 1,
      idTeamTo: 4,
      budget: roundMoney(player.value),
      createdBy: managerOf(w, 4),
      createdAt: ago(w, 3 * HOUR),
    })
    .returning({ id: transfers.id });
  await tx
    .insert(transferPlayers)
    .values({ transferId: row!.id, playerId: player.id, playerName: player.name });
}

/**
 * The market of the demo's season, oldest first so every ledger row's balance follows the row
 * before it: the transfer, auction and clause already confirmed, then what is still open.
 */
export async function seedMarketHistory(tx: Tx, w: SeedWorld): Promise<void> {
  await confirmedTransfer(tx, w);
  await auctionsWithBids(tx, w);
  await confirmedClause(tx, w);
}

export async function seedOpenMarket(tx: Tx, w: SeedWorld): Promise<void> {
  await openOffers(tx, w);
  await pendingTransfer(tx, w);
}
