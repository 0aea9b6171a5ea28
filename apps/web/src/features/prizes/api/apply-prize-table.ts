import type { PrizesPaidAnswer } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { prizesKey } from './keys';

/** POST /create-prizes/{id}/apply {fingerprint} (Admin): pays the previewed lines once. */
export const applyPrizeTable = ({
  tournamentId,
  fingerprint,
}: {
  tournamentId: number;
  fingerprint: string;
}) =>
  api<PrizesPaidAnswer>(`/create-prizes/${tournamentId}/apply`, { method: 'POST', body: { fingerprint } });

export function useApplyPrizeTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyPrizeTable,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prizesKey }),
  });
}
