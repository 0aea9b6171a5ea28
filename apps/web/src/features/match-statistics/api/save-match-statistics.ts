import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Match } from '../../matches';

/** One submitted line (spec 02 §3 Submitted statistic); the server takes the user from the token. */
export interface StatisticInput {
  player_id: number;
  tournament_id: number;
  match_id: number;
  goals: number;
  assists: number;
  yellow_cards: number;
  red_cards: number;
  simple_injuries: number;
  serious_injuries: number;
  mvp: boolean;
  direct_red: 'yes' | 'not';
}

export const saveMatchStatistics = (statistics: StatisticInput[]) =>
  api<{ message: string; match: Match }>('/match-statistics', { method: 'POST', body: { statistics } });

export function useSaveMatchStatistics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMatchStatistics,
    // A completed match moves standings, top lists and suspensions.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.competition.all }),
  });
}
