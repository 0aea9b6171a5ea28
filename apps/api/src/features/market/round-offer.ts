import type { releaseClauses } from '@liga/db';
import type { TiebreakOffer } from '@liga/domain';

/** An offer row as the round's ranking reads it (roundStanding, tiebreakOf; decisions 015, 022). */
export const roundOffer = (o: typeof releaseClauses.$inferSelect): TiebreakOffer => ({
  id: o.id,
  value: o.value,
  total_value: o.totalValue,
  raised_value: o.raisedValue,
  created_at: o.createdAt,
  active: o.active,
  confirmed: o.confirmed,
  closed_at: o.closedAt,
});
