import type { QueryClient } from '@tanstack/react-query';
import { playersKey } from '../../players';
import { squadKey } from '../../squad';
import { teamsKey } from '../../teams';
import { marketKey } from './keys';

/**
 * After a market action: the market lists and dashboard, the squads and teams players moved between,
 * and the caller's user (budget) and ledgers.
 */
export function invalidateMarket(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [marketKey, teamsKey, squadKey, playersKey, ['user', 'me'], ['users']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
