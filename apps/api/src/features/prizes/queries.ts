import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { prizes, teams, tournaments, users, type Db, type Tx } from '@liga/db';
import type { PrizeList, PrizeListQuery, PrizeView } from '@liga/domain';
import { pageMetaFor, pageWindow } from '../../lib/list-query';
import { namedRef } from '../../lib/named-ref';

const paidTo = alias(users, 'paid_to');
const creator = alias(users, 'creator');
const reverter = alias(users, 'reverter');

/** Prizes with their tournament, team and people, newest first (one statement, no N+1). */
async function prizeRows(db: Db | Tx, where: SQL | undefined, limit?: { size: number; offset: number }) {
  const query = db
    .select({
      p: prizes,
      tournamentName: tournaments.name,
      teamName: teams.name,
      division: teams.division,
      paidToName: paidTo.name,
      creatorName: creator.name,
      reverterName: reverter.name,
    })
    .from(prizes)
    .innerJoin(tournaments, eq(tournaments.id, prizes.tournamentId))
    .innerJoin(teams, eq(teams.id, prizes.teamId))
    .leftJoin(paidTo, eq(paidTo.id, prizes.paidUserId))
    .leftJoin(creator, eq(creator.id, prizes.createdBy))
    .leftJoin(reverter, eq(reverter.id, prizes.revertedBy))
    .where(where)
    .orderBy(desc(prizes.id));
  const rows = limit ? await query.limit(limit.size).offset(limit.offset) : await query;
  return rows.map((r): PrizeView => ({
    id: r.p.id,
    tournament: { id: r.p.tournamentId, name: r.tournamentName },
    team: { id: r.p.teamId, name: r.teamName, division: r.division ?? '' },
    paid_to: namedRef(r.p.paidUserId, r.paidToName),
    amount: r.p.amount,
    position: r.p.position,
    description: r.p.description,
    source: r.p.source === 'table' ? 'table' : 'manual',
    created_by: namedRef(r.p.createdBy, r.creatorName),
    paid_at: r.p.paidAt.toISOString(),
    reverted_at: r.p.revertedAt?.toISOString() ?? null,
    reverted_by: namedRef(r.p.revertedBy, r.reverterName),
    revert_reason: r.p.revertReason,
  }));
}

export const prizeViews = (db: Db | Tx, ids: readonly number[]): Promise<PrizeView[]> =>
  ids.length === 0 ? Promise.resolve([]) : prizeRows(db, inArray(prizes.id, [...ids]));

export const prizeView = async (db: Db | Tx, id: number): Promise<PrizeView | undefined> =>
  (await prizeViews(db, [id]))[0];

/** GET /prizes: paged, filtered by tournament or season (prizes_tournament_idx). */
export async function listPrizes(db: Db, query: PrizeListQuery): Promise<PrizeList> {
  const where = and(
    query.tournament_id === undefined ? undefined : eq(prizes.tournamentId, query.tournament_id),
    query.season === undefined
      ? undefined
      : inArray(
          prizes.tournamentId,
          db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.seasonId, query.season)),
        ),
  );
  const [total] = await db.select({ n: count() }).from(prizes).where(where);
  const { limit, offset = 0 } = pageWindow(query);
  const data = await prizeRows(db, where, limit === undefined ? undefined : { size: limit, offset });
  return { data, meta: pageMetaFor(total?.n ?? 0, query) };
}

/** Live (not reverted) prizes of one tournament: the once-keys already taken. */
export const livePrizeKeys = (db: Db | Tx, tournamentId: number) =>
  db
    .select({ id: prizes.id, teamId: prizes.teamId, position: prizes.position })
    .from(prizes)
    .where(and(eq(prizes.tournamentId, tournamentId), isNull(prizes.revertedAt)));

/** How many live prizes each tournament has paid. */
export async function livePrizeCounts(
  db: Db,
  tournamentIds: readonly number[],
): Promise<Map<number, number>> {
  if (tournamentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: prizes.tournamentId, n: count() })
    .from(prizes)
    .where(and(inArray(prizes.tournamentId, [...tournamentIds]), isNull(prizes.revertedAt)))
    .groupBy(prizes.tournamentId);
  return new Map(rows.map((r) => [r.id, r.n]));
}
