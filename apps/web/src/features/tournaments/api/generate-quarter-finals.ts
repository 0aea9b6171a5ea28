import type { FixtureAnswer } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /tournaments/{id}/fixture/knockout (Admin): UCL Cuartos from the final group tables. */
export const generateQuarterFinals = (id: number) =>
  api<FixtureAnswer>(`/tournaments/${id}/fixture/knockout`, { method: 'POST' });

export function useGenerateQuarterFinals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateQuarterFinals,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.competition.all }),
  });
}
