import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { DEMO_PASSWORD, teams, users } from '@liga/db';
import { loadEnv } from '../env';
import { useTestContext } from '../test/context.test-kit';
import { bootstrapAccounts, StartRefusedError } from './bootstrap';
import { hashPassword } from './passwords';

const ctx = useTestContext();

const production = (extra: Record<string, string> = {}) =>
  loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', ...extra });
const ADMIN = { ADMIN_EMAIL: 'yo@liga.test', ADMIN_PASSWORD: 'cebolla-tranvía-marzo-47' };

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const teamCount = async () => (await ctx.db.select({ n: count() }).from(teams))[0]!.n;

// Decision 011: no password printed in the README opens a production league.
describe('first start in production', () => {
  it('keeps the demo off by default in production and on in development', () => {
    expect(production().SEED_DEMO).toBe(false);
    expect(production({ SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadEnv({}).SEED_DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
  });

  it('refuses to start on an empty database without ADMIN_EMAIL/ADMIN_PASSWORD, writing nothing', async () => {
    const start = bootstrapAccounts(ctx.db, production());
    await expect(start).rejects.toThrow(StartRefusedError);
    await expect(start).rejects.toThrow(/ADMIN_EMAIL y ADMIN_PASSWORD/);
    expect(await ctx.db.select().from(users)).toEqual([]);
    expect(await teamCount()).toBe(0);
  });

  it('creates only the configured Admin: no demo league, the demo Admin does not log in', async () => {
    expect(await bootstrapAccounts(ctx.db, production(ADMIN))).toBeUndefined();
    expect(await teamCount()).toBe(0);
    expect((await login('admin@liga.test', DEMO_PASSWORD)).statusCode).toBe(422);
    const me = await login(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.rol).toBe('Admin');
    // The next start finds its Admin and starts without the variables.
    await expect(bootstrapAccounts(ctx.db, production())).resolves.toBeUndefined();
  });

  it('refuses a weak ADMIN_PASSWORD', async () => {
    await expect(
      bootstrapAccounts(ctx.db, production({ ADMIN_EMAIL: 'yo@liga.test', ADMIN_PASSWORD: 'password123' })),
    ).rejects.toThrow(/ADMIN_PASSWORD no sirve/);
    expect(await ctx.db.select().from(users)).toEqual([]);
  });

  it('seeds the demo when asked for (SEED_DEMO=true), and refuses its known Admin password otherwise', async () => {
    const accounts = await bootstrapAccounts(ctx.db, production({ SEED_DEMO: 'true' }));
    expect(accounts?.some((a) => a.email === 'admin@liga.test')).toBe(true);
    expect((await login('admin@liga.test', DEMO_PASSWORD)).statusCode).toBe(200);

    // The same database started again in production without SEED_DEMO: the demo password must go.
    await expect(bootstrapAccounts(ctx.db, production(ADMIN))).rejects.toThrow(/password de demostración/);
    const changed = await hashPassword('otra-clave-del-admin-2026');
    await ctx.db.update(users).set({ passwordHash: changed }).where(eq(users.email, 'admin@liga.test'));
    await expect(bootstrapAccounts(ctx.db, production(ADMIN))).resolves.toBeUndefined();
  });

  it('development keeps creating the demo league on an empty database', async () => {
    const accounts = await bootstrapAccounts(ctx.db, loadEnv({ LOG_LEVEL: 'silent' }));
    expect(accounts?.length).toBeGreaterThan(3);
    expect(await teamCount()).toBeGreaterThan(0);
  });
});
