import type { Player } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getPlayer = (id: number): Promise<Player> => api('GET /players/:id', { params: { id } });

export const playerQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.players.detail(id), queryFn: () => getPlayer(id) });

export const usePlayer = (id: number, enabled = true) => useQuery({ ...playerQueryOptions(id), enabled });
