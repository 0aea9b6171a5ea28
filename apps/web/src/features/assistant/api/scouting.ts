import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /players/{id}/scouting: the player's report, fetched only when asked for. */
export const getScouting = (playerId: number) =>
  api('GET /players/:id/scouting', { params: { id: playerId } });

export const useScouting = (playerId: number, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.assistant.scouting(playerId),
    queryFn: () => getScouting(playerId),
    enabled,
  });
