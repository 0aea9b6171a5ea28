import type { UserBetList } from '@liga/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /bet_user/mine?page=: the caller's own bets, newest first, with their outcome. */
export const getMyBets = (page: number) => api<UserBetList>('/bet_user/mine', { query: { page } });

export const myBetsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.bets.minePage(page),
    queryFn: () => getMyBets(page),
    placeholderData: keepPreviousData,
  });

export const useMyBets = (page: number, enabled = true) => useQuery({ ...myBetsQueryOptions(page), enabled });
