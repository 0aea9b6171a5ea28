import { payout, type BetOption } from '@liga/domain';
import type { Tx } from './client';
import { matchBets, playerBets, userBets } from './schema/index';
import { DAY } from './seed-random';
import { managerOf, moveMoneyAt, type SeedWorld } from './seed-world';

type Fixture = SeedWorld['fixtures'][number];
type Match = Fixture['matches'][number];

const ODDS = [
  { homeOdd: 185, awayOdd: 320, drawOdd: 290, underOdd: 170, overOdd: 210 },
  { homeOdd: 240, awayOdd: 250, drawOdd: 300, underOdd: 190, overOdd: 185 },
];

/** The round's match of the division's first team (Manager Uno's or Manager Dos's). */
function matchOf(f: Fixture, stage: number): Match {
  const first = f.division === 'Primera' ? 1 : 15;
  return f.matches.find((m) => m.stage === stage && (m.teamHomeId === first || m.teamAwayId === first))!;
}

const result = (m: Match): BetOption =>
  m.scoreHome! > m.scoreAway! ? 'home' : m.scoreHome! < m.scoreAway! ? 'away' : 'draw';
const line = (m: Match): BetOption => (m.scoreHome! + m.scoreAway! > 2 ? 'over' : 'under');
const wrongResult = (m: Match): BetOption => (result(m) === 'draw' ? 'home' : 'draw');
const wrongLine = (m: Match): BetOption => (line(m) === 'over' ? 'under' : 'over');

const oddOf = (odds: (typeof ODDS)[number], option: BetOption): number =>
  ({
    home: odds.homeOdd,
    away: odds.awayOdd,
    draw: odds.drawOdd,
    under: odds.underOdd,
    over: odds.overOdd,
    goal: 0,
    card: 0,
  })[option];

/**
 * Bets named after the real fixture: round 3 (played, closed, its bets settled against the score)
 * and round 4 (the next round, open, its bets pending), plus the player bet of round 4.
 */
export async function seedBets(tx: Tx, w: SeedWorld): Promise<void> {
  const name = (m: Match) => `${w.teamNames.get(m.teamHomeId)} vs ${w.teamNames.get(m.teamAwayId)}`;
  const played = w.fixtures.map((f) => matchOf(f, 3));
  const next = w.fixtures.map((f) => matchOf(f, 4));
  const created = await tx
    .insert(matchBets)
    .values([
      ...played.map((m, i) => ({
        match: name(m),
        description: `Fecha 3 de ${w.fixtures[i]!.division}`,
        active: false,
        createdBy: w.admin,
        createdAt: new Date(w.now.getTime() - 10 * DAY),
        ...ODDS[i]!,
      })),
      ...next.map((m, i) => ({
        match: name(m),
        description: `Fecha 4 de ${w.fixtures[i]!.division}`,
        createdBy: w.admin,
        createdAt: new Date(w.now.getTime() - 3 * DAY),
        ...ODDS[i]!,
      })),
    ])
    .returning({ id: matchBets.id });
  const [scorerBet] = await tx
    .insert(playerBets)
    .values({
      name: 'Goleador de la fecha',
      description: 'Marca en la fecha 4',
      goalOdd: 250,
      cardOdd: 400,
      createdBy: w.admin,
    })
    .returning({ id: playerBets.id });

  const at = (days: number) => new Date(w.now.getTime() - days * DAY);
  const [pd3, sd3, pd4, sd4] = created.map((b) => b.id);
  const [pd, sd] = played as [Match, Match];
  // Round 3: two bets won, two lost, settled by the Admin the day after the match.
  const onPd = { bet: pd3!, odds: ODDS[0]! };
  const onSd = { bet: sd3!, odds: ODDS[1]! };
  const settled = [
    { user: managerOf(w, 1), ...onPd, option: result(pd), amount: 5_000_000, won: true },
    { user: managerOf(w, 15), ...onSd, option: wrongResult(sd), amount: 3_000_000, won: false },
    { user: managerOf(w, 3), ...onPd, option: line(pd), amount: 2_000_000, won: true },
    { user: managerOf(w, 17), ...onSd, option: wrongLine(sd), amount: 4_000_000, won: false },
  ];
  const rows = await tx
    .insert(userBets)
    .values(
      settled.map((b) => {
        const odd = oddOf(b.odds, b.option);
        return {
          idUser: b.user,
          idBet: b.bet,
          option: b.option,
          selectedOption: odd,
          amount: b.amount,
          confirmed: true,
          outcome: b.won ? ('won' as const) : ('lost' as const),
          payout: b.won ? payout(b.amount, odd) : 0,
          settledBy: w.admin,
          settledAt: at(6),
          createdAt: at(9),
        };
      }),
    )
    .returning({ id: userBets.id, user: userBets.idUser, amount: userBets.amount, payout: userBets.payout });
  const ref = (id: number) => ({ refType: 'user_bet', refId: id });
  /** A placed bet's stake leaves its bettor's budget when it is placed. */
  const chargeStakes = async (placed: { id: number; user: number; amount: number }[], when: Date) => {
    for (const r of placed)
      await moveMoneyAt(tx, when, {
        userId: r.user,
        amount: -r.amount,
        reason: 'bet_stake',
        ...ref(r.id),
        createdBy: r.user,
      });
  };
  await chargeStakes(rows, at(9));
  for (const r of rows.filter((r) => (r.payout ?? 0) > 0))
    await moveMoneyAt(tx, at(6), {
      userId: r.user,
      amount: r.payout!,
      reason: 'bet_payout',
      ...ref(r.id),
      createdBy: w.admin,
    });

  // Round 4: three bets placed yesterday, waiting for the matches.
  const pending = await tx
    .insert(userBets)
    .values([
      {
        idUser: managerOf(w, 1),
        idBet: pd4!,
        option: 'home',
        selectedOption: ODDS[0]!.homeOdd,
        amount: 3_000_000,
        createdAt: at(1),
      },
      {
        idUser: managerOf(w, 15),
        idBet: sd4!,
        option: 'draw',
        selectedOption: ODDS[1]!.drawOdd,
        amount: 2_000_000,
        createdAt: at(1),
      },
      {
        idUser: managerOf(w, 3),
        idPlayerbet: scorerBet!.id,
        option: 'goal',
        selectedOption: 250,
        amount: 1_000_000,
        createdAt: at(1),
      },
    ])
    .returning({ id: userBets.id, user: userBets.idUser, amount: userBets.amount });
  await chargeStakes(pending, at(1));
}
