import type { Player } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { auctionsKey } from './keys';

/** GET /players/{id}: the preselected player of /crear_subasta/{playerId}, for his team. */
export const getAuctionPlayer = (id: number): Promise<Player> => api<Player>(`/players/${id}`);

export const auctionPlayerQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...auctionsKey, 'preset-player', id], queryFn: () => getAuctionPlayer(id) });

export const usePlayerTeam = (id: number | undefined) =>
  useQuery({ ...auctionPlayerQueryOptions(id ?? 0), enabled: id !== undefined, retry: false });
