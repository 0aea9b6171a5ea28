import { eq } from 'drizzle-orm';
import { matchBets, playerBets, userBets, users, type Db, type Tx } from '@liga/db';
import {
  betForOdd,
  hasErrors,
  MATCH_BET_OPTIONS,
  oddFor,
  optionForOdd,
  validatePlaceBet,
  type MatchBetOdds,
  type PlaceBetInput,
  type PlayerBetOdds,
} from '@liga/domain';
import { debit } from '../../lib/money';
import { notFound, ruleBroken, unprocessable } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { checkLinkedStake } from './linked-checks';
import { messages } from './messages';

type Locked<T> = { odds: T; active: boolean; matchId: number | null };

/** A bet row locked FOR SHARE, so a deactivation cannot slip in between the check and the insert. */
async function matchBetFor(tx: Tx, id: number): Promise<Locked<MatchBetOdds>> {
  const [bet] = await tx.select().from(matchBets).where(eq(matchBets.id, id)).for('share');
  if (!bet) throw notFound(messages.notFound);
  const odds = {
    home_odd: bet.homeOdd,
    away_odd: bet.awayOdd,
    draw_odd: bet.drawOdd,
    under: bet.underOdd,
    over: bet.overOdd,
  };
  return { odds, active: bet.active, matchId: bet.matchId };
}

async function playerBetFor(tx: Tx, id: number): Promise<Locked<PlayerBetOdds>> {
  const [bet] = await tx.select().from(playerBets).where(eq(playerBets.id, id)).for('share');
  if (!bet) throw notFound(messages.notFound);
  return {
    odds: { goal_odd: bet.goalOdd, card_odd: bet.cardOdd },
    active: bet.active,
    matchId: bet.matchId,
  };
}

const oddRefusal = {
  none: messages.oddNotOffered,
  shared: messages.oddShared,
  ambiguous: messages.oddAmbiguous,
};

/**
 * The bet taking the stake and the option bet on. The league's client names the option by its odd
 * (`selected_option`) and, its form keeping both selects, may name both bets: the odd (or the option's
 * kind) then picks the bet, and an odd both bets pay is refused (betForOdd, decision 012).
 */
async function chosenBet(tx: Tx, input: PlaceBetInput) {
  const match = input.id_bet === undefined ? undefined : await matchBetFor(tx, input.id_bet);
  const player = input.id_playerbet === undefined ? undefined : await playerBetFor(tx, input.id_playerbet);
  let kind: 'match' | 'player' = match ? 'match' : 'player';
  let option = input.option;
  if (option === undefined) {
    const odd = input.selected_option!;
    const found =
      match && player
        ? betForOdd({ match: match.odds, player: player.odds }, odd)
        : { kind, ...optionForOdd((match ?? player)!.odds, odd) };
    if ('error' in found) throw ruleBroken('selected_option', oddRefusal[found.error]);
    ({ kind, option } = found);
  } else if (match && player) {
    kind = (MATCH_BET_OPTIONS as readonly string[]).includes(option) ? 'match' : 'player';
  }
  const bet = kind === 'match' ? match! : player!;
  const odd = oddFor(bet.odds, option);
  if (odd === null) throw ruleBroken('option', messages.optionMismatch);
  return {
    option,
    odd,
    active: bet.active,
    matchId: bet.matchId,
    idBet: kind === 'match' ? input.id_bet! : null,
    idPlayerbet: kind === 'player' ? input.id_playerbet! : null,
  };
}

/**
 * POST /apuesta/jugador (docs/rules.md §12, §7). The bettor is the caller and the odd is the bet's, read
 * here (the client's id_user is ignored; its selected_option, the odd, only names the option). The
 * stake leaves the budget in the same transaction as the user bet (ledger reason bet_stake), and
 * moveMoney's guarded update keeps two stakes at once from taking the budget below zero. A bet on a
 * fixture match closes at kick-off and at the result, and never takes its own teams' managers' money.
 */
export async function placeBet(db: Db, input: PlaceBetInput, by: AuthUser, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const { option, odd, active, matchId, idBet, idPlayerbet } = await chosenBet(tx, input);
    if (matchId !== null && active)
      await checkLinkedStake(tx, matchId, idBet === null ? 'id_playerbet' : 'id_bet', by.id, now);
    const [me] = await tx.select({ budget: users.profits }).from(users).where(eq(users.id, by.id));
    const errors = validatePlaceBet({ amount: input.amount, budget: me?.budget ?? 0, active });
    if (hasErrors(errors)) throw unprocessable(errors);

    const [row] = await tx
      .insert(userBets)
      .values({
        idUser: by.id,
        idBet,
        idPlayerbet,
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
