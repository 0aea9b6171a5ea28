import { pageMeta, type PageMeta, type PageQueryInput, type SeasonListQuery } from '@liga/domain';

/** What a paged list reads from its query (PageQuerySchema): `all` answers every row. */
export type Paging = Pick<PageQueryInput, 'page' | 'per_page' | 'all'>;

/** Every row: `all=true`, or no `page` sent (decision 033). */
const everyRow = (q: Paging): boolean => q.all || q.page === undefined;

/** The LIMIT/OFFSET of a page; none for every row. */
export const pageWindow = (q: Paging): { limit?: number; offset?: number } =>
  everyRow(q) ? {} : { limit: q.per_page, offset: ((q.page ?? 1) - 1) * q.per_page };

/** The `meta` of a page of `total` rows; one page holding them all for every row. */
export const pageMetaFor = (total: number, q: Paging): PageMeta =>
  everyRow(q) ? pageMeta(total, 1, Math.max(total, 1)) : pageMeta(total, q.page ?? 1, q.per_page);

/** A list query (a Drizzle select) that can be cut to a page. */
interface PageableQuery<R> extends PromiseLike<R[]> {
  limit(limit: number): { offset(offset: number): PromiseLike<R[]> };
}

/** Runs a list query for the page asked for (every row with `all`) together with its count. */
export async function runPage<R, V>(
  q: Paging,
  query: PageableQuery<R>,
  counted: PromiseLike<{ total: number }[]>,
  toView: (row: R) => V,
): Promise<{ data: V[]; meta: PageMeta }> {
  const { limit, offset } = pageWindow(q);
  const [rows, totals] = await Promise.all([
    limit === undefined ? query : query.limit(limit).offset(offset ?? 0),
    counted,
  ]);
  return { data: rows.map(toView), meta: pageMetaFor(totals[0]?.total ?? 0, q) };
}

/** Every row, for exports and selects. */
export const EVERY_ROW: Paging = { page: 1, per_page: 1, all: true };

/** One row by its id through a list query: the first page of one, filtered by id. */
export const ONE_ROW: Paging = { page: 1, per_page: 1, all: false };

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
