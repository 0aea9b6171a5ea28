import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playerQueryOptions } from './get-player';
import { invalidateMoneyAndPlayers } from '../../../lib/invalidate';

export const deletePlayer = (id: number) => api('DELETE /players/:id', { params: { id } });

export function useDeletePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlayer,
    onSuccess: (_res, id) => {
      queryClient.removeQueries({ queryKey: playerQueryOptions(id).queryKey });
      return invalidateMoneyAndPlayers(queryClient);
    },
  });
}
