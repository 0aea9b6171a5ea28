import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PageQuerySchema, pageMeta, type PageMeta } from '@liga/domain';
import { seasonParam } from './season';

/**
 * Query of the market lists (offers, transfers …): `?season=` plus optional paging. The original
 * screens of these lists have no paging buttons and read every row, so without `page` (or with
 * `all=true`) the whole list comes back; with `page` it is cut on the server.
 */
export const SeasonListQuerySchema = z.object({
  season: seasonParam,
  page: z.coerce.number().int().min(1, 'La página debe ser 1 o mayor.').max(1_000_000).optional(),
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  all: PageQuerySchema.shape.all,
});
export type SeasonListQuery = z.infer<typeof SeasonListQuerySchema>;

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
