import type {
  CreateMatchBetSchema,
  CreatePlayerBetSchema,
  MatchBetSaved,
  PlayerBetSaved,
} from '@liga/domain';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The request bodies as the server's schemas read them: odds go as the text staff typed (x.xx). */
export type MatchBetBody = z.input<typeof CreateMatchBetSchema>;
export type PlayerBetBody = z.input<typeof CreatePlayerBetSchema>;

export const createMatchBet = (input: MatchBetBody) =>
  api<MatchBetSaved>('/bets', { method: 'POST', body: input });
export const createPlayerBet = (input: PlayerBetBody) =>
  api<PlayerBetSaved>('/singlebet', { method: 'POST', body: input });

export function useCreateMatchBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMatchBet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bets.match }),
  });
}

export function useCreatePlayerBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlayerBet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bets.player }),
  });
}
