import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /bets/fixture (staff): the active season's matches a bet can still be made on. */
export const getFixtureMatches = () => api('GET /bets/fixture');

export const fixtureMatchesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.bets.fixture, queryFn: getFixtureMatches });

export const useFixtureMatches = (enabled = true) => useQuery({ ...fixtureMatchesQueryOptions(), enabled });
