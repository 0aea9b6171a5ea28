import type { Standing, StandingList } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /standings?tournament_id= (spec 02 §7): computed by the server from completed matches. */
export const getStandings = (tournamentId: number): Promise<Standing[]> =>
  api<StandingList>('/standings', { query: { tournament_id: tournamentId } }).then((r) => r.data);

export const standingsQueryOptions = (tournamentId: number) =>
  queryOptions({
    queryKey: queryKeys.competition.standings(tournamentId),
    queryFn: () => getStandings(tournamentId),
  });

export const useStandings = (tournamentId: number | undefined) =>
  useQuery({ ...standingsQueryOptions(tournamentId ?? 0), enabled: tournamentId !== undefined });
