import type { TransferList, TransferView } from '@liga/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /traspasos?season= (spec 02 §2): the transfers history, newest first; every season without one. */
export const getTransfers = (season: number | undefined): Promise<TransferView[]> =>
  api<TransferList>('/traspasos', { query: { season } }).then((res) => res.data);

export const transfersQueryOptions = (season: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.transfers.history(season),
    queryFn: () => getTransfers(season),
    placeholderData: keepPreviousData,
  });

export const useTransfers = (season: number | undefined) => useQuery(transfersQueryOptions(season));
