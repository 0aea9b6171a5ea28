import { describe, expect, it } from 'vitest';
import { competitionKit } from '../../test/competition.test-kit';
import { useTestContext } from '../../test/context.test-kit';

const ctx = useTestContext();

async function setup() {
  const fx = competitionKit(ctx);
  const season = await fx.season();
  const league = await fx.tournament({ seasonId: season.id, name: 'Primera 59' });
  const cup = await fx.tournament({ seasonId: season.id, format: 'UCL', name: 'Copa 59' });
  const admin = await ctx.actor('Admin');
  const call = (token: string, method: 'GET' | 'PUT', payload?: unknown) =>
    ctx.request(token, { method, url: '/api/settings/discord', ...(payload ? { payload } : {}) });
  /** The results' webhooks as the settings list them: the league's, then the cup's (`cupUrl`). */
  const resultHooks = (cupUrl = '') => [
    { tournament_id: league.id, tournament: 'Primera 59', url: '' },
    { tournament_id: cup.id, tournament: 'Copa 59', url: cupUrl },
  ];
  return { cup, admin, call, resultHooks };
}

describe('Discord settings (decision 034)', () => {
  it('an Admin saves one webhook per kind and per tournament, and reads them back', async () => {
    const { cup, admin, call, resultHooks } = await setup();
    const empty = await call(admin.token, 'GET');
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({
      clauses: '',
      transfers: '',
      auctions: '',
      transferables: '',
      reminders: '',
      results: resultHooks(),
    });
    const saved = await call(admin.token, 'PUT', {
      clauses: ' https://discord.com/api/webhooks/1/abc ',
      auctions: 'http://127.0.0.1:9/hook',
      results: [{ tournament_id: String(cup.id), url: 'https://discord.com/api/webhooks/2/copa' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Webhooks de Discord guardados.',
      clauses: 'https://discord.com/api/webhooks/1/abc',
      transfers: '',
      auctions: 'http://127.0.0.1:9/hook',
    });
    const again = (await call(admin.token, 'GET')).json();
    expect(again.results).toEqual(resultHooks('https://discord.com/api/webhooks/2/copa'));
    // A PUT replaces them all: what it leaves out is removed.
    await call(admin.token, 'PUT', { transfers: 'https://example.org/t' });
    expect((await call(admin.token, 'GET')).json()).toMatchObject({
      clauses: '',
      transfers: 'https://example.org/t',
      results: [{ url: '' }, { url: '' }],
    });
  });

  it('refuses a URL that is not http(s) with a 422 per field, and changes nothing', async () => {
    const { cup, admin, call } = await setup();
    await call(admin.token, 'PUT', { clauses: 'https://discord.com/api/webhooks/1/abc' });
    const bad = await call(admin.token, 'PUT', {
      clauses: 'javascript:alert(1)',
      transfers: 'discord.com/api/webhooks/1',
      reminders: `https://x.org/${'a'.repeat(2000)}`,
      results: [{ tournament_id: cup.id, url: 'ftp://files.example.org' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      clauses: ['La URL debe empezar con http:// o https://.'],
      transfers: ['La URL debe empezar con http:// o https://.'],
      reminders: ['La URL no puede superar 2000 caracteres.'],
      'results.0.url': ['La URL debe empezar con http:// o https://.'],
    });
    const unknown = await call(admin.token, 'PUT', {
      results: [{ tournament_id: 999_999, url: 'https://a.b/c' }],
    });
    expect([unknown.statusCode, unknown.json().errors]).toEqual([
      422,
      { 'results.0.tournament_id': ['El torneo no es válido.'] },
    ]);
    expect((await call(admin.token, 'GET')).json().clauses).toBe('https://discord.com/api/webhooks/1/abc');
  });

  it('only an Admin reads or writes the webhooks', async () => {
    const { call } = await setup();
    for (const rol of ['Organizador', 'Manager Primera', 'visitante'] as const) {
      const who = await ctx.actor(rol);
      expect((await call(who.token, 'GET')).statusCode).toBe(403);
      expect((await call(who.token, 'PUT', { clauses: 'https://a.b/c' })).statusCode).toBe(403);
    }
    expect((await ctx.request(undefined, { method: 'GET', url: '/api/settings/discord' })).statusCode).toBe(
      401,
    );
  });
});
