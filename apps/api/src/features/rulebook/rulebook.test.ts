import { beforeEach, describe, expect, it } from 'vitest';
import { insertRulebookSections, seasons } from '@liga/db';
import { DEFAULT_RULEBOOK } from '@liga/domain';
import { useTestContext } from '../../test/context.test-kit';

const ctx = useTestContext();
let admin: { id: number; token: string };
let manager: { token: string };
let season57: number;
beforeEach(async () => {
  const [s] = await ctx.db.insert(seasons).values({ name: 'Temporada 57', active: true }).returning();
  season57 = s!.id;
  await ctx.db.transaction((tx) => insertRulebookSections(tx, season57, DEFAULT_RULEBOOK, null));
  admin = await ctx.actor('Admin', { name: 'Ana Admin' });
  manager = await ctx.actor('Manager Primera');
});

const get = (url: string, token = manager.token) => ctx.request(token, { method: 'GET', url });
const put = (id: number, payload: Record<string, unknown>, token = admin.token) =>
  ctx.request(token, { method: 'PUT', url: `/api/rulebook/sections/${id}`, payload });
const sectionId = async (slug: string) =>
  (await get('/api/rulebook')).json().sections.find((s: { slug: string }) => s.slug === slug).id as number;

describe('GET /api/rulebook (/reglamento)', () => {
  it('is titled with the active season and shows each section with the league’s numbers', async () => {
    const res = await get('/api/rulebook');
    expect(res.statusCode).toBe(200);
    const book = res.json();
    expect(book).toMatchObject({
      title: 'REGLAMENTO TEMPORADA 57',
      season: { id: season57 },
      source_season: null,
    });
    expect(book.sections.map((s: { slug: string }) => s.slug)).toEqual(DEFAULT_RULEBOOK.map((s) => s.slug));
    const bets = book.sections.find((s: { slug: string }) => s.slug === 'apuestas');
    expect(bets.body).toContain('{{BET_MIN}}');
    expect(bets.content).toContain('Se apuesta entre 1.000.000 y 15.000.000 por jugada');
    expect(book.sections.every((s: { content: string }) => !s.content.includes('{{'))).toBe(true);
  });

  it('is for every logged-in user, not for anonymous callers', async () => {
    const visitor = await ctx.actor('visitante');
    expect((await get('/api/rulebook', visitor.token)).statusCode).toBe(200);
    expect((await ctx.request(undefined, { method: 'GET', url: '/api/rulebook' })).statusCode).toBe(401);
  });

  it('a new season reads the previous rule book until an Admin copies it into the season', async () => {
    await ctx.db.update(seasons).set({ active: false });
    const [s58] = await ctx.db.insert(seasons).values({ name: 'Temporada 58', active: true }).returning();
    const inherited = (await get('/api/rulebook')).json();
    expect(inherited).toMatchObject({
      title: 'REGLAMENTO TEMPORADA 58',
      source_season: { id: season57, name: 'Temporada 57' },
    });
    expect(inherited.sections).toHaveLength(DEFAULT_RULEBOOK.length);
    const copy = () => ctx.request(admin.token, { method: 'POST', url: '/api/rulebook/copy', payload: {} });
    expect(
      (await ctx.request(manager.token, { method: 'POST', url: '/api/rulebook/copy', payload: {} }))
        .statusCode,
    ).toBe(403);
    expect((await copy()).statusCode).toBe(201);
    const own = (await get('/api/rulebook')).json();
    expect(own.source_season).toBeNull();
    expect(own.sections[0].id).not.toBe(inherited.sections[0].id);
    expect((await copy()).json().message).toBe('Esta temporada ya tiene su reglamento.');
    expect((await get(`/api/rulebook?season=${season57}`)).json().title).toBe('REGLAMENTO TEMPORADA 57');
    expect(s58!.id).toBeGreaterThan(season57);
  });
});

