import { describe, expect, it } from 'vitest';
import { seasons } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';

const ctx = useTestContext({
  env: {
    SOCIAL_URL: 'https://social.example/liga',
    CHAT_URL: 'https://chat.example/inv',
  },
});

describe('seasons, config and docs', () => {
  it('lists seasons and the active season start', async () => {
    const user = await ctx.actor('visitante');
    await ctx.db.insert(seasons).values([
      { name: 'Temporada 58', active: false },
      { name: 'Temporada 59', active: true, startDate: new Date('2026-08-01T12:00:00Z') },
    ]);
    const list = await ctx.request(user.token, { method: 'GET', url: '/api/season' });
    expect(list.json().data.map((s: { name: string }) => s.name)).toEqual(['Temporada 58', 'Temporada 59']);
    const start = await ctx.request(user.token, { method: 'GET', url: '/api/seasons/start' });
    expect(start.json()).toEqual({
      id: 2,
      start_date: '2026-08-01 12:00:00',
      start_at: '2026-08-01T12:00:00.000Z',
    });
    expect((await ctx.request(undefined, { method: 'GET', url: '/api/season' })).statusCode).toBe(401);
  });

  it('allows only one active season', async () => {
    await ctx.db.insert(seasons).values({ name: 'A', active: true });
    await expect(ctx.db.insert(seasons).values({ name: 'B', active: true })).rejects.toThrow();
  });

  it('gives the header links without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      social_url: 'https://social.example/liga',
      streaming_url: '',
      chat_url: 'https://chat.example/inv',
      league_timezone: 'America/Argentina/Buenos_Aires',
    });
  });

  it('serves the OpenAPI description generated from the route schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/users/{id}', '/api/discord/redirect']),
    );
    expect(
      spec.paths['/api/signup'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('password_confirmation');
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/html/);
  });
});
