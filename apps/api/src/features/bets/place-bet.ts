import { eq } from 'drizzle-orm';
import { matchBets, playerBets, userBets, users, type Db } from '@liga/db';
import { hasErrors, oddFor, optionForOdd, validatePlaceBet, type PlaceBetInput } from '@liga/domain';
import { debit } from '../../lib/money';
import { notFound, ruleBroken, unprocessable } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { messages } from './messages';

/** The option of the bet paying the odd the league's client sent (422 when none or two do). */
function chosenBy(odds: Parameters<typeof oddFor>[0], selected: number) {
  const found = optionForOdd(odds, selected);
  if ('option' in found) return found.option;
  throw ruleBroken('selected_option', found.error === 'none' ? messages.oddNotOffered : messages.oddShared);
}

/**
 * POST /apuesta/jugador (DESIGN.md §5–6). The bettor is the caller and the odd is the bet's, read
 * here (the client's id_user is ignored; its selected_option, the odd, only names the option). The bet row is locked FOR SHARE so a
 * deactivation cannot slip in between the check and the insert; the stake leaves the budget in the
 * same transaction as the user bet (ledger reason bet_stake), and moveMoney's guarded update keeps
 * two stakes at once from taking the budget below zero.
 */
export async function placeBet(db: Db, input: PlaceBetInput, by: AuthUser, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    let odds: Parameters<typeof oddFor>[0];
    let active: boolean;
    if (input.id_bet !== undefined) {
      const [bet] = await tx.select().from(matchBets).where(eq(matchBets.id, input.id_bet)).for('share');
      if (!bet) throw notFound(messages.notFound);
      odds = {
        home_odd: bet.homeOdd,
        away_odd: bet.awayOdd,
        draw_odd: bet.drawOdd,
        under: bet.underOdd,
        over: bet.overOdd,
      };
      active = bet.active;
    } else {
      const [bet] = await tx
        .select()
        .from(playerBets)
        .where(eq(playerBets.id, input.id_playerbet!))
        .for('share');
      if (!bet) throw notFound(messages.notFound);
      odds = { goal_odd: bet.goalOdd, card_odd: bet.cardOdd };
      active = bet.active;
    }
    const option = input.option ?? chosenBy(odds, input.selected_option!);
    const odd = oddFor(odds, option);
    if (odd === null) throw ruleBroken('option', messages.optionMismatch);
    const [me] = await tx.select({ budget: users.profits }).from(users).where(eq(users.id, by.id));
    const errors = validatePlaceBet({ amount: input.amount, budget: me?.budget ?? 0, active });
    if (hasErrors(errors)) throw unprocessable(errors);

    const [row] = await tx
      .insert(userBets)
      .values({
        idUser: by.id,
        idBet: input.id_bet ?? null,
        idPlayerbet: input.id_playerbet ?? null,
        option,
        selectedOption: odd,
        amount: input.amount,
        createdAt: now,
      })
      .returning({ id: userBets.id });
    await debit(
      tx,
      {
        userId: by.id,
        amount: -input.amount,
        reason: 'bet_stake',
        refType: 'user_bet',
        refId: row!.id,
        createdBy: by.id,
      },
      'amount',
      messages.insufficientBudget,
    );
    return row!.id;
  });
}
