import type { releaseClauses } from '@liga/db';
import type { RoundOffer } from '@liga/domain';

/** An offer row as the round's ranking reads it (winningOffer, rankOffers). */
export const roundOffer = (o: typeof releaseClauses.$inferSelect): RoundOffer => ({
  id: o.id,
  total_value: o.totalValue,
  created_at: o.createdAt,
  active: o.active,
  confirmed: o.confirmed,
});
