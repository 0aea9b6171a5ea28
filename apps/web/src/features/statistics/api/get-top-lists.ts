import type { TopLists } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getTopLists = (tournamentId: number): Promise<TopLists> =>
  api('GET /statistics/top', { query: { tournament_id: tournamentId } });

export const topListsQueryOptions = (tournamentId: number) =>
  queryOptions({
    queryKey: queryKeys.competition.topLists(tournamentId),
    queryFn: () => getTopLists(tournamentId),
  });

export const useTopLists = (tournamentId: number | undefined) =>
  useQuery({ ...topListsQueryOptions(tournamentId ?? 0), enabled: tournamentId !== undefined });
