import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { matchBets, playerBets, userBets, users, type Db } from '@liga/db';
import {
  BET_OPTION_LABELS,
  formatOdd,
  payout,
  type BetOption,
  type PageQueryInput,
  type UserBetView,
} from '@liga/domain';
import { pageMetaFor, pageWindow } from './queries';

/** User bets with who bet and on what, in one query (user, match bet or player bet joined). */
export async function listUserBets(
  db: Db,
  where: SQL | undefined,
  q: Pick<PageQueryInput, 'page' | 'per_page' | 'all'>,
  order: 'oldest' | 'newest',
): Promise<{ data: UserBetView[]; meta: ReturnType<typeof pageMetaFor> }> {
  const { limit, offset } = pageWindow(q);
  const base = db
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
  const [rows, totals] = await Promise.all([
    limit === undefined ? base : base.limit(limit).offset(offset),
    db.select({ total: count() }).from(userBets).where(where),
  ]);
  const data = rows.map((r): UserBetView => {
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
  return { data, meta: pageMetaFor(totals[0]?.total ?? 0, q) };
}

export async function userBetById(db: Db, id: number): Promise<UserBetView | undefined> {
  return (await listUserBets(db, eq(userBets.id, id), { page: 1, per_page: 1, all: false }, 'oldest'))
    .data[0];
}
