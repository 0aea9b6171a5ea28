import type { TeamUpdateInput } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { MONEY_AND_PLAYERS, useInvalidatingMutation } from '../../../lib/invalidate';

export const updateTeam = (id: number, input: TeamUpdateInput) =>
  api('PUT /teams/:id', { params: { id }, body: input });

/** A team's new name or new owner shows in player rows, squads, the market and the dashboard. */
export function useUpdateTeam(id: number) {
  return useInvalidatingMutation((input: TeamUpdateInput) => updateTeam(id, input), [MONEY_AND_PLAYERS]);
}
