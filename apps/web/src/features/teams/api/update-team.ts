import type { Team, TeamUpdateInput } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playersKey } from '../../players';
import { squadKey } from '../../squad';
import { teamsKey } from './keys';

export const updateTeam = (id: number, input: TeamUpdateInput) =>
  api<{ message: string; team: Team }>(`/teams/${id}`, { method: 'PUT', body: input });

/** A renamed or moved team shows in the players list and the squad screen too. */
export function useUpdateTeam(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamUpdateInput) => updateTeam(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamsKey }),
        queryClient.invalidateQueries({ queryKey: playersKey }),
        queryClient.invalidateQueries({ queryKey: squadKey }),
      ]),
  });
}
