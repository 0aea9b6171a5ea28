import type { PlayerUpdateInput } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playerQueryOptions } from './get-player';
import { invalidateMoneyAndPlayers } from '../../../lib/invalidate';

/** Staff send every field; a team owner sends only the status (docs/rules.md §3.2). */
export const updatePlayer = (id: number, input: PlayerUpdateInput) =>
  api('PUT /players/:id', { params: { id }, body: input });

export function useUpdatePlayer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlayerUpdateInput) => updatePlayer(id, input),
    onSuccess: ({ player }) => {
      queryClient.setQueryData(playerQueryOptions(id).queryKey, player);
      return invalidateMoneyAndPlayers(queryClient);
    },
  });
}
