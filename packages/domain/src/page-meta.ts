import type { PageMeta } from './paging';

// Apart from paging.ts's schemas: the web's paged lists use these on pages that build no schema,
// and a module without zod keeps zod out of their bundle (docs/decisions/011-production.md).

/** Page metadata for a list of `total` rows; last_page is at least 1 so an empty list has one page. */
export function pageMeta(total: number, page: number, perPage: number): PageMeta {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}

/** Paging buttons: previous only when page > 1, next only when page < last_page. */
export function pagingButtons(page: number, lastPage: number): { previous: boolean; next: boolean } {
  return { previous: page > 1, next: page < lastPage };
}
