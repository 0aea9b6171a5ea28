import type { MatchSaved, UpdateMatchInput } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const updateMatch = (id: number, input: UpdateMatchInput) =>
  api<MatchSaved>(`/matches/${id}`, { method: 'PUT', body: input });

export function useUpdateMatch(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMatchInput) => updateMatch(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.competition.all }),
  });
}
