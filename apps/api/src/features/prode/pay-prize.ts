import { moveMoney, prodeRoundPrizes, type Db } from '@liga/db';
import { PRIZE_MESSAGES, PRODE_MESSAGES as M, prizeShare, type PayProdePrizeInput } from '@liga/domain';
import { notFound, ruleBroken } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { findTournament } from '../tournaments';
import { paidRoundPrizes, readScoring, roundPrizeAmount, seasonEntries, seasonRounds } from './queries';
import { winnersOf } from './tables';

/**
 * POST /prode/prizes (docs/rules.md §16.5): a finished round's prize, split between its winners, once.
 * The tournament row is locked FOR UPDATE first, so two payments of one round run one after the other
 * and the second finds the first's rows; the unique index on (tournament, round, user) backs it up.
 */
export async function payRoundPrize(
  db: Db,
  input: PayProdePrizeInput,
  by: AuthUser,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const tournament = await findTournament(tx, input.tournament, true);
    if (!tournament) throw notFound(PRIZE_MESSAGES.tournamentNotFound);
    if ((await paidRoundPrizes(tx, tournament.id, input.round)).length > 0)
      throw ruleBroken('round', M.prizeAlreadyPaid);
    const amount = await roundPrizeAmount(tx, tournament.id);
    if (amount <= 0) throw ruleBroken('tournament', M.noPrize);
    const state = (await seasonRounds(tx, tournament.seasonId, tournament.id)).find(
      (r) => r.stage === input.round,
    );
    if (!state?.finished) throw ruleBroken('round', M.roundNotFinished);
    const entries = await seasonEntries(tx, tournament.seasonId, {
      tournamentId: tournament.id,
      stage: input.round,
    });
    const winners = winnersOf(entries, await readScoring(tx), true).sort((a, b) => a.userId - b.userId);
    if (winners.length === 0) throw ruleBroken('round', M.noWinner);
    const share = prizeShare(amount, winners.length);
    for (const w of winners) {
      const [row] = await tx
        .insert(prodeRoundPrizes)
        .values({
          tournamentId: tournament.id,
          stage: input.round,
          userId: w.userId,
          points: w.points,
          amount: share,
          paidBy: by.id,
          paidAt: now,
        })
        .returning({ id: prodeRoundPrizes.id });
      await moveMoney(tx, {
        userId: w.userId,
        amount: share,
        reason: 'prize',
        refType: 'prode_round_prize',
        refId: row!.id,
        createdBy: by.id,
        note: `Prode: ${tournament.name}, fecha ${input.round}`,
      });
    }
  });
}
