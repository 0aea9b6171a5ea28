import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Match, TeamRef } from '../../matches';
import { queryKeys } from '../../../lib/query-keys';

export interface FixtureAnswer {
  message: string;
  seed?: number;
  matches: Match[];
  /** Cup teams that go straight to the second round. */
  byes: TeamRef[];
}

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
