import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /season (spec 01 §7): every season, oldest first; exactly one is active (DESIGN.md §6). */
export interface MarketSeason {
  id: number;
  name: string;
  start_date: string | null;
  active: boolean;
}

export const getSeasons = (): Promise<MarketSeason[]> =>
  api<{ data: MarketSeason[] }>('/season').then((res) => res.data);

export const seasonsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.seasons.list, queryFn: getSeasons, staleTime: 5 * 60_000 });

export const useMarketSeasons = () => useQuery(seasonsQueryOptions());

/** The active season, or the newest when none is marked active. */
export const activeSeasonOf = (seasons: readonly MarketSeason[] | undefined): MarketSeason | undefined =>
  seasons?.find((s) => s.active) ?? seasons?.at(-1);
