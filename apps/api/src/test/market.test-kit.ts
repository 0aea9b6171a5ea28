import { asc, eq, inArray } from 'drizzle-orm';
import { players, releaseClauses, seasons, users } from '@liga/db';
import type { TestContext } from './context.test-kit';
import { leagueKit } from './league.test-kit';

/** 12:00 in Buenos Aires (UTC−3, no DST): offers made now reveal at 18:00 local, 21:00 UTC. */
export const NOON = new Date('2026-03-10T15:00:00Z');
export const HOUR = 3_600_000;
export const MINUTE = 60_000;

/** What an offer still sealed shows to anyone but its bidder, staff included (docs/rules.md §4.3). */
export const SEALED_OFFER = {
  value: null,
  extra_value: null,
  total_value: null,
  other_players: null,
  created_by: null,
  buyer_team: null,
  hidden: true,
};

/**
 * A started season with three managers and their teams: the buyer (100M) bids for the seller's star
 * (value 10M), the rival (100M) competes; staff confirm. The clock stands at NOON.
 */
export async function marketLeague(ctx: TestContext, options: { seasonStart?: Date | null } = {}) {
  ctx.clock.set(NOON);
  const kit = leagueKit(ctx);
  const startDate =
    options.seasonStart === undefined ? new Date('2020-01-01T00:00:00Z') : options.seasonStart;
  const [season] = await ctx.db
    .insert(seasons)
    .values({ name: 'Temporada 59', active: true, startDate })
    .returning();
  const admin = await ctx.actor('Admin', { name: 'Ana Admin' });
  const organizer = await ctx.actor('Organizador', { name: 'Oscar Organizador' });
  const buyer = await ctx.actor('Manager Primera', { name: 'Bruno Comprador', profits: 100_000_000 });
  const seller = await ctx.actor('Manager Segunda', { name: 'Sara Vendedora', profits: 20_000_000 });
  const rival = await ctx.actor('Manager Primera', { name: 'Rita Rival', profits: 100_000_000 });
  const buyerTeam = await kit.team({ name: 'Compradores FC', division: 'Primera', idUser: buyer.id });
  const sellerTeam = await kit.team({ name: 'Vendedores FC', division: 'Segunda', idUser: seller.id });
  const rivalTeam = await kit.team({ name: 'Rivales FC', division: 'Primera', idUser: rival.id });
  const star = await kit.player({
    idTeam: sellerTeam.id,
    name: 'Estrella',
    value: 10_000_000,
    status: 'registrado',
  });
  const spare = await kit.player({
    idTeam: buyerTeam.id,
    name: 'Suplente',
    value: 2_000_000,
    status: 'registrado',
  });

  const league = {
    kit,
    season: season!,
    admin,
    organizer,
    buyer,
    seller,
    rival,
    buyerTeam,
    sellerTeam,
    rivalTeam,
    star,
    spare,
    /** POST /api/clausula_rescision as `who` for `player` (default the star). */
    offer: (who: { token: string }, payload: Record<string, unknown> & { value: number }, player = star) =>
      ctx.request(who.token, {
        method: 'POST',
        url: '/api/clausula_rescision',
        payload: { id_player: player.id, id_team: player.idTeam, ...payload },
      }),
    /** Makes an offer that must succeed and returns its id. */
    offerId: async (
      who: { token: string },
      payload: Record<string, unknown> & { value: number },
      player = star,
    ) => {
      const res = await league.offer(who, payload, player);
      if (res.statusCode !== 201) throw new Error(`offer failed: ${res.body}`);
      return res.json().clause.id as number;
    },
    confirm: (who: { token: string }, id: number) =>
      ctx.request(who.token, { method: 'POST', url: `/api/offers/${id}/confirm` }),
    balances: async () => {
      const rows = await ctx.db
        .select({ id: users.id, profits: users.profits })
        .from(users)
        .orderBy(asc(users.id));
      return Object.fromEntries(rows.map((r) => [r.id, r.profits]));
    },
    squadOf: async (teamId: number) =>
      (
        await ctx.db
          .select({ id: players.id })
          .from(players)
          .where(eq(players.idTeam, teamId))
          .orderBy(asc(players.id))
      ).map((p) => p.id),
    playerRows: (ids: number[]) =>
      ctx.db.select().from(players).where(inArray(players.id, ids)).orderBy(asc(players.id)),
    clauseRows: () => ctx.db.select().from(releaseClauses).orderBy(asc(releaseClauses.id)),
    /** The selling team has already lost `count` players by confirmed clauses (to the rival) this season. */
    sellerLostClauses: async (count: number) => {
      for (let i = 0; i < count; i++) {
        const gone = await kit.player({ idTeam: rivalTeam.id });
        await ctx.db.insert(releaseClauses).values({
          idPlayer: gone.id,
          name: gone.name,
          idTeam: sellerTeam.id,
          createdBy: rival.id,
          value: 1,
          totalValue: 1,
          idSeason: season!.id,
          confirmed: true,
          active: false,
        });
      }
    },
  };
  return league;
}
export type MarketLeague = Awaited<ReturnType<typeof marketLeague>>;

/** 'Volante' (3M, registered) in the seller's team: the second player of the transfer tests' deal. */
export const addVolante = (L: MarketLeague) =>
  L.kit.player({ idTeam: L.sellerTeam.id, name: 'Volante', value: 3_000_000, status: 'registrado' });
