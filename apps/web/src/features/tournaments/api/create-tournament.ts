import type { Format, TournamentType } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Tournament } from './get-tournaments';
import { queryKeys } from '../../../lib/query-keys';

/** POST /tournaments (Admin). Without team_ids a PD/SD tournament takes its whole division. */
export interface CreateTournamentPayload {
  name: string;
  start_date: string | null;
  end_date: string | null;
  type: TournamentType;
  format: Format;
  season_id: number | undefined;
  team_ids?: number[];
}

export const createTournament = (input: CreateTournamentPayload) =>
  api<{ message: string; tournament: Tournament }>('/tournaments', { method: 'POST', body: input });

export function useCreateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTournament,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.competition.tournaments }),
  });
}
