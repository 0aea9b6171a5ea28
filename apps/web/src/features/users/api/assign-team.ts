import type { UserSaved } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /users/{id}/assign-team: the waiting user runs the team, with its division's role. */
export const assignTeam = (userId: number, teamId: number) =>
  api<UserSaved>(`/users/${userId}/assign-team`, { method: 'POST', body: { team_id: teamId } });

export function useAssignTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, teamId }: { userId: number; teamId: number }) => assignTeam(userId, teamId),
    // The queue, the users list, the teams (their manager) and the players' views (their team's manager).
    onSuccess: () =>
      Promise.all(
        [queryKeys.users.all, queryKeys.teams.all, queryKeys.players.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
