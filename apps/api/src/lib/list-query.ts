import { pageMeta, type PageMeta, type SeasonListQuery } from '@liga/domain';

/** A list cut to the page asked for; without `page` (or with `all=true`) every row (SeasonListQuerySchema). */
export function listPage<T>(
  rows: readonly T[],
  query: Pick<SeasonListQuery, 'page' | 'per_page' | 'all'>,
): { data: T[]; meta: PageMeta } {
  if (query.all || query.page === undefined)
    return { data: [...rows], meta: pageMeta(rows.length, 1, Math.max(rows.length, 1)) };
  const start = (query.page - 1) * query.per_page;
  return {
    data: rows.slice(start, start + query.per_page),
    meta: pageMeta(rows.length, query.page, query.per_page),
  };
}
