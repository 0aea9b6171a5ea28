import { expect } from 'vitest';
import { asc } from 'drizzle-orm';
import { budgetMovements, matchStatistics, prizes } from '@liga/db';
import { competitionKit } from '../../test/competition.test-kit';
import type { TestContext } from '../../test/context.test-kit';
import { balancePairs, movementCount } from '../../test/money.test-kit';

type Who = { token: string };
type Response = { statusCode: number; json: () => { message: string; errors?: Record<string, string[]> } };

/**
 * Prize tests: an Admin, an Organizer, two managers with Primera and Segunda teams, a club outside
 * the divisions, a division team without a manager, and a tournament of the active season.
 */
export async function prizeKit(ctx: TestContext) {
  const fx = competitionKit(ctx);
  const season = await fx.season();
  const admin = await ctx.actor('Admin', { name: 'Ana Admin' });
  const organizer = await ctx.actor('Organizador', { name: 'Oscar Organizador' });
  const primera = await fx.manager('Atlético Norte', 'Primera');
  const segunda = await fx.manager('Deportivo Sur', 'Segunda');
  const club = await fx.team({ name: 'Club de Afuera', division: null });
  const orphan = await fx.team({ name: 'Sin Manager FC', division: 'Primera' });
  const t = await fx.tournament({ seasonId: season.id, name: 'Primera T59' });

  const prize = (values: Record<string, unknown> = {}) => ({
    tournament_id: t.id,
    team_id: primera.team.id,
    amount: 150_000_000,
    position: '1',
    description: 'Campeón',
    ...values,
  });
  const submit = (who: Who | undefined, list: unknown[]) =>
    ctx.request(who?.token, { method: 'POST', url: '/api/prizes', payload: { prizes: list } });
  const revert = (who: Who, id: number, reason: unknown = 'Cargado por error') =>
    ctx.request(who.token, { method: 'POST', url: `/api/prizes/${id}/revert`, payload: { reason } });

  const state = async () => ({
    balances: Object.fromEntries(await balancePairs(ctx.db)) as Record<number, number>,
    prizes: (await ctx.db.select().from(prizes).orderBy(asc(prizes.id))).map((p) => [
      p.id,
      p.teamId,
      p.position,
      p.amount,
      p.revertedAt === null ? 'live' : 'reverted',
    ]),
    movements: await movementCount(ctx.db),
  });
  const movements = (reason: string) =>
    ctx.db
      .select()
      .from(budgetMovements)
      .orderBy(asc(budgetMovements.id))
      .then((rows) => rows.filter((r) => r.reason === reason));

  /** A refusal: the status and message a caller sees, and nothing changed anywhere. */
  const expectRefused = async (
    res: Response,
    before: Awaited<ReturnType<typeof state>>,
    status: number,
    message?: string,
  ) => {
    expect(res.statusCode).toBe(status);
    if (message !== undefined) expect(res.json().message).toBe(message);
    expect(await state()).toEqual(before);
    await ctx.expectLedgerBalanced();
  };

  return {
    fx,
    season,
    admin,
    organizer,
    primera,
    segunda,
    club,
    orphan,
    t,
    prize,
    submit,
    revert,
    state,
    movements,
    expectRefused,
  };
}
export type PrizeKit = Awaited<ReturnType<typeof prizeKit>>;

/** A statistics line (goals and assists only) for a player in a match. */
export async function scored(
  ctx: TestContext,
  m: { id: number; tournamentId: number },
  player: { id: number; idTeam: number },
  goals: number,
  assists = 0,
) {
  await ctx.db.insert(matchStatistics).values({
    matchId: m.id,
    tournamentId: m.tournamentId,
    playerId: player.id,
    teamId: player.idTeam,
    goals,
    assists,
  });
}
