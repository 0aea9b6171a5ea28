import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMoneyAndPlayers } from '../../../lib/invalidate';
import type { TransferView } from '../types';

/** The transfer fields (spec 01 §7); buy_by/sold_by are read by the server from the teams anyway. */
export interface TransferInput {
  id_season?: number | undefined;
  id_team_from: number;
  id_team_to: number;
  players: number[];
  budget: number;
  buy_by?: number | undefined;
  sold_by?: number | undefined;
}

/** POST /transfer {data: …} (spec 01 §7) → 201 {message, transfer}; pending until the other party confirms. */
export const createTransfer = (data: TransferInput) =>
  api<{ message: string; transfer: TransferView }>('/transfer', { method: 'POST', body: { data } });

export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTransfer, onSuccess: () => invalidateMoneyAndPlayers(queryClient) });
}
