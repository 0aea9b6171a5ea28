import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepingPrevious } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /bet_user/mine?page=: the caller's own bets, newest first, with their outcome. */
export const getMyBets = (page: number) => api('GET /bet_user/mine', { query: { page } });

export const myBetsQueryOptions = (page: number) =>
  keepingPrevious(queryKeys.bets.minePage(page), () => getMyBets(page));

export const useMyBets = (page: number, enabled = true) => useQuery({ ...myBetsQueryOptions(page), enabled });
