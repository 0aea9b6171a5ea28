import type { CreateTournamentInput, TournamentSaved } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const createTournament = (input: CreateTournamentInput) =>
  api<TournamentSaved>('/tournaments', { method: 'POST', body: input });

export function useCreateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTournament,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.competition.tournaments }),
  });
}
