import type { SeasonSummary } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /seasons/{id}/summary (decision 030): a season's champions, moves, tables, scorers and money. */
export const getSeasonSummary = (id: number): Promise<SeasonSummary> =>
  api('GET /seasons/:id/summary', { params: { id } });

export const seasonSummaryQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.history.summary(id), queryFn: () => getSeasonSummary(id) });

export const useSeasonSummary = (id: number, enabled = true) =>
  useQuery({ ...seasonSummaryQueryOptions(id), enabled });
