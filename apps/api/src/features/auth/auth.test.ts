import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { userTokens, users } from '@liga/db';
import { TEST_PASSWORD, useTestContext } from '../../test/context.test-kit';

const ctx = useTestContext();

const signup = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/signup', payload: payload as object });
const userCount = async () => (await ctx.db.select({ n: count() }).from(users))[0]!.n;
const valid = {
  name: 'Nuevo DT',
  email: 'nuevo@liga.test',
  password: 'una-clave-larga',
  password_confirmation: 'una-clave-larga',
};

describe('POST /api/signup', () => {
  it('creates a waiting-list user with a working token, storing an argon2id hash and a hashed token', async () => {
    const res = await signup(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      name: 'Nuevo DT',
      email: 'nuevo@liga.test',
      rol: 'En lista de espera',
      profits: 0,
      discord_user: null,
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row!.passwordHash.startsWith('$argon2id$')).toBe(true);
    const tokens = await ctx.db.select().from(userTokens);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.tokenHash).not.toContain(body.token);
    const me = await ctx.request(body.token, { method: 'GET', url: '/api/user' });
    expect(me.json().email).toBe('nuevo@liga.test');
  });

  it('ignores a role or budget sent by the client', async () => {
    const res = await signup({ ...valid, rol: 'Admin', profits: 999_999_999 });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ rol: 'En lista de espera', profits: 0 });
  });

  it.each([
    ['missing fields', {}, ['name', 'email', 'password']],
    [
      'wrong types',
      { name: 3, email: true, password: 12345678, password_confirmation: 12345678 },
      ['name', 'email', 'password'],
    ],
    ['oversized name', { ...valid, name: 'x'.repeat(61) }, ['name']],
    ['bad email', { ...valid, email: 'no-es-email' }, ['email']],
    ['short password', { ...valid, password: 'corta', password_confirmation: 'corta' }, ['password']],
    [
      'different confirmation',
      { ...valid, password_confirmation: 'otra-clave-larga' },
      ['password_confirmation'],
    ],
  ])('refuses %s with 422 per field and creates nothing', async (_label, payload, fields) => {
    const res = await signup(payload);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(typeof body.message).toBe('string');
    for (const field of fields) expect(body.errors[field]?.[0]).toEqual(expect.any(String));
    expect(await userCount()).toBe(0);
  });

  it('refuses an email already registered, whatever its case', async () => {
    await signup(valid);
    const res = await signup({ ...valid, email: 'NUEVO@liga.test' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'El email ya está registrado.',
      errors: { email: ['El email ya está registrado.'] },
    });
    expect(await userCount()).toBe(1);
  });

  it('answers 413 to an oversized body', async () => {
    const res = await signup({ ...valid, name: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await userCount()).toBe(0);
  });

  it('answers 422 to malformed JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('POST /api/login and /api/logout', () => {
  it('logs in with the right password and refuses the wrong one with the message', async () => {
    const user = await ctx.createUser({ rol: 'Manager Primera', email: 'dt@liga.test' });
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'DT@liga.test', password: TEST_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.id).toBe(user.id);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'dt@liga.test', password: 'incorrecta' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Email o password incorrectos.');
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nadie@liga.test', password: 'x' },
    });
    expect(unknown.json().message).toBe('Email o password incorrectos.');
  });

  it('requires a token for /api/user and rejects a made-up one', async () => {
    expect((await ctx.request(undefined, { method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    const res = await ctx.request('inventado', { method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'No autenticado.' });
  });

  it('revokes the token on logout, leaving other sessions alive', async () => {
    const user = await ctx.createUser({ rol: 'Organizador' });
    const first = await ctx.tokenFor(user.email);
    const second = await ctx.tokenFor(user.email);
    const out = await ctx.request(first, { method: 'POST', url: '/api/logout' });
    expect(out.statusCode).toBe(200);
    expect((await ctx.request(first, { method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await ctx.request(second, { method: 'GET', url: '/api/user' })).statusCode).toBe(200);
  });

  it('expires tokens after their lifetime', async () => {
    const user = await ctx.actor('Admin');
    ctx.clock.advance(31 * 24 * 3600 * 1000);
    expect((await ctx.request(user.token, { method: 'GET', url: '/api/user' })).statusCode).toBe(401);
  });
});
