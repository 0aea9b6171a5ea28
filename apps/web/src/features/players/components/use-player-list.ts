import { useQuery } from '@tanstack/react-query';
import { filterPlayersByDivisionQueryOptions } from '../api/filter-players-by-division';
import { playersQueryOptions } from '../api/get-players';
import { searchPlayersQueryOptions } from '../api/search-players';
import { playersMessages as m } from '../messages';

export interface PlayerListFilter {
  page: number;
  name: string;
  outside: boolean;
}

/**
 * The players list asks the endpoint that matches the filter (spec 01 §7): the division filter,
 * the name search, or the plain paged list; each failure has its own text (spec 01 §8).
 */
export function usePlayerList({ page, name, outside }: PlayerListFilter) {
  const options = outside
    ? filterPlayersByDivisionQueryOptions(name, page)
    : name
      ? searchPlayersQueryOptions(name, page)
      : playersQueryOptions(page);
  const query = useQuery(options);
  const errorText = outside ? m.filterError : name ? m.searchError : m.loadError;
  return { query, errorText };
}
