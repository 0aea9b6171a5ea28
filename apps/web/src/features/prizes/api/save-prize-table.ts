import type { PrizeTableSaved, SavePrizeTableInput } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /create-prizes/{tournament_id} (Admin): the whole table. */
export const savePrizeTable = ({
  tournamentId,
  table,
}: {
  tournamentId: number;
  table: SavePrizeTableInput;
}) =>
  api<PrizeTableSaved>(`/create-prizes/${tournamentId}`, {
    method: 'PUT',
    body: table,
  });

export function useSavePrizeTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrizeTable,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.prizes.tables }),
  });
}
