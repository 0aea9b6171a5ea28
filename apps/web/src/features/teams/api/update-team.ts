import type { TeamSaved, TeamUpdateInput } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMoneyAndPlayers } from '../../../lib/invalidate';

export const updateTeam = (id: number, input: TeamUpdateInput) =>
  api<TeamSaved>(`/teams/${id}`, { method: 'PUT', body: input });

/** A team's new name or new owner shows in player rows, squads, the market and the dashboard. */
export function useUpdateTeam(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamUpdateInput) => updateTeam(id, input),
    onSuccess: () => invalidateMoneyAndPlayers(queryClient),
  });
}
