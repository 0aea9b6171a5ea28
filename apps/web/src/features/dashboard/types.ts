import type { Movement } from '@liga/domain';
import type { ClauseView } from '../market';
import type { TransferView } from '../transfers';

/** An auction the user opened or bid in (spec 01 §3 "auction as seen on the dashboard"). */
export interface OwnAuction {
  id: number;
  id_player: number;
  player: string;
  /** The highest bid so far, or the opening amount. */
  amount: number;
  /** The caller's highest bid, null when they only opened it. */
  my_bid: number | null;
  status: string;
  closes_at: string;
  created_at: string;
  id_season: number;
  created_by: { id: number; name: string };
}

/** GET /dashboard?season= ('Mi estado', spec 01 §2). */
export interface Dashboard {
  season: { id: number; name: string; start_date: string | null } | null;
  team: { id: number; name: string; division: string | null } | null;
  budget: number;
  /** The season's market outlays, computed from the ledger (DESIGN.md §6). */
  budget_spent: number;
  pending_transfers: TransferView[];
  own_auctions: OwnAuction[];
  executed_clauses: ClauseView[];
  received_clauses: ClauseView[];
  /** The newest ten ledger rows, newest first. */
  recent_movements: Movement[];
}
