import { and, eq, inArray, min, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { players, releaseClauses, teams, users, type Db, type Tx } from '@liga/db';
import { CLAUSE_TIEBREAK_HOURS, isRevealed, offerTerms, revealAt, type ClauseView } from '@liga/domain';

const seller = alias(teams, 'seller_team');
const buyerTeam = alias(teams, 'buyer_team');
/** The bidder, joined by selectClauseRows: order by `clauseCreator.name` to sort by bidder. */
export const clauseCreator = alias(users, 'creator');
const creator = clauseCreator;

/** Clause rows with the selling team, the bidder and the bidder's team, in one query. */
export function selectClauseRows(db: Db | Tx) {
  return db
    .select({
      clause: releaseClauses,
      sellerName: seller.name,
      sellerDivision: seller.division,
      sellerOwner: seller.idUser,
      creatorName: creator.name,
      buyerTeamId: buyerTeam.id,
      buyerTeamName: buyerTeam.name,
    })
    .from(releaseClauses)
    .innerJoin(seller, eq(seller.id, releaseClauses.idTeam))
    .leftJoin(creator, eq(creator.id, releaseClauses.createdBy))
    .leftJoin(buyerTeam, eq(buyerTeam.idUser, releaseClauses.createdBy))
    .$dynamic();
}
export type ClauseRow = Awaited<ReturnType<ReturnType<typeof selectClauseRows>['execute']>>[number];

/**
 * The instant a player's offers of one season are measured from: the first active offer (a new round
 * starts once staff have settled the previous one), or the first offer when none is active.
 */
export function revealAnchor(offers: readonly { createdAt: Date; active: boolean }[]): Date | null {
  const times = (list: readonly { createdAt: Date }[]) => list.map((o) => o.createdAt.getTime());
  const active = times(offers.filter((o) => o.active));
  const all = active.length > 0 ? active : times(offers);
  return all.length > 0 ? new Date(Math.min(...all)) : null;
}

export const anchorKey = (player: number, season: number) => `${player}:${season}`;
const key = anchorKey;

/** Reveal anchors for every (player, season) the rows mention, in one grouped query. */
export async function revealAnchors(
  db: Db | Tx,
  rows: readonly { idPlayer: number; idSeason: number }[],
): Promise<Map<string, Date>> {
  const anchors = new Map<string, Date>();
  if (rows.length === 0) return anchors;
  const found = await db
    .select({
      idPlayer: releaseClauses.idPlayer,
      idSeason: releaseClauses.idSeason,
      firstActive:
        sql<Date | null>`min(${releaseClauses.createdAt}) filter (where ${releaseClauses.active})`.mapWith(
          releaseClauses.createdAt,
        ),
      firstAny: min(releaseClauses.createdAt),
    })
    .from(releaseClauses)
    .where(
      and(
        inArray(releaseClauses.idPlayer, [...new Set(rows.map((r) => r.idPlayer))]),
        inArray(releaseClauses.idSeason, [...new Set(rows.map((r) => r.idSeason))]),
      ),
    )
    .groupBy(releaseClauses.idPlayer, releaseClauses.idSeason);
  for (const r of found) {
    const anchor = r.firstActive ?? r.firstAny;
    if (anchor) anchors.set(key(r.idPlayer, r.idSeason), new Date(anchor));
  }
  return anchors;
}

export interface Viewer {
  userId: number;
  now: Date;
  timeZone: string;
}

/** Turns rows into views, sealing what the viewer may not see yet. */
export async function toClauseViews(
  db: Db | Tx,
  rows: readonly ClauseRow[],
  viewer: Viewer,
): Promise<ClauseView[]> {
  const anchors = await revealAnchors(
    db,
    rows.map((r) => r.clause),
  );
  const otherIds = [...new Set(rows.flatMap((r) => r.clause.otherPlayers))];
  const others = otherIds.length
    ? await db
        .select({ id: players.id, name: players.name, value: players.value })
        .from(players)
        .where(inArray(players.id, otherIds))
    : [];
  const byId = new Map(others.map((p) => [p.id, p]));
  return rows.map(({ clause: c, ...r }) => {
    const anchor = anchors.get(key(c.idPlayer, c.idSeason)) ?? c.createdAt;
    const revealed = isRevealed(anchor, viewer.now, viewer.timeZone);
    const mine = c.createdBy === viewer.userId;
    // A confirmed offer was revealed to be confirmed: a later round's seal never hides it again.
    const hidden = !revealed && !mine && !c.confirmed;
    // Only a tie-break raises an offer, and it ends CLAUSE_TIEBREAK_HOURS after the reveal (decision 022).
    const reveal = revealAt(anchor, viewer.timeZone);
    const raiseShown = mine || viewer.now.getTime() >= reveal.getTime() + CLAUSE_TIEBREAK_HOURS * 3_600_000;
    const terms = offerTerms(
      { value: c.value, total_value: c.totalValue, raised_value: c.raisedValue },
      raiseShown,
    );
    return {
      id: c.id,
      id_player: c.idPlayer,
      name: c.name,
      id_team: c.idTeam,
      team: { id: c.idTeam, name: r.sellerName, division: r.sellerDivision ?? '' },
      id_season: c.idSeason,
      value: hidden ? null : terms.value,
      extra_value: hidden ? null : c.extraValue,
      total_value: hidden ? null : terms.total_value,
      other_players: hidden ? null : c.otherPlayers.map((id) => byId.get(id) ?? { id, name: '', value: 0 }),
      created_by: hidden ? null : { id: c.createdBy, name: r.creatorName ?? '' },
      buyer_team:
        hidden || r.buyerTeamId === null ? null : { id: r.buyerTeamId, name: r.buyerTeamName ?? '' },
      confirmed: c.confirmed ? 'yes' : 'no',
      active: c.active ? 'yes' : 'no',
      created_at: c.createdAt.toISOString(),
      confirmed_at: c.confirmedAt?.toISOString() ?? null,
      hidden,
      mine,
      revealed,
      reveal_at: reveal.toISOString(),
      rank: null,
      closed_reason: hidden ? null : c.closedReason,
      raised: !hidden && raiseShown && c.raisedValue !== null,
    };
  });
}
