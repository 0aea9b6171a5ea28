import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { teams } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { escaped, seedPublicDemo, type PublicDemo } from './public.test-kit';

const ctx = useTestContext({ resetEachTest: false, env: { PUBLIC_URL: 'https://liga.example' } });
let demo: PublicDemo;
beforeAll(async () => {
  demo = await seedPublicDemo(ctx);
}, 120_000);

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const meta = (body: string, property: string) =>
  new RegExp(`<meta\\s+(?:property|name)="${property}"\\s+content="([^"]*)"`).exec(body)?.[1];

describe('the public pages', () => {
  const pages = () => [
    { url: '/liga', title: 'Liga Manager · Temporada 59', shows: 'Últimos resultados' },
    { url: '/liga/tablas', title: 'Tablas de posiciones', shows: escaped(demo.team.name) },
    { url: '/liga/estadisticas', title: 'Estadísticas', shows: 'Goleadores' },
    { url: '/liga/partidos', title: 'Partidos', shows: escaped(demo.match.home) },
    { url: `/liga/partidos/${demo.match.id}`, title: escaped(demo.match.home), shows: demo.match.score },
    { url: '/liga/equipos', title: 'Equipos', shows: escaped(demo.team.name) },
    {
      url: `/liga/equipos/${demo.team.id}`,
      title: escaped(demo.team.name),
      shows: escaped(demo.player.name),
    },
    {
      url: `/liga/jugadores/${demo.player.id}`,
      title: escaped(demo.player.name),
      shows: 'Estadísticas por torneo',
    },
    { url: '/liga/apuestas', title: 'Apuestas', shows: 'Apuestas de partidos' },
    { url: '/liga/reglamento', title: 'Reglamento', shows: 'REGLAMENTO TEMPORADA 59' },
  ];

  it('answers each page with its content, a Spanish title, a description, canonical and Open Graph tags', async () => {
    for (const page of pages()) {
      const res = await get(page.url);
      expect(res.statusCode, page.url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const body = res.body;
      expect(body).toContain('<html lang="es">');
      expect(/<title>([^<]*)<\/title>/.exec(body)?.[1], page.url).toContain(page.title);
      expect(body, page.url).toContain(page.shows);
      expect(meta(body, 'description')?.length, page.url).toBeGreaterThan(20);
      expect(/<link\s+rel="canonical"\s+href="([^"]*)"/.exec(body)?.[1]).toBe(
        `https://liga.example${page.url}`,
      );
      expect(meta(body, 'og:url')).toBe(`https://liga.example${page.url}`);
      expect(meta(body, 'og:title')).toBeTruthy();
      expect(meta(body, 'og:image')).toMatch(/^https:\/\/liga\.example\/liga\/og\/[a-z]+(-\d+)?\.png$/);
      // No script at all, and a CSP that allows none.
      expect(body).not.toContain('<script');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      // The one style block is the one the CSP allows (its hash), or the page would arrive unstyled.
      const style = /<style>([^<]*)<\/style>/.exec(body)?.[1] ?? '';
      const hash = createHash('sha256').update(style).digest('base64');
      expect(res.headers['content-security-policy']).toContain(`style-src 'sha256-${hash}'`);
    }
  });

  it('sends each page compressed, under 30 KB, and answers 304 to its ETag', async () => {
    for (const page of pages()) {
      const res = await get(page.url, { 'accept-encoding': 'gzip' });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.rawPayload.length, page.url).toBeLessThan(30 * 1024);
      expect(zlib.gunzipSync(res.rawPayload).toString()).toContain('</html>');
      const again = await get(page.url, { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
  });

  it('draws a 1200×630 PNG preview: a match with its score, the tables with their leaders', async () => {
    const match = await get(`/liga/og/partido-${demo.match.id}.png`);
    expect(match.statusCode).toBe(200);
    expect(match.headers['content-type']).toBe('image/png');
    const info = await sharp(match.rawPayload).metadata();
    expect([info.width, info.height]).toEqual([1200, 630]);
    expect((await get('/liga/og/tablas.png')).statusCode).toBe(200);
    expect((await get('/liga/og/partido-999999.png')).statusCode).toBe(404);
    expect((await get('/liga/og/nada.png')).statusCode).toBe(404);
  });

  it('answers an unknown or malformed id with a Spanish 404 page', async () => {
    for (const url of [
      '/liga/partidos/999999',
      '/liga/equipos/abc',
      '/liga/jugadores/99999999999',
      '/liga/jugadores/0',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('Página no encontrada');
    }
  });

  it('moves each page asked for with a trailing slash to its address (301), the query kept', async () => {
    const moves = [
      ['/liga/', '/liga'],
      ['/liga/tablas/', '/liga/tablas'],
      ['/liga/reglamento/?q=1', '/liga/reglamento?q=1'],
      [`/liga/equipos/${demo.team.id}/`, `/liga/equipos/${demo.team.id}`],
      [`/liga/partidos/${demo.match.id}/`, `/liga/partidos/${demo.match.id}`],
    ];
    for (const [from, to] of moves) {
      const res = await get(from!);
      expect([from, res.statusCode, res.headers.location]).toEqual([from, 301, to]);
    }
  });

  it('lists the pages in /sitemap.xml and points robots.txt to it', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('<loc>https://liga.example/liga/tablas</loc>');
    expect(sitemap.body).toContain(`<loc>https://liga.example/liga/equipos/${demo.team.id}</loc>`);
    expect(sitemap.body).toContain(`<loc>https://liga.example/liga/partidos/${demo.match.id}</loc>`);
    expect(sitemap.body).toContain(`<loc>https://liga.example/liga/jugadores/${demo.player.id}</loc>`);
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://liga.example/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
  });

  it('shows a change at the next visit: the cached page is dropped when a team is renamed', async () => {
    const before = await get('/liga/tablas');
    expect(before.body).toContain(escaped(demo.team.name));
    await ctx.db.update(teams).set({ name: 'Club Renombrado' }).where(eq(teams.id, demo.team.id));
    const after = await get('/liga/tablas');
    expect(after.body).toContain('Club Renombrado');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await ctx.db.update(teams).set({ name: demo.team.name }).where(eq(teams.id, demo.team.id));
    expect((await get('/liga/tablas')).body).not.toContain('Club Renombrado');
  });
});

describe('what an Admin lets visitors see', () => {
  const save = async (body: Record<string, boolean>, rol: 'Admin' | 'Manager Primera' = 'Admin') => {
    const { token } = await ctx.actor(rol);
    return ctx.request(token, { method: 'PUT', url: '/api/public/settings', payload: body });
  };

  it('reads the settings without a session; only an Admin saves them, with Spanish errors', async () => {
    const res = await ctx.request(undefined, { method: 'GET', url: '/api/public/settings' });
    expect(res.json()).toEqual({ enabled: true, show_values: true, show_bets: true });
    expect((await save({ enabled: false }, 'Manager Primera')).statusCode).toBe(403);
    const bad = await save({ enabled: 'no' } as never);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.enabled[0]).toBe('Indicá si las páginas públicas están activas.');
  });

  it('hides the players’ values and the bets, then turns the pages off', async () => {
    const valued = await get(`/liga/equipos/${demo.team.id}`);
    expect(valued.body).toContain('<th scope="col" class="n">Valor</th>');

    expect((await save({ show_values: false, show_bets: false })).json()).toEqual({
      enabled: true,
      show_values: false,
      show_bets: false,
    });
    const team = await get(`/liga/equipos/${demo.team.id}`);
    expect(team.body).not.toContain('Valor');
    expect(team.body).not.toContain('€');
    expect((await get(`/liga/jugadores/${demo.player.id}`)).body).not.toContain('Valor');
    expect((await get('/liga/apuestas')).statusCode).toBe(404);
    expect((await get('/liga')).body).not.toContain('href="/liga/apuestas"');
    expect((await get('/sitemap.xml')).body).not.toContain('/liga/apuestas');

    await save({ enabled: false });
    for (const url of ['/liga', '/liga/tablas', `/liga/partidos/${demo.match.id}`]) {
      const off = await get(url);
      expect(off.statusCode, url).toBe(404);
      expect(off.body).toContain('no están disponibles');
    }
    expect((await get('/liga/og/tablas.png')).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain('<loc>');

    await save({ enabled: true, show_values: true, show_bets: true });
    expect((await get('/liga/tablas')).statusCode).toBe(200);
  });
});
