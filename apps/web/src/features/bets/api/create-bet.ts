import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Odds go as the text staff typed (x.xx); the server parses them with parseOdd too. */
export interface MatchBetForm {
  match: string;
  description: string;
  home_odd: string;
  away_odd: string;
  draw_odd: string;
  under: string;
  over: string;
}
export interface PlayerBetForm {
  name: string;
  description: string;
  goal_odd: string;
  card_odd: string;
}

export const createMatchBet = (input: MatchBetForm) =>
  api<{ message: string }>('/bets', { method: 'POST', body: input });
export const createPlayerBet = (input: PlayerBetForm) =>
  api<{ message: string }>('/singlebet', { method: 'POST', body: input });

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
