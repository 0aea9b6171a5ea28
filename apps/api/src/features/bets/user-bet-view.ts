import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { matchBets, matchStatistics, playerBets, userBets, users, type Db } from '@liga/db';
import {
  BET_OPTION_LABELS,
  formatOdd,
  payout,
  type BetOption,
  type DecidedBy,
  type UserBetList,
  type UserBetView,
} from '@liga/domain';
import { ONE_ROW, runPage, type Paging } from '../../lib/list-query';
import { betMatchesByIds } from './fixture-queries';

/** Which user bets a list shows: one by id, a bettor's, the unsettled ones, those settled by hand. */
export interface UserBetFilter {
  id?: number;
  userId?: number;
  confirmed?: boolean;
  outcome?: 'pending' | 'won' | 'lost';
  /** Only bets that cannot settle by themselves: free text, no fixture match (docs/rules.md §7.5). */
  unlinked?: boolean;
}

/** A player's goals and cards in the matches of a page's player bets, keyed 'match:player'. */
async function linesOf(db: Db, matchIds: number[]) {
  if (matchIds.length === 0) return new Map<string, { goals: number; cards: number }>();
  const rows = await db
    .select({
      matchId: matchStatistics.matchId,
      playerId: matchStatistics.playerId,
      goals: matchStatistics.goals,
      yellow: matchStatistics.yellowCards,
      red: matchStatistics.redCards,
      directRed: matchStatistics.directRed,
    })
    .from(matchStatistics)
    .where(inArray(matchStatistics.matchId, matchIds));
  return new Map(
    rows.map((r) => [
      `${r.matchId}:${r.playerId}`,
      { goals: r.goals, cards: r.yellow + r.red + (r.directRed ? 1 : 0) },
    ]),
  );
}

/** User bets with who bet and on what, in one query (user, match bet or player bet joined). */
export async function listUserBets(
  db: Db,
  filter: UserBetFilter,
  q: Paging,
  order: 'oldest' | 'newest',
): Promise<UserBetList> {
  const where = and(
    filter.id === undefined ? undefined : eq(userBets.id, filter.id),
    filter.userId === undefined ? undefined : eq(userBets.idUser, filter.userId),
    filter.confirmed === undefined ? undefined : eq(userBets.confirmed, filter.confirmed),
    filter.outcome === undefined ? undefined : eq(userBets.outcome, filter.outcome),
    filter.unlinked
      ? or(
          and(isNotNull(userBets.idBet), isNull(matchBets.matchId)),
          and(isNotNull(userBets.idPlayerbet), or(isNull(playerBets.matchId), isNull(playerBets.playerId))),
        )
      : undefined,
  );
  const query = db
    .select({
      bet: userBets,
      userName: users.name,
      match: matchBets.match,
      matchDescription: matchBets.description,
      playerName: playerBets.name,
      playerDescription: playerBets.description,
      matchId: matchBets.matchId,
      playerMatchId: playerBets.matchId,
      playerId: playerBets.playerId,
    })
    .from(userBets)
    .innerJoin(users, eq(users.id, userBets.idUser))
    .leftJoin(matchBets, eq(matchBets.id, userBets.idBet))
    .leftJoin(playerBets, eq(playerBets.id, userBets.idPlayerbet))
    .where(where)
    .orderBy(order === 'oldest' ? asc(userBets.id) : desc(userBets.id));
  const counted = db
    .select({ total: count() })
    .from(userBets)
    .leftJoin(matchBets, eq(matchBets.id, userBets.idBet))
    .leftJoin(playerBets, eq(playerBets.id, userBets.idPlayerbet))
    .where(where);
  const linked: { row: UserBetView; matchId: number; playerId: number | null; player: string }[] = [];
  const page = await runPage(q, query, counted, (r): UserBetView => {
    const b = r.bet;
    const onMatch = b.idBet !== null;
    const view: UserBetView = {
      id: b.id,
      id_user: b.idUser,
      user: { id: b.idUser, name: r.userName },
      id_bet: b.idBet,
      id_playerbet: b.idPlayerbet,
      kind: onMatch ? 'match' : 'player',
      bet: {
        id: (b.idBet ?? b.idPlayerbet)!,
        title: (onMatch ? r.match : r.playerName) ?? '',
        description: (onMatch ? r.matchDescription : r.playerDescription) ?? '',
      },
      option: b.option as BetOption,
      option_label: BET_OPTION_LABELS[b.option as BetOption] ?? b.option,
      selected_option: formatOdd(b.selectedOption),
      amount: b.amount,
      potential_payout: payout(b.amount, b.selectedOption),
      confirmed: b.confirmed ? 'yes' : 'no',
      outcome: b.outcome as UserBetView['outcome'],
      payout: b.payout,
      created_at: b.createdAt.toISOString(),
      settled_at: b.settledAt?.toISOString() ?? null,
      decided_by: null,
    };
    const matchId = onMatch ? r.matchId : r.playerId === null ? null : r.playerMatchId;
    if (matchId !== null)
      linked.push({ row: view, matchId, playerId: onMatch ? null : r.playerId, player: r.playerName ?? '' });
    return view;
  });
  await decide(db, linked);
  return page;
}

/** Fills each linked bet's `decided_by`: its match (score once saved) and the player's line. */
async function decide(
  db: Db,
  linked: { row: UserBetView; matchId: number; playerId: number | null; player: string }[],
): Promise<void> {
  if (linked.length === 0) return;
  const ids = [...new Set(linked.map((l) => l.matchId))];
  const [matchesById, lines] = await Promise.all([
    betMatchesByIds(db, ids),
    linesOf(db, [...new Set(linked.filter((l) => l.playerId !== null).map((l) => l.matchId))]),
  ]);
  for (const l of linked) {
    const match = matchesById.get(l.matchId);
    if (!match) continue;
    const line = l.playerId === null ? undefined : lines.get(`${l.matchId}:${l.playerId}`);
    const decided: DecidedBy = {
      match,
      player:
        l.playerId === null
          ? null
          : { id: l.playerId, name: l.player, goals: line?.goals ?? null, cards: line?.cards ?? null },
    };
    l.row.decided_by = decided;
  }
}

export async function userBetById(db: Db, id: number): Promise<UserBetView | undefined> {
  return (await listUserBets(db, { id }, ONE_ROW, 'oldest')).data[0];
}
