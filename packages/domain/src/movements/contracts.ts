import { z } from 'zod';
import { RefSchema } from '../common/contracts';
import { PageQuerySchema, paged } from '../paging';

/** One row of a user's budget ledger (docs/rules.md §12), newest first. */
export const MovementSchema = z.object({
  id: z.number(),
  amount: z.number(),
  reason: z.string(),
  ref_type: z.string().nullable(),
  ref_id: z.number().nullable(),
  balance_after: z.number(),
  note: z.string().nullable(),
  created_by: RefSchema.nullable(),
  created_at: z.string(),
});
export type Movement = z.infer<typeof MovementSchema>;

/** GET /users/{id}/movements. */
export const MovementListQuerySchema = PageQuerySchema;
export const MovementListSchema = paged(MovementSchema);
export type MovementList = z.infer<typeof MovementListSchema>;
