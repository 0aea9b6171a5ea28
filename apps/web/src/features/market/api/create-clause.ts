import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ClauseView } from '../types';
import { invalidateMoneyAndPlayers } from '../../../lib/invalidate';

/** What the form sends; the server takes the buyer, the season and the totals itself (DESIGN.md §4, §6). */
export interface ClauseInput {
  id_player: number;
  id_team: number;
  value: number;
  other_players: number[];
}

/** POST /clausula_rescision (spec 01 §7) → 201 {message, clause}. */
export const createClause = (input: ClauseInput) =>
  api<{ message: string; clause: ClauseView }>('/clausula_rescision', { method: 'POST', body: input });

export function useCreateClause() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClause,
    onSuccess: () => invalidateMoneyAndPlayers(queryClient),
  });
}
