import { asc, eq } from 'drizzle-orm';
import { matches, moveMoney, sanctions } from '@liga/db';
import { competitionKit, matchToLoad, statisticsCalls } from './competition.test-kit';
import { callRefusalCheck, refusalCheck, type TestContext } from './context.test-kit';
import { balanceOf, balancePairs, movementCount } from './money.test-kit';

type Who = { token: string };
export const MATCH_DATE = new Date('2026-03-10T23:00:00Z');
export const HOURS = 3_600_000;

/**
 * Discipline tests (decision 025). Two managed teams (Atlético Norte at home, Deportivo Sur away) with a 2–1 match played at
 * MATCH_DATE waiting for statistics, staff, a visitor, and the sanction calls.
 */
export async function sanctionKit(ctx: TestContext) {
  const fx = competitionKit(ctx);
  const M = await matchToLoad(fx);
  await ctx.db.update(matches).set({ matchDate: MATCH_DATE }).where(eq(matches.id, M.match.id));
  ctx.clock.set(new Date(MATCH_DATE.getTime() + 2 * HOURS));
  const admin = await ctx.actor('Admin', { name: 'Ana Admin' });
  const organizer = await ctx.actor('Organizador', { name: 'Oscar Organizador' });
  const visitor = await ctx.actor('visitante');
  const state = async () => ({
    balances: await balancePairs(ctx.db),
    sanctions: (await ctx.db.select().from(sanctions).orderBy(asc(sanctions.id))).map((s) => [
      s.id,
      s.kind,
      s.amount,
      s.revertedAt === null,
    ]),
    movements: await movementCount(ctx.db),
  });
  const kit = {
    ...M,
    fx,
    ...statisticsCalls(ctx),
    admin,
    organizer,
    visitor,
    state,
    create: (who: Who, payload: Record<string, unknown>) =>
      ctx.request(who.token, {
        method: 'POST',
        url: '/api/sanctions',
        payload: { team_id: M.home.team.id, match_id: M.match.id, reason: 'Motivo', ...payload },
      }),
    revert: (who: Who, id: number, reason: unknown = 'Cargada por error') =>
      ctx.request(who.token, { method: 'DELETE', url: `/api/sanctions/${id}`, payload: { reason } }),
    list: (who: Who, query = '') => ctx.request(who.token, { method: 'GET', url: `/api/sanctions${query}` }),
    balanceOf: (id: number) => balanceOf(ctx.db, id),
    expectRefused: refusalCheck(ctx, state),
    expectCallRefused: callRefusalCheck(ctx, state),
  };
  return kit;
}
export type SanctionKit = Awaited<ReturnType<typeof sanctionKit>>;

/**
 * The sanction kit after round 1: Juan Pérez (home) saw a red card, so he is barred from the round-2
 * match; the home manager has 50M. The calls of the lift flow.
 */
export async function liftKit(ctx: TestContext) {
  const K = await sanctionKit(ctx);
  const juan = K.homePlayers[0]!;
  const saved = await K.save(K.admin.token, [K.line(juan.id, { red_cards: 1 })]);
  if (saved.statusCode !== 200) throw new Error(saved.body);
  const next = await K.fx.match({
    tournamentId: K.t.id,
    home: K.home.team.id,
    away: K.away.team.id,
    stage: 2,
    score: [1, 0],
  });
  await ctx.db.transaction((tx) =>
    moveMoney(tx, { userId: K.home.id, amount: 50_000_000, reason: 'admin_adjustment' }),
  );
  return {
    ...K,
    juan,
    next,
    request: (who: Who, payload: Record<string, unknown> = {}) =>
      ctx.request(who.token, {
        method: 'POST',
        url: '/api/suspensions/lifts',
        payload: { player_id: juan.id, match_id: next.id, cause: 'red_card', ...payload },
      }),
    approve: (who: Who, id: number) =>
      ctx.request(who.token, { method: 'POST', url: `/api/suspensions/lifts/${id}/approve` }),
    refuse: (who: Who, id: number, reason: unknown = 'Fuera de plazo') =>
      ctx.request(who.token, {
        method: 'POST',
        url: `/api/suspensions/lifts/${id}/refuse`,
        payload: { reason },
      }),
  };
}
export type LiftKit = Awaited<ReturnType<typeof liftKit>>;
