import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepingPrevious } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /rulebook/search?q= : sections whose words match, with the matched words marked. */
export const searchRulebook = (q: string, season?: number) =>
  api('GET /rulebook/search', { query: { q, season } }).then((res) => res.data);

export const rulebookSearchQueryOptions = (q: string, season?: number) =>
  keepingPrevious(queryKeys.rulebook.search(q, season), () => searchRulebook(q, season));

/** Searches from two characters on. */
export const useRulebookSearch = (q: string, season?: number) =>
  useQuery({ ...rulebookSearchQueryOptions(q, season), enabled: q.trim().length >= 2 });
