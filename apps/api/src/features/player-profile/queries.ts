import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import {
  auctions,
  matchStatistics,
  playerValueChanges,
  players,
  seasons,
  teams,
  tournaments,
  transferPlayers,
  transfers,
  users,
  type Db,
} from '@liga/db';
import {
  PROFILE_LIST_LIMIT,
  PROFILE_VALUE_POINTS,
  type ProfileAuction,
  type ProfileStatLine,
  type ProfileTransfer,
  type ValuePoint,
} from '@liga/domain';
import { namedRef } from '../../lib/named-ref';

// Every query here reads one player's rows through an index on the player's id (migration 0010) and
// returns a bounded list: the page is one request of a handful of queries, never one per row.

const total = (column: PgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`.mapWith(Number);

/** The player's team manager and when the player was created (the value history's start). */
export async function playerBasics(db: Db, id: number) {
  const [row] = await db
    .select({ createdAt: players.createdAt, managerId: users.id, managerName: users.name })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.idTeam))
    .leftJoin(users, eq(users.id, teams.idUser))
    .where(eq(players.id, id));
  return row;
}

/**
 * The value from the player's creation on (decision 026): the value before the first recorded change
 * at the creation, then each change. With no change recorded, the current value since the creation.
 * Only the newest PROFILE_VALUE_POINTS changes: older ones start the line at the first one kept.
 */
export async function valueHistory(
  db: Db,
  id: number,
  createdAt: Date,
  current: number,
): Promise<ValuePoint[]> {
  const rows = await db
    .select({
      previous: playerValueChanges.previousValue,
      value: playerValueChanges.value,
      at: playerValueChanges.createdAt,
    })
    .from(playerValueChanges)
    .where(eq(playerValueChanges.playerId, id))
    .orderBy(desc(playerValueChanges.id))
    .limit(PROFILE_VALUE_POINTS);
  rows.reverse();
  const changes = rows.map((r) => ({ at: r.at.toISOString(), value: r.value }));
  if (rows.length === PROFILE_VALUE_POINTS) return changes;
  return [{ at: createdAt.toISOString(), value: rows[0]?.previous ?? current }, ...changes];
}

/** The player's statistics summed per tournament, newest season and tournament first. */
export async function statisticsByTournament(db: Db, id: number): Promise<ProfileStatLine[]> {
  const s = matchStatistics;
  const rows = await db
    .select({
      seasonId: seasons.id,
      seasonName: seasons.name,
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
      matches: sql<number>`count(*)::int`.mapWith(Number),
      goals: total(s.goals),
      assists: total(s.assists),
      yellow: total(s.yellowCards),
      red: total(s.redCards),
      simple: total(s.simpleInjuries),
      serious: total(s.seriousInjuries),
      mvp: sql<number>`count(*) filter (where ${s.mvp})::int`.mapWith(Number),
    })
    .from(s)
    .innerJoin(tournaments, eq(tournaments.id, s.tournamentId))
    .innerJoin(seasons, eq(seasons.id, tournaments.seasonId))
    .where(eq(s.playerId, id))
    .groupBy(seasons.id, tournaments.id)
    .orderBy(desc(seasons.id), desc(tournaments.id))
    .limit(PROFILE_LIST_LIMIT);
  return rows.map((r) => ({
    season: { id: r.seasonId, name: r.seasonName },
    tournament: { id: r.tournamentId, name: r.tournamentName },
    matches: r.matches,
    goals: r.goals,
    assists: r.assists,
    yellow_cards: r.yellow,
    red_cards: r.red,
    injuries: r.simple + r.serious,
    mvp: r.mvp,
  }));
}

const teamFrom = alias(teams, 'team_from');
const teamTo = alias(teams, 'team_to');
const CONFIRMED_TRANSFER = 'confirmado';

/** Confirmed transfers that moved the player, newest first, with the other players of each. */
export async function playerTransfers(db: Db, id: number): Promise<ProfileTransfer[]> {
  const rows = await db
    .select({
      id: transfers.id,
      at: transfers.confirmedAt,
      createdAt: transfers.createdAt,
      budget: transfers.budget,
      fromId: teamFrom.id,
      fromName: teamFrom.name,
      toId: teamTo.id,
      toName: teamTo.name,
    })
    .from(transferPlayers)
    .innerJoin(transfers, eq(transfers.id, transferPlayers.transferId))
    .innerJoin(teamFrom, eq(teamFrom.id, transfers.idTeamFrom))
    .innerJoin(teamTo, eq(teamTo.id, transfers.idTeamTo))
    .where(and(eq(transferPlayers.playerId, id), eq(transfers.status, CONFIRMED_TRANSFER)))
    .orderBy(desc(transfers.confirmedAt), desc(transfers.id))
    .limit(PROFILE_LIST_LIMIT);
  if (rows.length === 0) return [];
  const others = await db
    .select({ transferId: transferPlayers.transferId, name: transferPlayers.playerName })
    .from(transferPlayers)
    .where(
      and(
        inArray(
          transferPlayers.transferId,
          rows.map((r) => r.id),
        ),
        ne(transferPlayers.playerId, id),
      ),
    )
    .orderBy(transferPlayers.id);
  return rows.map((r) => ({
    id: r.id,
    at: (r.at ?? r.createdAt).toISOString(),
    team_from: { id: r.fromId, name: r.fromName },
    team_to: { id: r.toId, name: r.toName },
    budget: r.budget,
    with_players: others.filter((o) => o.transferId === r.id).map((o) => o.name),
  }));
}

const winner = alias(users, 'winner');

/** The player's auctions, newest first: the highest bid (or the opening amount) and the winner. */
export async function playerAuctions(db: Db, id: number): Promise<ProfileAuction[]> {
  const rows = await db
    .select({
      id: auctions.id,
      status: auctions.status,
      opening: auctions.openingAmount,
      // Read through auction_bids_auction_idx (auction, amount): the top of one auction's bids.
      highest: sql<
        number | null
      >`(select max(b.amount) from auction_bids b where b.auction_id = ${auctions.id})`.mapWith(Number),
      closesAt: auctions.closesAt,
      confirmedAt: auctions.confirmedAt,
      winnerId: winner.id,
      winnerName: winner.name,
    })
    .from(auctions)
    .leftJoin(winner, eq(winner.id, auctions.winnerUserId))
    .where(eq(auctions.idPlayer, id))
    .orderBy(desc(auctions.createdAt), desc(auctions.id))
    .limit(PROFILE_LIST_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    amount: r.highest ?? r.opening,
    closes_at: r.closesAt.toISOString(),
    confirmed_at: r.confirmedAt?.toISOString() ?? null,
    winner: namedRef(r.winnerId, r.winnerName),
  }));
}
