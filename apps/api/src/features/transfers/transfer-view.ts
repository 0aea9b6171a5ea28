import { and, asc, desc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { teams, transferPlayers, transfers, users, type Db, type Tx } from '@liga/db';
import { TRANSFER_PROPOSAL_HOURS, canConfirmTransfer, may, type TransferView } from '@liga/domain';
import { namedRef } from '../../lib/named-ref';

/** A pending transfer keeps this status until confirmed (docs/rules.md §5). */
export const TRANSFER_PENDING = 'bloqueado';
export const TRANSFER_CONFIRMED = 'confirmado';
/** Closed without moving anything: by the other party, or by its creator (decision 013). */
export const TRANSFER_REJECTED = 'rechazado';
export const TRANSFER_CANCELLED = 'cancelado';

const TTL_MS = TRANSFER_PROPOSAL_HOURS * 3600 * 1000;
export const expiresAt = (createdAt: Date) => new Date(createdAt.getTime() + TTL_MS);
/** Pending proposals not yet expired at `now`: the only ones that hold players or wait for an answer. */
export const openAt = (now: Date) =>
  and(eq(transfers.status, TRANSFER_PENDING), gt(transfers.createdAt, new Date(now.getTime() - TTL_MS)));

const teamFrom = alias(teams, 'team_from');
const teamTo = alias(teams, 'team_to');
const creator = alias(users, 'transfer_creator');
const buyer = alias(users, 'transfer_buyer');
const seller = alias(users, 'transfer_seller');

export interface TransferViewer {
  id: number;
  rol: string;
}

/** Which transfers a list shows. */
export interface TransferFilter {
  id?: number;
  seasonId?: number | undefined;
  /** Pending transfers the viewer takes part in (creator, either team's owner); every one for an Admin. */
  pendingFor?: TransferViewer;
  /** With pendingFor: leaves out proposals expired at this time. */
  now?: Date;
}

function whereOf(filter: TransferFilter): SQL | undefined {
  const viewer = filter.pendingFor;
  const involved =
    viewer === undefined || may(viewer.rol, 'seeAllPendingTransfers')
      ? undefined
      : or(eq(transfers.createdBy, viewer.id), eq(teamFrom.idUser, viewer.id), eq(teamTo.idUser, viewer.id));
  return and(
    filter.id === undefined ? undefined : eq(transfers.id, filter.id),
    filter.seasonId === undefined ? undefined : eq(transfers.idSeason, filter.seasonId),
    viewer === undefined
      ? undefined
      : filter.now
        ? openAt(filter.now)
        : eq(transfers.status, TRANSFER_PENDING),
    involved,
  );
}

/** Transfers matching the filter, newest first, with teams, users and players in three queries. */
export async function listTransferViews(
  db: Db | Tx,
  filter: TransferFilter,
  viewer: TransferViewer,
): Promise<TransferView[]> {
  const rows = await db
    .select({
      t: transfers,
      fromName: teamFrom.name,
      fromOwner: teamFrom.idUser,
      toName: teamTo.name,
      toOwner: teamTo.idUser,
      creatorName: creator.name,
      buyerName: buyer.name,
      sellerName: seller.name,
    })
    .from(transfers)
    .innerJoin(teamFrom, eq(teamFrom.id, transfers.idTeamFrom))
    .innerJoin(teamTo, eq(teamTo.id, transfers.idTeamTo))
    .leftJoin(creator, eq(creator.id, transfers.createdBy))
    .leftJoin(buyer, eq(buyer.id, transfers.buyBy))
    .leftJoin(seller, eq(seller.id, transfers.soldBy))
    .where(whereOf(filter))
    .orderBy(desc(transfers.createdAt), desc(transfers.id));
  const ids = rows.map((r) => r.t.id);
  const moved = ids.length
    ? await db
        .select({
          transferId: transferPlayers.transferId,
          id: transferPlayers.playerId,
          name: transferPlayers.playerName,
        })
        .from(transferPlayers)
        .where(inArray(transferPlayers.transferId, ids))
        .orderBy(asc(transferPlayers.id))
    : [];
  return rows.map(({ t, ...r }) => {
    const list = moved.filter((p) => p.transferId === t.id).map(({ id, name }) => ({ id, name }));
    const pending = t.status === TRANSFER_PENDING;
    const counterpart = canConfirmTransfer({
      createdBy: t.createdBy,
      confirmerId: viewer.id,
      confirmerRole: viewer.rol,
      buyerId: r.toOwner,
      sellerId: r.fromOwner,
    });
    return {
      id: t.id,
      id_season: t.idSeason,
      transferred_players: list.map((p) => p.name).join(', '),
      players: list,
      id_team_from: t.idTeamFrom,
      id_team_to: t.idTeamTo,
      team_from: { id: t.idTeamFrom, name: r.fromName },
      team_to: { id: t.idTeamTo, name: r.toName },
      budget: t.budget,
      status: t.status,
      confirmed: t.status === TRANSFER_CONFIRMED ? 'yes' : 'no',
      created_by: { id: t.createdBy, name: r.creatorName ?? '' },
      buy_by: namedRef(t.buyBy, r.buyerName),
      sold_by: namedRef(t.soldBy, r.sellerName),
      created_at: t.createdAt.toISOString(),
      confirmed_at: t.confirmedAt?.toISOString() ?? null,
      can_confirm: pending && counterpart,
      can_reject: pending && counterpart,
      can_cancel: pending && (viewer.id === t.createdBy || may(viewer.rol, 'confirmAnyTransfer')),
      expires_at: pending ? expiresAt(t.createdAt).toISOString() : null,
    };
  });
}

/**
 * The players among `ids` held by a pending transfer their own team agreed to: one its owner (the
 * seller) or an Admin created. A proposal from the receiving side holds nothing until the owner
 * accepts it (decision 013): a rival cannot freeze a squad by naming its players.
 */
export async function playersInPendingTransfers(
  db: Db | Tx,
  ids: readonly number[],
): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .selectDistinct({ id: transferPlayers.playerId, name: transferPlayers.playerName })
    .from(transferPlayers)
    .innerJoin(transfers, eq(transfers.id, transferPlayers.transferId))
    .innerJoin(creator, eq(creator.id, transfers.createdBy))
    .where(
      and(
        eq(transfers.status, TRANSFER_PENDING),
        inArray(transferPlayers.playerId, [...ids]),
        or(eq(transfers.createdBy, transfers.soldBy), eq(creator.rol, 'Admin')),
      ),
    );
}
