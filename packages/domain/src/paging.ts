import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';

/**
 * `?page=&per_page=&all=`. A call without `page` answers every row, like `all=true` (decision 033):
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
