import { and, asc, count, desc, eq } from 'drizzle-orm';
import { matchBets, playerBets, userBets, users, type Db } from '@liga/db';
import {
  BET_OPTION_LABELS,
  formatOdd,
  payout,
  type BetOption,
  type UserBetList,
  type UserBetView,
} from '@liga/domain';
import { ONE_ROW, runPage, type Paging } from '../../lib/list-query';

/** Which user bets a list shows: one by id, a bettor's, the unsettled ones. */
export interface UserBetFilter {
  id?: number;
  userId?: number;
  confirmed?: boolean;
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
  );
  const query = db
    .select({
      bet: userBets,
      userName: users.name,
      match: matchBets.match,
      matchDescription: matchBets.description,
      playerName: playerBets.name,
      playerDescription: playerBets.description,
    })
    .from(userBets)
    .innerJoin(users, eq(users.id, userBets.idUser))
    .leftJoin(matchBets, eq(matchBets.id, userBets.idBet))
    .leftJoin(playerBets, eq(playerBets.id, userBets.idPlayerbet))
    .where(where)
    .orderBy(order === 'oldest' ? asc(userBets.id) : desc(userBets.id));
  const counted = db.select({ total: count() }).from(userBets).where(where);
  return runPage(q, query, counted, (r): UserBetView => {
    const b = r.bet;
    const onMatch = b.idBet !== null;
    return {
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
    };
  });
}

export async function userBetById(db: Db, id: number): Promise<UserBetView | undefined> {
  return (await listUserBets(db, { id }, ONE_ROW, 'oldest')).data[0];
}
