import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Match } from './get-matches';

/** PUT /matches/{id} (staff): `status: 'pending'` re-opens a completed match (Admin only). */
export interface UpdateMatchPayload {
  status?: 'pending';
  stage?: number;
  score_home?: number;
  score_away?: number;
  match_date?: string | null;
}

export const updateMatch = (id: number, input: UpdateMatchPayload) =>
  api<{ message: string; match: Match }>(`/matches/${id}`, { method: 'PUT', body: input });

export function useUpdateMatch(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMatchPayload) => updateMatch(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.competition.all }),
  });
}
