import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepingPrevious } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export type MyBetsFilter = 'pending' | 'won' | 'lost' | undefined;

/** GET /bet_user/mine?page=&outcome=: the caller's own bets, newest first, with what decided them. */
export const getMyBets = (page: number, outcome?: MyBetsFilter) =>
  api('GET /bet_user/mine', { query: { page, outcome } });

export const myBetsQueryOptions = (page: number, outcome?: MyBetsFilter) =>
  keepingPrevious(queryKeys.bets.minePage(page, outcome), () => getMyBets(page, outcome));

export const useMyBets = (page: number, enabled = true, outcome?: MyBetsFilter) =>
  useQuery({ ...myBetsQueryOptions(page, outcome), enabled });
