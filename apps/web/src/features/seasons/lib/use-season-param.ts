import { useUrlParams } from '../../../lib/use-url-params';
import { activeSeason, useSeasons } from '../api/get-seasons';
import { seasonIdParam } from './season-id';

export interface SeasonParam {
  seasons: ReturnType<typeof useSeasons>;
  /** The chosen season id as the select holds it; '' for every season. */
  value: string;
  /** The id to send as ?season=, undefined for every season. */
  season: number | undefined;
  /** False while the default (the active season) is still unknown: lists wait for it. */
  ready: boolean;
  setValue: (value: string) => void;
}

/**
 * The season filter of a list, kept in the URL (?season=) so a reload or a shared link keeps it.
 * Without it the list shows the active season (`defaultActive`) or every season.
 * ?season= (empty) chosen explicitly means every season.
 */
export function useSeasonParam(defaultActive: boolean): SeasonParam {
  const { params, update } = useUrlParams();
  const seasons = useSeasons();
  const raw = params.get('season');
  let value: string;
  let ready = true;
  if (raw !== null) value = seasonIdParam(raw) ? raw : '';
  else if (defaultActive) {
    const active = activeSeason(seasons.data);
    value = active ? String(active.id) : '';
    ready = !seasons.isPending;
  } else value = '';

  const setValue = (next: string) => update({ season: next }, true);

  return { seasons, value, season: seasonIdParam(value), ready, setValue };
}