describe('GET /api/rulebook/search', () => {
  it('finds sections by Spanish words, accents, plurals and prefixes, with the words marked', async () => {
    const res = await get(`/api/rulebook/search?q=${encodeURIComponent('clausula')}`);
    expect(res.statusCode).toBe(200);
    const hits = res.json().data;
    expect(hits[0]).toMatchObject({ slug: 'clausulas-de-rescision', title: 'Cláusulas de rescisión' });
    expect(
      hits[0].snippet.some((p: { text: string; match: boolean }) => p.match && /cláusula/i.test(p.text)),
    ).toBe(true);
    const prefix = (await get(`/api/rulebook/search?q=${encodeURIComponent('amarill')}`)).json().data;
    expect(prefix.map((h: { slug: string }) => h.slug)).toContain('suspensiones');
    expect((await get('/api/rulebook/search?q=zzzzz')).json().data).toEqual([]);
    expect((await get('/api/rulebook/search?q=de%20la')).json().data).toEqual([]);
  });

  it('refuses an empty or oversized query', async () => {
    expect((await get('/api/rulebook/search?q=%20')).json().message).toBe('Escribí qué buscar.');
    expect((await get(`/api/rulebook/search?q=${'a'.repeat(101)}`)).statusCode).toBe(422);
  });
});

describe('editing the rule book (Admin)', () => {
  it('saves a section, keeps its anchor, indexes it for search and keeps the history', async () => {
    const id = await sectionId('postergaciones');
    const res = await put(id, {
      title: 'Postergaciones y reprogramaciones',
      body: 'Un partido se reprograma con acuerdo. Apuesta mínima: {{BET_MIN}}.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Sección guardada.',
      section: {
        id,
        slug: 'postergaciones',
        title: 'Postergaciones y reprogramaciones',
        content: 'Un partido se reprograma con acuerdo. Apuesta mínima: 1.000.000.',
        updated_by: { id: admin.id, name: 'Ana Admin' },
      },
    });
    const hits = (await get('/api/rulebook/search?q=reprograma')).json().data;
    expect(hits.map((h: { id: number }) => h.id)).toEqual([id]);
    const history = (await get(`/api/rulebook/sections/${id}/revisions`)).json().data;
    expect(
      history.map((r: { title: string; edited_by: { name: string } | null }) => [
        r.title,
        r.edited_by?.name ?? null,
      ]),
    ).toEqual([
      ['Postergaciones y reprogramaciones', 'Ana Admin'],
      ['Postergaciones', null],
    ]);
  });

  it('refuses unknown placeholders, control characters, a blank title, non-Admins and unknown sections', async () => {
    const id = await sectionId('cambios');
    const before = (await get('/api/rulebook')).json();
    const unknown = await put(id, { title: 'Cambios', body: 'Hasta {{CAMBIOS_MAXIMOS}} cambios.' });
    expect([unknown.statusCode, unknown.json().errors]).toEqual([
      422,
      { body: ['Marcadores desconocidos: {{CAMBIOS_MAXIMOS}}. Usá los de la ayuda del editor.'] },
    ]);
    expect((await put(id, { title: 'Cambios', body: 'a\u0000b' })).json().message).toBe(
      'El texto tiene caracteres no válidos.',
    );
    expect((await put(id, { title: '  ', body: '' })).json().message).toBe(
      'Escribí el título de la sección.',
    );
    expect((await put(id, { title: 'x', body: 'y' }, manager.token)).statusCode).toBe(403);
    expect((await put(9999, { title: 'x', body: 'y' })).statusCode).toBe(404);
    expect((await get('/api/rulebook')).json()).toEqual(before);
  });

  it('adds a section at the end, with an anchor from its title', async () => {
    const create = (title: string) =>
      ctx.request(admin.token, {
        method: 'POST',
        url: '/api/rulebook/sections',
        payload: { title, body: 'Texto **nuevo**.' },
      });
    const res = await create('Fair play y conducta');
    expect(res.statusCode).toBe(201);
    expect(res.json().section).toMatchObject({
      slug: 'fair-play-y-conducta',
      position: DEFAULT_RULEBOOK.length + 1,
    });
    expect((await get('/api/rulebook')).json().sections.at(-1).title).toBe('Fair play y conducta');
    expect((await create('Fair play y conducta')).json().message).toBe(
      'Ya hay una sección con ese título en esta temporada.',
    );
  });
});
