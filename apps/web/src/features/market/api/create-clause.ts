import type { ClauseSaved, ReleaseClauseInput } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMoneyAndPlayers } from '../../../lib/invalidate';

/** POST /clausula_rescision (spec 01 §7) → 201 {message, clause}. */
export const createClause = (input: ReleaseClauseInput) =>
  api<ClauseSaved>('/clausula_rescision', { method: 'POST', body: input });

export function useCreateClause() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClause,
    onSuccess: () => invalidateMoneyAndPlayers(queryClient),
  });
}
