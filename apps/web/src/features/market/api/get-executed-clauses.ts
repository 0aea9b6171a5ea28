import type { ClauseList, ClauseView } from '@liga/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /clausula_rescision?all=true&latest=true&season=: the live, unconfirmed offers, latest per player. */
export const getExecutedClauses = (season: number | undefined): Promise<ClauseView[]> =>
  api<ClauseList>('/clausula_rescision', { query: { all: true, latest: true, season } }).then(
    (res) => res.data,
  );

export const executedClausesQueryOptions = (season: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.market.executed(season),
    queryFn: () => getExecutedClauses(season),
    placeholderData: keepPreviousData,
  });

export const useExecutedClauses = (season: number | undefined, enabled = true) =>
  useQuery({ ...executedClausesQueryOptions(season), enabled });
