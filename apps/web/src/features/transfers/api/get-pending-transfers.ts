import type { TransferView } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /transferencia_pendiente?season= (decision 012): the pending transfers the caller takes part in. */
export const getPendingTransfers = (season: number | undefined): Promise<TransferView[]> =>
  api('GET /transferencia_pendiente', { query: { season } });

export const pendingTransfersQueryOptions = (season: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.transfers.pending(season),
    queryFn: () => getPendingTransfers(season),
  });

export const usePendingTransfers = (season: number | undefined, enabled = true) =>
  useQuery({ ...pendingTransfersQueryOptions(season), enabled });
