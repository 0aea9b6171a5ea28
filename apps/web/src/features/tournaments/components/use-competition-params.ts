import type { Tournament } from '@liga/domain';
import { idParam } from '../../../lib/id-param';
import { useUrlParams } from '../../../lib/use-url-params';
import { activeSeason, useSeasons } from '../../seasons';
import { useTournaments } from '../api/get-tournaments';

/**
 * Season and tournament chosen in the URL (?season=&tournament=), so a reload or a shared link keeps
 * them. Defaults: the active season, then its first tournament.
 */
export function useCompetitionParams(options: { defaultTournament?: boolean } = {}) {
  const { defaultTournament = true } = options;
  const { params, update } = useUrlParams();
  const seasons = useSeasons();
  const seasonId = idParam(params.get('season')) ?? activeSeason(seasons.data)?.id;
  const tournaments = useTournaments(seasonId);
  const wanted = idParam(params.get('tournament'));
  const tournament: Tournament | undefined =
    tournaments.data?.find((t) => t.id === wanted) ??
    (defaultTournament && wanted === undefined ? tournaments.data?.[0] : undefined);

  return {
    seasons,
    seasonId,
    tournaments,
    tournament,
    setSeason: (id: number) => update({ season: id, tournament: null }, true),
    setTournament: (id: number | null) => update({ tournament: id }, true),
  };
}

export type CompetitionParams = ReturnType<typeof useCompetitionParams>;
