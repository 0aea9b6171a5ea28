import { describe, expect, it } from 'vitest';
import { matchBets } from '@liga/db';
import { useKit, useTestContext } from '../../test/context.test-kit';
import { betKit } from './bets.test-kit';

const ctx = useTestContext();
const K = useKit(ctx, betKit);

describe('POST /api/bets and /api/singlebet', () => {
  it('creates a match bet with odds parsed on the server and the creator from the token', async () => {
    const res = await K.createMatch(K.organizer, { created_by: K.bettor.id, active: 'off' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Apuesta de partido creada correctamente');
    expect(res.json().bet).toMatchObject({
      match: 'Rojos vs Azules',
      description: 'Fecha 3',
      home_odd: '1.85',
      away_odd: '2.10',
      draw_odd: '3.00',
      under: '1.50',
      over: '2.45',
      active: 'on',
      created_by: { id: K.organizer.id, name: 'Oscar Organizador' },
    });
    const stored = (await ctx.db.select().from(matchBets)).at(-1)!;
    expect([stored.homeOdd, stored.awayOdd, stored.drawOdd, stored.underOdd, stored.overOdd]).toEqual([
      185, 210, 300, 150, 245,
    ]);
  });

  it('creates a player bet', async () => {
    const res = await ctx.request(K.admin.token, {
      method: 'POST',
      url: '/api/singlebet',
      payload: { name: 'Tarjetero', goal_odd: 1.2, card_odd: '1,75', created_by: 999 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Apuesta de jugador creada correctamente');
    expect(res.json().bet).toMatchObject({
      name: 'Tarjetero',
      description: '',
      goal_odd: '1.20',
      card_odd: '1.75',
      created_by: { id: K.admin.id },
    });
  });

  it('refuses bad odds with per-field messages and creates nothing', async () => {
    const before = await K.state();
    const res = await K.createMatch(K.admin, {
      home_odd: 'uno',
      away_odd: '1.00',
      draw_odd: '1.234',
      match: ' ',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      home_odd: ['La cuota debe tener el formato x.xx (por ejemplo 1.85).'],
      away_odd: ['La cuota debe ser mayor que 1.00.'],
      draw_odd: ['La cuota admite como máximo dos decimales.'],
      match: ['El partido es obligatorio.'],
    });
    expect(await K.state()).toEqual(before);
  });

  it('is for Admin and Organizador only', async () => {
    const before = await K.state();
    expect((await K.createMatch(K.bettor)).statusCode).toBe(403);
    expect(
      (await ctx.request(undefined, { method: 'POST', url: '/api/singlebet', payload: {} })).statusCode,
    ).toBe(401);
    expect(await K.state()).toEqual(before);
  });
});

describe('bet lists and details', () => {
  it('GET /api/bets pages the active match bets, readable without a token', async () => {
    for (let i = 0; i < 16; i++) await K.createMatch(K.admin, { match: `Partido ${i}` });
    await ctx.request(K.admin.token, {
      method: 'PUT',
      url: `/api/bets/${K.matchBet}`,
      payload: { active: false },
    });
    const first = await ctx.request(undefined, { method: 'GET', url: '/api/bets?page=1' });
    expect(first.statusCode).toBe(200);
    expect(first.json().meta).toEqual({ current_page: 1, last_page: 2, per_page: 15, total: 16 });
    expect(first.json().data[0]).toMatchObject({ match: 'Partido 0', home_odd: '1.85', active: 'on' });
    const second = await ctx.request(K.bettor.token, { method: 'GET', url: '/api/bets?page=2' });
    expect(second.json().data.map((b: { match: string }) => b.match)).toEqual(['Partido 15']);
  });

  it('GET /api/singlebet pages the player bets; details answer {data} or 404', async () => {
    const list = await ctx.request(undefined, { method: 'GET', url: '/api/singlebet?page=1' });
    expect(list.json()).toMatchObject({
      data: [{ id: K.playerBet, name: 'Goleador', goal_odd: '2.50', card_odd: '4.00' }],
      meta: { last_page: 1, total: 1 },
    });
    const one = await ctx.request(undefined, { method: 'GET', url: `/api/bets/${K.matchBet}` });
    expect(one.json().data).toMatchObject({ id: K.matchBet, draw_odd: '3.00' });
    const single = await ctx.request(undefined, { method: 'GET', url: `/api/singlebet/${K.playerBet}` });
    expect(single.json().data).toMatchObject({ id: K.playerBet, name: 'Goleador' });
    const missing = await ctx.request(undefined, { method: 'GET', url: '/api/bets/9999' });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Apuesta no encontrada.']);
  });
});

describe('PUT /api/bets/{id}', () => {
  it('lets an Admin deactivate a match bet, sent as false or off', async () => {
    const res = await ctx.request(K.admin.token, {
      method: 'PUT',
      url: `/api/bets/${K.matchBet}`,
      payload: { id: K.matchBet, match: 'otro', active: 'off' },
    });
    expect([res.statusCode, res.json().message]).toEqual([200, 'Apuesta eliminada correctamente']);
    expect((await K.state()).matchBets).toEqual([[K.matchBet, false]]);
    const detail = await ctx.request(undefined, { method: 'GET', url: `/api/bets/${K.matchBet}` });
    expect(detail.json().data).toMatchObject({ match: 'Rojos vs Azules', active: 'off' });
    expect((await ctx.request(undefined, { method: 'GET', url: '/api/bets' })).json().data).toEqual([]);
  });

  it('deactivates with no body at all, and again without error', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await ctx.request(K.admin.token, { method: 'PUT', url: `/api/bets/${K.matchBet}` });
      expect([res.statusCode, res.json().message]).toEqual([200, 'Apuesta eliminada correctamente']);
    }
    expect((await K.state()).matchBets).toEqual([[K.matchBet, false]]);
  });

  it('refuses other roles, reactivation and unknown bets', async () => {
    const before = await K.state();
    const put = (who: { token: string }, id: number, payload: unknown) =>
      ctx.request(who.token, { method: 'PUT', url: `/api/bets/${id}`, payload: payload as object });
    expect((await put(K.organizer, K.matchBet, { active: false })).statusCode).toBe(403);
    const on = await put(K.admin, K.matchBet, { active: 'on' });
    expect([on.statusCode, on.json().message]).toEqual([
      422,
      'Solo se puede desactivar una apuesta (active: false).',
    ]);
    expect((await put(K.admin, 9999, { active: false })).statusCode).toBe(404);
    expect(await K.state()).toEqual(before);
  });
});
