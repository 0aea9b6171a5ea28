import type { SavePrizeTableInput } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/invalidate';

/** PUT /create-prizes/{tournament_id} (Admin): the whole table. */
export const savePrizeTable = ({
  tournamentId,
  table,
}: {
  tournamentId: number;
  table: SavePrizeTableInput;
}) => api('PUT /create-prizes/:tournament_id', { params: { tournament_id: tournamentId }, body: table });

export const useSavePrizeTable = () => useInvalidatingMutation(savePrizeTable, [queryKeys.prizes.tables]);
