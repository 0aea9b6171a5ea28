import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';

/**
 * `?page=&per_page=&all=`. A call without `page` answers every row, like `all=true` (DESIGN.md §4):
 * the league's client never sends a page where it builds selects and look-ups from a list.
 */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'La página debe ser 1 o mayor.').max(1_000_000).optional(),
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  all: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export type PageQueryInput = z.infer<typeof PageQuerySchema>;

export const PageMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

export const paged = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ data: z.array(item), meta: PageMetaSchema });

/** Page metadata for a list of `total` rows; last_page is at least 1 so an empty list has one page. */
export function pageMeta(total: number, page: number, perPage: number): PageMeta {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}

/** Paging buttons (spec 01 §4): previous only when page > 1, next only when page < last_page. */
export function pagingButtons(page: number, lastPage: number): { previous: boolean; next: boolean } {
  return { previous: page > 1, next: page < lastPage };
}
