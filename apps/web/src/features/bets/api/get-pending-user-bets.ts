import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepingPrevious } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /bet_user?page= (Admin): unconfirmed user bets, oldest first. */
export const getPendingUserBets = (page: number) => api('GET /bet_user', { query: { page } });

export const pendingUserBetsQueryOptions = (page: number) =>
  keepingPrevious(queryKeys.bets.pendingPage(page), () => getPendingUserBets(page));

export const usePendingUserBets = (page: number, enabled = true) =>
  useQuery({ ...pendingUserBetsQueryOptions(page), enabled });
