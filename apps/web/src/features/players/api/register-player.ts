import type { PlayerList } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playerQueryOptions } from './get-player';
import { invalidateMoneyAndPlayers } from '../../../lib/invalidate';
import { queryKeys } from '../../../lib/query-keys';

/** POST /registrar_jugador {id}: irreversible (docs/rules.md §3.2); by the team owner or staff. */
export const registerPlayer = (id: number) => api('POST /registrar_jugador', { body: { id } });

export function useRegisterPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerPlayer,
    onSuccess: ({ player }) => {
      // The row shows 'registrado' at once (docs/rules.md §3), before the lists reload.
      queryClient.setQueriesData<PlayerList>({ queryKey: queryKeys.players.lists }, (page) =>
        page ? { ...page, data: page.data.map((p) => (p.id === player.id ? player : p)) } : page,
      );
      queryClient.setQueryData(playerQueryOptions(player.id).queryKey, player);
      return invalidateMoneyAndPlayers(queryClient);
    },
  });
}
