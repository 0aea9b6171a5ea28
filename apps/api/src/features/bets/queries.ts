import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { matchBets, matches, playerBets, users, type Db } from '@liga/db';
import {
  formatOdd,
  linkedBetClosed,
  type MatchBetList,
  type MatchBetView,
  type PlayerBetList,
  type PlayerBetView,
} from '@liga/domain';
import { ONE_ROW, runPage, type Paging } from '../../lib/list-query';
import { namedRef } from '../../lib/named-ref';

const onOff = (active: boolean) => (active ? 'on' : 'off');

/** A bet's fixture match as the lists join it: kick-off and whether the result is in. */
const linkedMatch = { kickOff: matches.matchDate, scoreHome: matches.scoreHome };
type LinkedMatch = { kickOff: Date | null; scoreHome: number | null };

/** Whether a bet takes stakes now (docs/rules.md §7.1, §7.5). */
const openNow = (active: boolean, matchId: number | null, m: LinkedMatch, now: Date) =>
  active &&
  (matchId === null || !linkedBetClosed({ now, kickOff: m.kickOff, hasResult: m.scoreHome !== null }));

function toMatchBet(
  b: typeof matchBets.$inferSelect,
  creatorName: string | null,
  m: LinkedMatch,
  now: Date,
): MatchBetView {
  return {
    id: b.id,
    match: b.match,
    description: b.description,
    home_odd: formatOdd(b.homeOdd),
    away_odd: formatOdd(b.awayOdd),
    draw_odd: formatOdd(b.drawOdd),
    under: formatOdd(b.underOdd),
    over: formatOdd(b.overOdd),
    active: onOff(b.active),
    id_match: b.matchId,
    open: openNow(b.active, b.matchId, m, now),
    kick_off: b.matchId === null ? null : (m.kickOff?.toISOString() ?? null),
    created_by: namedRef(b.createdBy, creatorName),
    created_at: b.createdAt.toISOString(),
  };
}

function toPlayerBet(
  b: typeof playerBets.$inferSelect,
  creatorName: string | null,
  m: LinkedMatch,
  now: Date,
): PlayerBetView {
  return {
    id: b.id,
    name: b.name,
    description: b.description,
    goal_odd: formatOdd(b.goalOdd),
    card_odd: formatOdd(b.cardOdd),
    active: onOff(b.active),
    id_match: b.matchId,
    id_player: b.playerId,
    open: openNow(b.active, b.matchId, m, now),
    kick_off: b.matchId === null ? null : (m.kickOff?.toISOString() ?? null),
    created_by: namedRef(b.createdBy, creatorName),
    created_at: b.createdAt.toISOString(),
  };
}

/** Which bets a list shows: one by id, or the active ones. */
export interface BetFilter {
  id?: number;
  active?: boolean;
}

const whereOf = (table: typeof matchBets | typeof playerBets, filter: BetFilter): SQL | undefined =>
  and(
    filter.id === undefined ? undefined : eq(table.id, filter.id),
    filter.active === undefined ? undefined : eq(table.active, filter.active),
  );

/** GET /bets: match bets, oldest first, a page at a time (only active ones are listed). */
export function listMatchBets(db: Db, filter: BetFilter, q: Paging, now: Date): Promise<MatchBetList> {
  const where = whereOf(matchBets, filter);
  return runPage(
    q,
    db
      .select({ bet: matchBets, creatorName: users.name, ...linkedMatch })
      .from(matchBets)
      .leftJoin(users, eq(users.id, matchBets.createdBy))
      .leftJoin(matches, eq(matches.id, matchBets.matchId))
      .where(where)
      .orderBy(asc(matchBets.id)),
    db.select({ total: count() }).from(matchBets).where(where),
    (r) => toMatchBet(r.bet, r.creatorName, r, now),
  );
}

export function listPlayerBets(db: Db, filter: BetFilter, q: Paging, now: Date): Promise<PlayerBetList> {
  const where = whereOf(playerBets, filter);
  return runPage(
    q,
    db
      .select({ bet: playerBets, creatorName: users.name, ...linkedMatch })
      .from(playerBets)
      .leftJoin(users, eq(users.id, playerBets.createdBy))
      .leftJoin(matches, eq(matches.id, playerBets.matchId))
      .where(where)
      .orderBy(asc(playerBets.id)),
    db.select({ total: count() }).from(playerBets).where(where),
    (r) => toPlayerBet(r.bet, r.creatorName, r, now),
  );
}

export const matchBetById = async (db: Db, id: number, now: Date) =>
  (await listMatchBets(db, { id }, ONE_ROW, now)).data[0];
export const playerBetById = async (db: Db, id: number, now: Date) =>
  (await listPlayerBets(db, { id }, ONE_ROW, now)).data[0];
