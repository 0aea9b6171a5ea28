import type { StandingTable } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /standings/table?tournament_id=: the table computed by the server from completed matches, each
 * line with its zone of the rule book's format and whether the head-to-head decided its place.
 */
export const getStandingsTable = (tournamentId: number): Promise<StandingTable> =>
  api('GET /standings/table', { query: { tournament_id: tournamentId } });

export const standingsQueryOptions = (tournamentId: number) =>
  queryOptions({
    queryKey: queryKeys.competition.standings(tournamentId),
    queryFn: () => getStandingsTable(tournamentId),
  });

export const useStandings = (tournamentId: number | undefined) =>
  useQuery({ ...standingsQueryOptions(tournamentId ?? 0), enabled: tournamentId !== undefined });
