import type { SeasonSaved } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /seasons/{id}/start (Admin): an ISO instant, or null for "already started". */
export const updateSeasonStart = (id: number, start_date: string | null) =>
  api<SeasonSaved>(`/seasons/${id}/start`, {
    method: 'PUT',
    body: { start_date },
  });

export function useUpdateSeasonStart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, start_date }: { id: number; start_date: string | null }) =>
      updateSeasonStart(id, start_date),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.seasons.all });
    },
  });
}
