import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/invalidate';

/** POST /users/{id}/assign-team: the waiting user runs the team, with its division's role. */
export const assignTeam = (userId: number, teamId: number) =>
  api('POST /users/:id/assign-team', { params: { id: userId }, body: { team_id: teamId } });

export const useAssignTeam = () =>
  useInvalidatingMutation(
    ({ userId, teamId }: { userId: number; teamId: number }) => assignTeam(userId, teamId),
    // The queue, the users list, the teams (their manager) and the players' views (their team's manager).
    [queryKeys.users.all, queryKeys.teams.all, queryKeys.players.all],
  );
