import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { users } from '@liga/db';
import { useTestContext } from '../test/context.test-kit';
import { errorLogFields } from '../lib/error-log';
import { NUL_MESSAGE } from './input-guard';

const ctx = useTestContext();

/** Decision 013: hostile input answers a Spanish 422, never a 500, and logs hold no values. */
describe('bad input never reaches the database as a 500', () => {
  it('refuses a NUL byte in a body, anonymously at login and at sign-up, changing nothing', async () => {
    const login = await ctx.request(undefined, {
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a\u0000b@x.test', password: 'x' },
    });
    expect(login.statusCode).toBe(422);
    expect(login.json()).toEqual({ message: NUL_MESSAGE, errors: { email: [NUL_MESSAGE] } });

    const signup = await ctx.request(undefined, {
      method: 'POST',
      url: '/api/signup',
      payload: { name: 'Ana\u0000', email: 'ana@x.test', password: 'x', password_confirmation: 'x' },
    });
    expect(signup.statusCode).toBe(422);
    expect(signup.json().errors).toEqual({ name: [NUL_MESSAGE] });
    expect((await ctx.db.select({ n: count() }).from(users))[0]!.n).toBe(0);
  });

  it('refuses a NUL byte in a query and in nested fields', async () => {
    const { token } = await ctx.actor('Admin');
    const query = await ctx.request(token, { method: 'GET', url: '/api/players?name=%00' });
    expect(query.statusCode).toBe(422);
    expect(query.json().errors).toEqual({ name: [NUL_MESSAGE] });
    // In a query's key and in a path parameter too (a read without a body skips the walk only without '%00').
    const key = await ctx.request(token, { method: 'GET', url: '/api/players?na%00me=x' });
    expect(key.statusCode).toBe(422);
    expect(key.json().errors).toEqual({ 'na\u0000me': [NUL_MESSAGE] });
    const param = await ctx.request(token, { method: 'GET', url: '/api/players/1%00' });
    expect(param.statusCode).toBe(422);
    expect(param.json().errors).toEqual({ id: [NUL_MESSAGE] });
    const nested = await ctx.request(token, {
      method: 'POST',
      url: '/api/match-statistics',
      payload: { statistics: [{ player_id: { id: 1, name: 'x\u0000' } }] },
    });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().errors).toEqual({ 'statistics.0.player_id.name': [NUL_MESSAGE] });
  });

  it('refuses ids beyond the integer column with 422', async () => {
    const { token } = await ctx.actor('Admin');
    for (const url of ['/api/players-teams?id_team=2147483648', '/api/players-teams?id_team=1,9999999999']) {
      const res = await ctx.request(token, { method: 'GET', url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().message).toMatch(/[a-záéíóú]/);
    }
    const path = await ctx.request(token, { method: 'GET', url: '/api/players/2147483648' });
    expect(path.statusCode).toBe(422);
  });

  it('refuses booleans where a number is asked for', async () => {
    const { token } = await ctx.actor('Admin');
    const match = await ctx.request(token, {
      method: 'POST',
      url: '/api/matches',
      payload: {
        stage: 1,
        team_home_id: true,
        team_away_id: 2,
        score_home: true,
        score_away: 0,
        tournament_id: 1,
      },
    });
    expect(match.statusCode).toBe(422);
    expect(Object.keys(match.json().errors)).toEqual(expect.arrayContaining(['team_home_id', 'score_home']));
    const stats = await ctx.request(token, {
      method: 'POST',
      url: '/api/match-statistics',
      payload: { statistics: [{ player_id: 1, tournament_id: 1, match_id: 1, goals: true }] },
    });
    expect(stats.statusCode).toBe(422);
    expect(Object.keys(stats.json().errors)).toContain('statistics.0.goals');
  });

  it('logs a failed insert by class, code and constraint, never with its parameters', async () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$secretHashValue';
    const values = { name: 'Dup', email: 'dup@x.test', rol: 'visitante' as const, passwordHash: hash };
    await ctx.db.insert(users).values(values);
    const error = await ctx.db
      .insert(users)
      .values(values)
      .then(() => undefined)
      .catch((e: unknown) => e);
    expect(error).toBeDefined();
    const logged = JSON.stringify(errorLogFields(error, { method: 'POST', url: '/api/signup' }));
    expect(logged).not.toContain('secretHashValue');
    expect(logged).not.toContain('dup@x.test');
    expect(JSON.parse(logged)).toMatchObject({ code: '23505', route: 'POST /api/signup' });
    expect(logged).toMatch(/users_email/);
  });
});
