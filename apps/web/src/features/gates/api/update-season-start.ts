import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MarketSeason } from './get-seasons';
import { seasonClockKey } from './keys';

/** PUT /seasons/{id}/start (Admin): an ISO instant, or null for "already started". */
export const updateSeasonStart = (id: number, start_date: string | null) =>
  api<{ message: string; season: MarketSeason }>(`/seasons/${id}/start`, {
    method: 'PUT',
    body: { start_date },
  });

export function useUpdateSeasonStart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, start_date }: { id: number; start_date: string | null }) =>
      updateSeasonStart(id, start_date),
    onSuccess: async () => {
      // Other screens cache GET /season under ['seasons'] (start_date included): refresh them too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: seasonClockKey }),
        queryClient.invalidateQueries({ queryKey: ['seasons'] }),
      ]);
    },
  });
}
