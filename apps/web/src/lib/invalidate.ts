import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/** What a mutation makes stale: query keys, or every view of money and players (above). */
export const MONEY_AND_PLAYERS = 'money-and-players';
export type Stale = QueryKey | typeof MONEY_AND_PLAYERS;

export function invalidate(queryClient: QueryClient, stale: readonly Stale[]): Promise<unknown> {
  return Promise.all(
    stale.map((s) =>
      s === MONEY_AND_PLAYERS
        ? invalidateMoneyAndPlayers(queryClient)
        : queryClient.invalidateQueries({ queryKey: s }),
    ),
  );
}

/**
 * A mutation whose success only makes queries stale; it settles once they are refetched (or marked
 * stale, when off screen), so a form that waits on it shows fresh data.
 */
export function useInvalidatingMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  stale: readonly Stale[],
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidate(queryClient, stale) });
}
