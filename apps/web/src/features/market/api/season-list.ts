import { useQuery, type QueryKey } from '@tanstack/react-query';
import { keepingPrevious } from '../../../lib/query-client';

type Season = number | undefined;

/**
 * The market's lists read season by season (the offers board, my offers, the executed and the
 * confirmed offers): query options that keep the last season on screen while the next one loads,
 * and the hook that reads them (`enabled` false until the season is known).
 */
export function seasonList<T, K extends QueryKey>(
  key: (season: Season) => K,
  fetch: (season: Season) => Promise<T>,
) {
  const queryOptions = (season: Season) => keepingPrevious(key(season), () => fetch(season));
  const use = (season: Season, enabled = true) => useQuery({ ...queryOptions(season), enabled });
  return { queryOptions, use };
}
