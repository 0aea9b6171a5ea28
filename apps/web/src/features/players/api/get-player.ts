import type { Player } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playersKey } from './keys';

export const getPlayer = (id: number): Promise<Player> => api<Player>(`/players/${id}`);

export const playerQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...playersKey, 'detail', id], queryFn: () => getPlayer(id) });

export const usePlayer = (id: number, enabled = true) => useQuery({ ...playerQueryOptions(id), enabled });
