import type { PrizesPaidAnswer } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMoneyAndPlayers } from '../../../lib/invalidate';
import { queryKeys } from '../../../lib/query-keys';

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
    // A prize moves a manager's budget: the header, ledgers and dashboard refresh with the prize lists.
    onSuccess: () =>
      Promise.all([
        invalidateMoneyAndPlayers(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.prizes.all }),
      ]),
  });
}
