import { z } from 'zod';
import { RefSchema } from '../common/contracts';
import { PageQuerySchema, paged } from '../paging';

/** One row of a user's budget ledger (DESIGN.md §5), newest first. */
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

/** Spanish labels for ledger reasons. */
export const MOVEMENT_REASON_LABELS: Record<string, string> = {
  admin_adjustment: 'Ajuste del administrador',
  clause_payment: 'Pago de cláusula',
  clause_income: 'Cobro de cláusula',
  transfer_payment: 'Pago de transferencia',
  transfer_income: 'Cobro de transferencia',
  auction_payment: 'Pago de subasta',
  bet_stake: 'Apuesta',
  bet_payout: 'Premio de apuesta',
  prize: 'Premio',
  prize_reversal: 'Premio revertido',
};
