import type { Squad } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { squadKey } from '../../squad';

/** GET /plantel: the caller's own players, offered as part of a clause payment. */
export const getOwnSquad = (): Promise<Squad> => api<Squad>('/plantel');

export const ownSquadQueryOptions = () =>
  queryOptions({ queryKey: [...squadKey, 'market-offer'], queryFn: getOwnSquad });

export const useOwnSquad = (enabled = true) => useQuery({ ...ownSquadQueryOptions(), enabled });
