import { z } from 'zod';
import { moneyField } from '../fields';
import { SANCTION_MESSAGES as M } from './messages';

export const DisciplineStandingSchema = z.object({
  warnings: z.number(),
  admonitions: z.number(),
  loses_place: z.boolean(),
  postponements: z.number(),
  loses_team: z.boolean(),
  withdrawals: z.number(),
});

const price = moneyField(M.amountInvalid).nullable();
/** One price per suspension cause; null: that cause cannot be lifted. */
export const LiftPricesSchema = z.object({
  yellow_cards: price,
  red_card: price,
  direct_red: price,
  injury: price,
  serious_injury: price,
});
