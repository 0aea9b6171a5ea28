import type { FixtureAnswer } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /tournaments/{id}/fixture (Admin, once per tournament); a seed repeats a draw. */
export const generateFixture = (id: number, seed?: number) =>
  api<FixtureAnswer>(`/tournaments/${id}/fixture`, {
    method: 'POST',
    body: seed === undefined ? {} : { seed },
  });

export function useGenerateFixture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => generateFixture(id),
    // New matches show on the matches, fixture and standings screens.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.competition.all }),
  });
}
