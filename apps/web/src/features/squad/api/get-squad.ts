import type { Squad } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /plantel: the caller's team (null without one), players, summary, warnings and season statistics. */
export const getSquad = (): Promise<Squad> => api('GET /plantel');

export const squadQueryOptions = () => queryOptions({ queryKey: queryKeys.squad, queryFn: getSquad });

export const useSquad = (enabled = true) => useQuery({ ...squadQueryOptions(), enabled });
