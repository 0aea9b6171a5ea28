import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { MONEY_AND_PLAYERS, useInvalidatingMutation } from '../../../lib/invalidate';

/** POST /create-prizes/{id}/apply {fingerprint} (Admin): pays the previewed lines once. */
export const applyPrizeTable = ({
  tournamentId,
  fingerprint,
}: {
  tournamentId: number;
  fingerprint: string;
}) =>
  api('POST /create-prizes/:tournament_id/apply', {
    params: { tournament_id: tournamentId },
    body: { fingerprint },
  });

export function useApplyPrizeTable() {
  // A prize moves a manager's budget: the header, ledgers and dashboard refresh with the prize lists.
  return useInvalidatingMutation(applyPrizeTable, [MONEY_AND_PLAYERS, queryKeys.prizes.all]);
}
