import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /bets/fixture/{id} (staff): one match with its suggested odds and both squads. */
export const getFixtureMatch = (id: number) => api('GET /bets/fixture/:id', { params: { id } });

export const fixtureMatchQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.bets.fixtureMatch(id), queryFn: () => getFixtureMatch(id) });

export const useFixtureMatch = (id: number | null) =>
  useQuery({ ...fixtureMatchQueryOptions(id ?? 0), enabled: id !== null });
