import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /prode/winners: each tournament's last finished round and who won it (the dashboard's card). */
export const getProdeWinners = () => api('GET /prode/winners');

export const prodeWinnersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.prode.winners, queryFn: getProdeWinners });

export const useProdeWinners = () => useQuery(prodeWinnersQueryOptions());
