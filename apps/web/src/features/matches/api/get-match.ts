import type { Match } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /games/{id} (decision 012): one match with its teams, date and status text. */
export const getMatch = (id: number): Promise<Match> =>
  api('GET /games/:id', { params: { id } }).then((r) => r.data);

export const matchQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.competition.match(id), queryFn: () => getMatch(id) });

export const useMatch = (id: number, enabled = true) => useQuery({ ...matchQueryOptions(id), enabled });
