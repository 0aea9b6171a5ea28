import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Match } from './get-matches';

/** POST /matches (spec 02 §7). A pairing the fixture already holds without a score is filled in. */
export interface CreateMatchPayload {
  stage: number;
  team_home_id: number;
  team_away_id: number;
  score_home: number;
  score_away: number;
  tournament_id: number;
  match_date?: string | null;
}

export const createMatch = (input: CreateMatchPayload) =>
  api<{ message: string; match: Match }>('/matches', { method: 'POST', body: input });

export function useCreateMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.competition.all }),
  });
}
