import { beforeEach, describe, expect, it } from 'vitest';
import { seasons } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { marketLeague, SEALED_OFFER, type MarketLeague } from '../../test/market.test-kit';

const ctx = useTestContext();
let L: MarketLeague;
beforeEach(async () => {
  L = await marketLeague(ctx);
});

const at = (iso: string) => ctx.clock.set(new Date(iso));
const get = (who: { token: string }, url: string) => ctx.request(who.token, { method: 'GET', url });

describe('sealed offers (docs/rules.md §4.3)', () => {
  async function twoOffers() {
    await L.offerId(L.buyer, { value: 15_000_000, other_players: [L.spare.id] }); // 12:00 local
    at('2026-03-10T17:00:00Z'); // 14:00 local
    await L.offerId(L.rival, { value: 18_000_000 });
  }

  it('hides values, totals and bidders from everyone, staff included, until the window closes', async () => {
    await twoOffers();
    at('2026-03-10T20:59:00.000Z'); // 17:59 local: a minute before the reveal, which the test's own run time never reaches
    for (const who of [L.admin, L.organizer, L.seller]) {
      const res = await get(who, `/api/clausulas/${L.star.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        player: { id: L.star.id, name: 'Estrella' },
        revealed: false,
        reveal_at: '2026-03-10T21:00:00.000Z',
      });
      expect(res.json().offers).toEqual([
        expect.objectContaining(SEALED_OFFER),
        expect.objectContaining(SEALED_OFFER),
      ]);
      expect(res.body).not.toMatch(/15000000|18000000|Bruno|Rita|Compradores|Rivales/);
    }
    const mine = (await get(L.buyer, `/api/clausulas/${L.star.id}`)).json();
    expect(mine.offers[0]).toMatchObject({
      mine: true,
      hidden: false,
      value: 15_000_000,
      total_value: 17_000_000,
      created_by: { name: 'Bruno Comprador' },
    });
    expect(mine.offers[1]).toMatchObject({ mine: false, ...SEALED_OFFER });
    expect(JSON.stringify(mine)).not.toMatch(/18000000|Rita/);
  });

  it('reveals every offer at the window close, in creation order, ranked by total value', async () => {
    await twoOffers();
    at('2026-03-10T21:00:00.000Z');
    const res = (await get(L.seller, `/api/clausulas/${L.star.id}`)).json();
    expect(res.revealed).toBe(true);
    expect(
      res.offers.map(
        (o: { created_by: { name: string }; total_value: number; rank: number; hidden: boolean }) => [
          o.created_by.name,
          o.total_value,
          o.rank,
          o.hidden,
        ],
      ),
    ).toEqual([
      // Creation order (the league client computes the reveal from the first offer), ranked.
      ['Bruno Comprador', 17_000_000, 2, false],
      ['Rita Rival', 18_000_000, 1, false],
    ]);
  });

  it('breaks ties in favour of the earlier offer', async () => {
    await L.offerId(L.rival, { value: 12_000_000 });
    at('2026-03-10T16:00:00Z');
    await L.offerId(L.buyer, { value: 10_000_000, other_players: [L.spare.id] });
    at('2026-03-10T21:00:00Z');
    const offers = (await get(L.admin, `/api/clausulas/${L.star.id}`)).json().offers;
    expect(
      offers.map((o: { created_by: { name: string }; rank: number }) => [o.created_by.name, o.rank]),
    ).toEqual([
      ['Rita Rival', 1],
      ['Bruno Comprador', 2],
    ]);
  });

  it.each([
    ['00:30', '2026-03-10T03:30:00Z', '2026-03-10T04:00:00.000Z'],
    ['01:00', '2026-03-10T04:00:00Z', '2026-03-10T13:00:00.000Z'],
    ['09:59', '2026-03-10T12:59:00Z', '2026-03-10T13:00:00.000Z'],
    ['10:00', '2026-03-10T13:00:00Z', '2026-03-10T21:00:00.000Z'],
    ['17:59', '2026-03-10T20:59:00Z', '2026-03-10T21:00:00.000Z'],
    ['18:00', '2026-03-10T21:00:00Z', '2026-03-11T04:00:00.000Z'],
    ['23:59', '2026-03-11T02:59:00Z', '2026-03-11T04:00:00.000Z'],
  ])('an offer made at %s local reveals at the end of its window', async (_local, made, reveal) => {
    at(made);
    await L.offerId(L.buyer, { value: 10_000_000 });
    const before = (await get(L.admin, `/api/clausulas/${L.star.id}`)).json();
    expect(before).toMatchObject({ revealed: false, reveal_at: reveal });
    at(reveal);
    expect((await get(L.admin, `/api/clausulas/${L.star.id}`)).json().offers[0]).toMatchObject({
      hidden: false,
      value: 10_000_000,
    });
  });

  it('starts a new sealed window once staff have settled the previous round', async () => {
    const first = await L.offerId(L.buyer, { value: 10_000_000 });
    at('2026-03-10T22:00:00Z'); // 19:00 local, revealed
    await ctx.request(L.admin.token, { method: 'PUT', url: `/api/cerrar-oferta/${first}` });
    await L.offerId(L.rival, { value: 11_000_000 });
    const res = (await get(L.seller, `/api/clausulas/${L.star.id}`)).json();
    expect(res).toMatchObject({ revealed: false, reveal_at: '2026-03-11T04:00:00.000Z' });
    expect(res.offers.every((o: { hidden: boolean }) => o.hidden)).toBe(true);
  });

  it('answers 404 for an unknown player and an empty list when the player has no offers', async () => {
    expect((await get(L.buyer, '/api/clausulas/99999')).json()).toEqual({
      message: 'Jugador no encontrado.',
    });
    expect((await get(L.buyer, `/api/clausulas/${L.spare.id}`)).json()).toMatchObject({
      offers: [],
      revealed: false,
      reveal_at: null,
    });
    expect(
      (await ctx.request(undefined, { method: 'GET', url: `/api/clausulas/${L.star.id}` })).statusCode,
    ).toBe(401);
  });
});

describe('offer lists', () => {
  it('lists the latest live clause per player (latest=true), sealed until revealed', async () => {
    const other = await L.kit.player({ idTeam: L.rivalTeam.id, name: 'Lateral', value: 5_000_000 });
    const third = await L.kit.player({ idTeam: L.sellerTeam.id, name: 'Arquero', value: 1_000_000 });
    await L.offerId(L.buyer, { value: 10_000_000 });
    at('2026-03-10T15:10:00Z');
    await L.offerId(L.rival, { value: 12_000_000 });
    await L.offerId(L.buyer, { value: 5_000_000 }, other);
    const closed = await L.offerId(L.rival, { value: 1_000_000 }, third);
    await ctx.request(L.admin.token, { method: 'PUT', url: `/api/cerrar-oferta/${closed}` });

    const list = await get(L.seller, `/api/clausula_rescision?all=true&latest=true&season=${L.season.id}`);
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .data.map((c: { name: string; hidden: boolean; value: number | null }) => [
          c.name,
          c.hidden,
          c.value,
        ]),
    ).toEqual([
      ['Lateral', true, null],
      ['Estrella', true, null],
    ]);
    expect(list.json().meta.total).toBe(2);
    // Without latest: every clause of the season, closed too, for the league client to filter (docs/rules.md §4).
    const every = (await get(L.seller, `/api/clausula_rescision?all=true&season=${L.season.id}`)).json().data;
    expect(
      every.map((c: { name: string; active: string; confirmed: string; value: number | null }) => [
        c.name,
        c.active,
        c.confirmed,
        c.value,
      ]),
    ).toEqual([
      ['Arquero', 'no', 'no', null],
      ['Lateral', 'yes', 'no', null],
      ['Estrella', 'yes', 'no', null],
      ['Estrella', 'yes', 'no', null],
    ]);
    at('2026-03-10T21:00:00Z');
    const revealed = (await get(L.seller, '/api/clausula_rescision?all=true&latest=true')).json().data;
    expect(
      revealed.map((c: { name: string; value: number; created_by: { name: string } }) => [
        c.name,
        c.value,
        c.created_by.name,
      ]),
    ).toEqual([
      ['Lateral', 5_000_000, 'Bruno Comprador'],
      ['Estrella', 12_000_000, 'Rita Rival'],
    ]);
    const [past] = await ctx.db.insert(seasons).values({ name: 'Temporada 58' }).returning();
    expect((await get(L.seller, `/api/clausula_rescision?season=${past!.id}`)).json().data).toEqual([]);
    expect((await get(L.seller, '/api/clausula_rescision?season=4242')).json().errors.season).toEqual([
      'La temporada no existe.',
    ]);
  });

  it('shows the caller their own offers with values, and nobody else’s', async () => {
    await L.offerId(L.buyer, { value: 11_000_000 });
    await L.offerId(L.rival, { value: 19_000_000 });
    const mine = await get(L.buyer, `/api/misofertas?season=${L.season.id}`);
    expect(mine.json().data).toEqual([
      expect.objectContaining({ value: 11_000_000, mine: true, hidden: false }),
    ]);
    expect(mine.body).not.toContain('19000000');
    expect((await get(L.seller, '/api/misofertas')).json().data).toEqual([]);
    const paged = await get(L.buyer, '/api/misofertas?page=2&per_page=1');
    expect(paged.json()).toMatchObject({ data: [], meta: { current_page: 2, last_page: 1, total: 1 } });
  });

  it('shows confirmed offers to Admins only, sorted by creator name', async () => {
    const lateral = await L.kit.player({ idTeam: L.sellerTeam.id, name: 'Lateral', value: 5_000_000 });
    const byRita = await L.offerId(L.rival, { value: 10_000_000 });
    const byBruno = await L.offerId(L.buyer, { value: 6_000_000 }, lateral);
    await L.offerId(L.rival, { value: 5_000_000 }, lateral);
    at('2026-03-10T21:00:00Z');
    expect((await L.confirm(L.admin, byRita)).statusCode).toBe(200);
    expect((await L.confirm(L.organizer, byBruno)).statusCode).toBe(200);
    for (const who of [L.organizer, L.buyer]) {
      const res = await get(who, '/api/ofertas-confirmadas');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'No tienes permiso para ver esta página.' });
    }
    const res = await get(L.admin, `/api/ofertas-confirmadas?season=${L.season.id}`);
    expect(
      res
        .json()
        .data.map((o: { created_by: { name: string }; confirmed: string; name: string }) => [
          o.created_by.name,
          o.name,
          o.confirmed,
        ]),
    ).toEqual([
      ['Bruno Comprador', 'Lateral', 'yes'],
      ['Rita Rival', 'Estrella', 'yes'],
    ]);
  });

  it('lists the players with offers in the season, open ones first', async () => {
    const lateral = await L.kit.player({ idTeam: L.rivalTeam.id, name: 'Lateral', value: 5_000_000 });
    const closed = await L.offerId(L.buyer, { value: 5_000_000 }, lateral);
    await ctx.request(L.admin.token, { method: 'PUT', url: `/api/cerrar-oferta/${closed}` });
    at('2026-03-10T16:00:00Z');
    await L.offerId(L.buyer, { value: 10_000_000 });
    await L.offerId(L.rival, { value: 10_000_000 });
    const res = await get(L.seller, '/api/offers');
    expect(res.json().data).toEqual([
      expect.objectContaining({
        player: expect.objectContaining({
          name: 'Estrella',
          id_team: { id: L.sellerTeam.id, name: 'Vendedores FC', division: 'Segunda' },
        }),
        count: 2,
        active_count: 2,
        revealed: false,
        reveal_at: '2026-03-10T21:00:00.000Z',
      }),
      expect.objectContaining({
        player: expect.objectContaining({ name: 'Lateral' }),
        count: 1,
        active_count: 0,
        confirmed: false,
      }),
    ]);
    expect(res.body).not.toMatch(/Bruno|Rita/);
  });
});
