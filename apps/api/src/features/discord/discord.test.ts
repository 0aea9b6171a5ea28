import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discordLinks } from '@liga/db';
import { createTestContext, useTestContext, type TestContext } from '../../test/context.test-kit';
import { startFakeDiscord, type FakeDiscord } from '../../test/fake-discord.test-kit';

let discord: FakeDiscord;
beforeAll(async () => {
  discord = await startFakeDiscord('cliente-123', 'secreto-456');
});
afterAll(() => discord.close());
const ctx = useTestContext({
  env: () => ({
    DISCORD_CLIENT_ID: 'cliente-123',
    DISCORD_CLIENT_SECRET: 'secreto-456',
    DISCORD_BASE_URL: discord.baseUrl,
    PUBLIC_URL: 'http://liga.example',
  }),
});

async function startLink(token: string, userId: number): Promise<URL> {
  const res = await ctx.request(token, { method: 'GET', url: `/api/discord/redirect?userId=${userId}` });
  expect(res.statusCode).toBe(200);
  return new URL(res.json().url);
}
const callback = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/discord/callback?${query}` });
const messageOf = (location: string | undefined) =>
  new URL(location ?? '', 'http://x').searchParams.get('message');

describe('Discord linking', () => {
  it('links the caller through the whole OAuth flow and shows the name on the user', async () => {
    const manager = await ctx.actor('Manager Primera');
    const authorize = await startLink(manager.token, manager.id);
    expect(authorize.origin + authorize.pathname).toBe(`${discord.baseUrl}/oauth2/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe('cliente-123');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://liga.example/api/discord/callback');
    discord.codes.set('codigo-ok', { id: '111', username: 'pampero_dt' });

    const res = await callback(
      `code=codigo-ok&state=${encodeURIComponent(authorize.searchParams.get('state')!)}`,
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/users\?message=/);
    expect(messageOf(res.headers.location)).toBe('Cuenta de Discord vinculada: pampero_dt');
    expect(discord.tokenRequests.at(-1)?.get('redirect_uri')).toBe(
      'http://liga.example/api/discord/callback',
    );
    const me = await ctx.request(manager.token, { method: 'GET', url: '/api/user' });
    expect(me.json().discord_user).toBe('pampero_dt');
  });

  it('refuses to start a link for another user', async () => {
    const manager = await ctx.actor('Manager Primera');
    const other = await ctx.createUser({ rol: 'Manager Segunda' });
    const res = await ctx.request(manager.token, {
      method: 'GET',
      url: `/api/discord/redirect?userId=${other.id}`,
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await ctx.request(undefined, { method: 'GET', url: `/api/discord/redirect?userId=${other.id}` }))
        .statusCode,
    ).toBe(401);
  });

  it('links nothing for a replayed state', async () => {
    const manager = await ctx.actor('Manager Primera');
    const state = (await startLink(manager.token, manager.id)).searchParams.get('state')!;
    discord.codes.set('a', { id: '201', username: 'primero' });
    discord.codes.set('b', { id: '202', username: 'segundo' });
    await callback(`code=a&state=${encodeURIComponent(state)}`);
    const replay = await callback(`code=b&state=${encodeURIComponent(state)}`);
    expect(messageOf(replay.headers.location)).toBe(
      'El enlace de Discord no es válido o ya fue usado. Volvé a intentarlo.',
    );
    expect(await ctx.db.select().from(discordLinks)).toMatchObject([
      { discordId: '201', discordUsername: 'primero' },
    ]);
  });

  it('links nothing for a forged state: other user id, bad signature or made up', async () => {
    const manager = await ctx.actor('Manager Primera');
    const victim = await ctx.createUser({ rol: 'Admin' });
    const [nonce, , signature] = (await startLink(manager.token, manager.id)).searchParams
      .get('state')!
      .split('.');
    discord.codes.set('c', { id: '301', username: 'intruso' });
    for (const forged of [
      `${nonce}.${victim.id}.${signature}`,
      `${nonce}.${manager.id}.firmafalsa`,
      'inventado',
      `${nonce}`,
    ]) {
      const res = await callback(`code=c&state=${encodeURIComponent(forged)}`);
      expect(res.statusCode).toBe(302);
      expect(messageOf(res.headers.location)).toMatch(/no es válido/);
    }
    expect(await ctx.db.select().from(discordLinks)).toEqual([]);
  });

  it('links nothing once the state has expired', async () => {
    const manager = await ctx.actor('Manager Primera');
    const state = (await startLink(manager.token, manager.id)).searchParams.get('state')!;
    ctx.clock.advance(11 * 60_000);
    discord.codes.set('d', { id: '401', username: 'tarde' });
    const res = await callback(`code=d&state=${encodeURIComponent(state)}`);
    expect(messageOf(res.headers.location)).toMatch(/no es válido/);
    expect(await ctx.db.select().from(discordLinks)).toEqual([]);
  });

  it('reports a code Discord refuses or a cancelled consent without linking', async () => {
    const manager = await ctx.actor('Manager Primera');
    const state = (await startLink(manager.token, manager.id)).searchParams.get('state')!;
    const bad = await callback(`code=desconocido&state=${encodeURIComponent(state)}`);
    expect(messageOf(bad.headers.location)).toBe(
      'No se pudo vincular la cuenta de Discord. Volvé a intentarlo.',
    );
    const denied = await callback('error=access_denied');
    expect(messageOf(denied.headers.location)).toBe('Se canceló la vinculación con Discord.');
    expect(await ctx.db.select().from(discordLinks)).toEqual([]);
  });

  it('refuses one Discord account for two users', async () => {
    const first = await ctx.actor('Manager Primera');
    const second = await ctx.actor('Manager Segunda');
    const s1 = (await startLink(first.token, first.id)).searchParams.get('state')!;
    const s2 = (await startLink(second.token, second.id)).searchParams.get('state')!;
    discord.codes.set('e', { id: '501', username: 'compartido' });
    discord.codes.set('f', { id: '501', username: 'compartido' });
    await callback(`code=e&state=${encodeURIComponent(s1)}`);
    const res = await callback(`code=f&state=${encodeURIComponent(s2)}`);
    expect(messageOf(res.headers.location)).toBe('Esa cuenta de Discord ya está vinculada a otro usuario.');
  });
});

describe('Discord without configuration', () => {
  let bare: TestContext;
  beforeAll(async () => {
    bare = await createTestContext();
  });
  afterAll(() => bare.close());

  it('answers 503 with the Spanish message', async () => {
    const manager = await bare.actor('Manager Primera');
    const res = await bare.request(manager.token, {
      method: 'GET',
      url: `/api/discord/redirect?userId=${manager.id}`,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Discord no está configurado' });
  });
});
