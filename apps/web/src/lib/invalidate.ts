import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * After a mutation that moves money or players (a confirmed clause or auction, a transfer, a bet and
 * its settlement, a budget adjustment, a player created, moved or deleted): budgets show in the
 * header's session user, the users list, the ledgers and the dashboard; players show in squads, team
 * pages, player lists and the market. Inactive queries are only marked stale, so this costs a refetch
 * of what is on screen.
 */
export function invalidateMoneyAndPlayers(queryClient: QueryClient): Promise<unknown> {
  const { currentUser, users, players, teams, squad, market, transfers, auctions, dashboard } = queryKeys;
  return Promise.all(
    [
      currentUser,
      users.all,
      players.all,
      teams.all,
      squad,
      market.all,
      transfers.all,
      auctions.all,
      dashboard.all,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
