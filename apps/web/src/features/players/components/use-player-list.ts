import { useQuery } from '@tanstack/react-query';
import { filterPlayersByDivisionQueryOptions } from '../api/filter-players-by-division';
import { playersQueryOptions, sortedPlayersQueryOptions } from '../api/get-players';
import { searchPlayersQueryOptions } from '../api/search-players';
import { usesRicherQuery, type PlayerListFilter } from '../list-params';
import { playersMessages as m } from '../messages';

export type { PlayerListFilter } from '../list-params';

/**
 * The players list asks the endpoint that matches the filter (decision 012): the division filter,
 * the name search, or the plain paged list; each failure has its own text (the league client's wording). A sort or
 * one of our extra filters goes to /players with the whole filter, name and division included.
 */
export function usePlayerList(filter: PlayerListFilter) {
  const { page, name, outside } = filter;
  const richer = usesRicherQuery(filter);
  const options = richer
    ? sortedPlayersQueryOptions(filter)
    : outside
      ? filterPlayersByDivisionQueryOptions(name, page)
      : name
        ? searchPlayersQueryOptions(name, page)
        : playersQueryOptions(page);
  const query = useQuery(options);
  const errorText = richer ? m.loadError : outside ? m.filterError : name ? m.searchError : m.loadError;
  return { query, errorText };
}
