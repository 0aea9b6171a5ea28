interface Ref {
  id: number;
  name: string;
}

/** An admin transfer as GET /transferencia_pendiente and GET /traspasos list it (apps/api lib/transfer-view). */
export interface TransferView {
  id: number;
  id_season: number;
  /** Comma-separated names (spec 01 §3). */
  transferred_players: string;
  players: Ref[];
  id_team_from: number;
  id_team_to: number;
  team_from: Ref;
  team_to: Ref;
  budget: number;
  status: string;
  confirmed: boolean;
  created_by: Ref;
  buy_by: Ref | null;
  sold_by: Ref | null;
  created_at: string;
  confirmed_at: string | null;
  /** Whether the caller may confirm it now (the other party or an Admin, DESIGN.md §6). */
  can_confirm: boolean;
}
