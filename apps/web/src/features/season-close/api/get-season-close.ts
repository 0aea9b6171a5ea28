import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /seasons/{id}/close (Admin): what closing the season would do, or what its close did. */
export const getSeasonClose = (id: number) => api('GET /seasons/:id/close', { params: { id } });

export const seasonCloseQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.seasons.close(id), queryFn: () => getSeasonClose(id), staleTime: 0 });

export const useSeasonClose = (id: number | undefined) =>
  useQuery({ ...seasonCloseQueryOptions(id ?? 0), enabled: id !== undefined, retry: false });
