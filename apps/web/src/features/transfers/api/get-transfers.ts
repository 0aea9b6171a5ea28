import type { TransferView } from '@liga/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepingPrevious } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /traspasos?season=: the transfers history, newest first; every season without one. */
export const getTransfers = (season: number | undefined): Promise<TransferView[]> =>
  api('GET /traspasos', { query: { season } }).then((res) => res.data);

export const transfersQueryOptions = (season: number | undefined) =>
  keepingPrevious(queryKeys.transfers.history(season), () => getTransfers(season));

export const useTransfers = (season: number | undefined) => useQuery(transfersQueryOptions(season));
