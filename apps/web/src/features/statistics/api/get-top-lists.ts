import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { TeamRef } from '../../matches';

export interface TopEntry {
  player: TeamRef;
  team: TeamRef;
  value: number;
}
/** The four top-20 lists of a tournament (spec 02 §2, §9). */
export interface TopLists {
  goals: TopEntry[];
  assists: TopEntry[];
  mvp: TopEntry[];
  injuries: TopEntry[];
}

export const getTopLists = (tournamentId: number): Promise<TopLists> =>
  api<TopLists>('/statistics/top', { query: { tournament_id: tournamentId } });

export const topListsQueryOptions = (tournamentId: number) =>
  queryOptions({
    queryKey: queryKeys.competition.topLists(tournamentId),
    queryFn: () => getTopLists(tournamentId),
  });

export const useTopLists = (tournamentId: number | undefined) =>
  useQuery({ ...topListsQueryOptions(tournamentId ?? 0), enabled: tournamentId !== undefined });
