import type { PlayerProfile } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /players/{id}/profile: the player page (decision 026). */
export const getPlayerProfile = (id: number): Promise<PlayerProfile> =>
  api('GET /players/:id/profile', { params: { id } });

export const playerProfileQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.players.profile(id), queryFn: () => getPlayerProfile(id) });

export const usePlayerProfile = (id: number, enabled = true) =>
  useQuery({ ...playerProfileQueryOptions(id), enabled });
