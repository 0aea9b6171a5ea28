import type { Db } from '@liga/db';
import type { PrizesPaidAnswer } from '@liga/domain';
import { messages } from './messages';
import type { PaidOutcome } from './pay-prizes';
import { prizeViews } from './queries';

/** The answer to a payment: what was paid now and what had been paid before, with a Spanish message. */
export async function paidAnswer(db: Db, outcome: PaidOutcome): Promise<PrizesPaidAnswer> {
  const [paid, alreadyPaid] = await Promise.all([
    prizeViews(db, outcome.paid),
    prizeViews(db, outcome.alreadyPaid),
  ]);
  const message =
    paid.length === 0
      ? messages.allPaid
      : alreadyPaid.length === 0
        ? messages.sent
        : messages.partlyPaid(alreadyPaid.length);
  return { message, paid, already_paid: alreadyPaid };
}
