import type { PlayerInput, PlayerSaved } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMoneyAndPlayers } from '../../../lib/invalidate';

export const createPlayer = (input: PlayerInput) =>
  api<PlayerSaved>('/players', { method: 'POST', body: input });

export function useCreatePlayer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPlayer, onSuccess: () => invalidateMoneyAndPlayers(queryClient) });
}
