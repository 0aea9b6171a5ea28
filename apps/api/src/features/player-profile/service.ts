import type { Db } from '@liga/db';
import { PROFILE_LIST_LIMIT, type ClauseView, type PlayerProfile, type ProfileClause } from '@liga/domain';
import { notFound } from '../../lib/http-errors';
import { clauseList, type Viewer } from '../market';
import { findPlayerView, playersMessages } from '../players';
import {
  playerAuctions,
  playerBasics,
  playerTransfers,
  statisticsByTournament,
  valueHistory,
} from './queries';
import { namedRef } from '../../lib/named-ref';

/**
 * A clause the player page may show: sealed for the viewer by the market's own rule (docs/rules.md §4.3),
 * and then only once its round is revealed or it was confirmed, so the page never tells that an
 * offer exists before everyone may know it, not even to its bidder (decision 026).
 */
const shown = (v: ClauseView) => !v.hidden && (v.revealed || v.confirmed === 'yes');

function toProfileClause(v: ClauseView, playerId: number): ProfileClause {
  return {
    id: v.id,
    at: v.created_at,
    role: v.id_player === playerId ? 'target' : 'handed',
    player: { id: v.id_player, name: v.name },
    team: { id: v.team.id, name: v.team.name },
    bidder: v.created_by,
    total_value: v.total_value ?? 0,
    confirmed: v.confirmed === 'yes',
    confirmed_at: v.confirmed_at,
    active: v.active === 'yes',
  };
}

/** GET /players/{id}/profile: the player, his value's history and everything the market did with him. */
export async function playerProfile(db: Db, id: number, viewer: Viewer): Promise<PlayerProfile> {
  const [player, basics] = await Promise.all([findPlayerView(db, id), playerBasics(db, id)]);
  if (!player || !basics) throw notFound(playersMessages.notFound);
  const [history, statistics, transfers, clauses, auctions] = await Promise.all([
    valueHistory(db, id, basics.createdAt, player.value),
    statisticsByTournament(db, id),
    playerTransfers(db, id),
    clauseList(db, { playerId: id }, viewer),
    playerAuctions(db, id),
  ]);
  return {
    player,
    manager: namedRef(basics.managerId, basics.managerName),
    created_at: basics.createdAt.toISOString(),
    value_history: history,
    statistics,
    transfers,
    clauses: clauses
      .filter(shown)
      .slice(0, PROFILE_LIST_LIMIT)
      .map((v) => toProfileClause(v, id)),
    auctions,
  };
}
