import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /seasons/{id}/close (Admin): closes the season and opens the next one. */
export const closeSeason = (id: number) => api('POST /seasons/:id/close', { params: { id } });

/** POST /seasons/{id}/reopen (Admin): undoes the close while the new season has no result. */
export const reopenSeason = (id: number) => api('POST /seasons/:id/reopen', { params: { id } });

/**
 * A close (or its undo) changes nearly every screen: budgets, divisions, roles, the active season,
 * tournaments and fixtures. Everything cached is stale afterwards.
 */
function useSeasonMutation<T>(fn: (id: number) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries() });
}

export const useCloseSeason = () => useSeasonMutation(closeSeason);
export const useReopenSeason = () => useSeasonMutation(reopenSeason);
