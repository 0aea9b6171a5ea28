import type { AuctionList } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /auctions?status=active&season=: the running auctions with their latest bid, every one (all=true). */
export const getActiveAuctions = (season: number | undefined): Promise<AuctionList> =>
  api('GET /auctions', { query: { status: 'active', season, all: true } });

export const activeAuctionsQueryOptions = (season: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.auctions.active(season),
    queryFn: () => getActiveAuctions(season),
  });

export const useActiveAuctions = (season: number | undefined, enabled = true) =>
  useQuery({ ...activeAuctionsQueryOptions(season), enabled });
