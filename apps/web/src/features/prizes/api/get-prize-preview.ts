import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /create-prizes/{id}/preview (Admin): who would get what if the table were applied now. */
export const getPrizePreview = (tournamentId: number) =>
  api('GET /create-prizes/:tournament_id/preview', { params: { tournament_id: tournamentId } });

export const prizePreviewQueryOptions = (tournamentId: number) =>
  queryOptions({
    queryKey: queryKeys.prizes.preview(tournamentId),
    queryFn: () => getPrizePreview(tournamentId),
    staleTime: 0,
  });

export const usePrizePreview = (tournamentId: number | null) =>
  useQuery({ ...prizePreviewQueryOptions(tournamentId ?? 0), enabled: tournamentId !== null });
