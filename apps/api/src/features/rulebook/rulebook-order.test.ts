import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertRulebookSections, rulebookRevisions, seasons } from '@liga/db';
import { DEFAULT_RULEBOOK } from '@liga/domain';
import { useTestContext } from '../../test/context.test-kit';

const ctx = useTestContext();
let admin: { token: string };
let organizer: { token: string };
let manager: { token: string };
beforeEach(async () => {
  const [s] = await ctx.db.insert(seasons).values({ name: 'Temporada 57', active: true }).returning();
  await ctx.db.transaction((tx) => insertRulebookSections(tx, s!.id, DEFAULT_RULEBOOK.slice(0, 4), null));
  admin = await ctx.actor('Admin');
  organizer = await ctx.actor('Organizador');
  manager = await ctx.actor('Manager Primera');
});

type Section = { id: number; slug: string; position: number };
const sections = async (): Promise<Section[]> =>
  (await ctx.request(manager.token, { method: 'GET', url: '/api/rulebook' })).json().sections;
const slugs = async () => (await sections()).map((s) => s.slug);
const move = (id: number | string, direction: unknown, token = admin.token) =>
  ctx.request(token, { method: 'POST', url: `/api/rulebook/sections/${id}/move`, payload: { direction } });
const remove = (id: number | string, token = admin.token) =>
  ctx.request(token, { method: 'DELETE', url: `/api/rulebook/sections/${id}` });
const [first, second, third, fourth] = DEFAULT_RULEBOOK.slice(0, 4).map((s) => s.slug);

describe('POST /api/rulebook/sections/{id}/move (Admin)', () => {
  it('moves a section one place up or down and numbers the season again', async () => {
    const [, b, c] = await sections();
    const res = await move(c!.id, 'up');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Orden del reglamento actualizado.' });
    expect(await slugs()).toEqual([first, third, second, fourth]);
    expect((await move(b!.id, 'down')).statusCode).toBe(200);
    expect(await slugs()).toEqual([first, third, fourth, second]);
    expect((await sections()).map((s) => s.position)).toEqual([1, 2, 3, 4]);
  });

  it('refuses the ends, a bad direction, unknown sections and anyone but the Admin, changing nothing', async () => {
    const list = await sections();
    const top = await move(list[0]!.id, 'up');
    expect(top.statusCode).toBe(422);
    expect(top.json().errors).toEqual({ direction: ['La sección ya es la primera.'] });
    expect((await move(list[3]!.id, 'down')).json().errors).toEqual({
      direction: ['La sección ya es la última.'],
    });
    expect((await move(list[1]!.id, 'left')).json().errors).toEqual({
      direction: ['Indicá si la sección sube o baja.'],
    });
    expect((await move(999_999, 'up')).statusCode).toBe(404);
    expect((await move('abc', 'up')).statusCode).toBe(422);
    expect((await move(list[1]!.id, 'up', organizer.token)).statusCode).toBe(403);
    expect((await move(list[1]!.id, 'up', manager.token)).statusCode).toBe(403);
    expect(await slugs()).toEqual([first, second, third, fourth]);
  });
});

describe('DELETE /api/rulebook/sections/{id} (Admin)', () => {
  it('deletes the section with its history; the rest close the gap', async () => {
    const [, b] = await sections();
    const res = await remove(b!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Sección eliminada.' });
    expect(await slugs()).toEqual([first, third, fourth]);
    expect((await sections()).map((s) => s.position)).toEqual([1, 2, 3]);
    expect(
      await ctx.db.select().from(rulebookRevisions).where(eq(rulebookRevisions.sectionId, b!.id)),
    ).toEqual([]);
    expect((await remove(b!.id)).statusCode).toBe(404);
  });

  it('is refused to anyone but the Admin, and the section stays', async () => {
    const [a] = await sections();
    expect((await remove(a!.id, organizer.token)).statusCode).toBe(403);
    expect((await remove(a!.id, manager.token)).statusCode).toBe(403);
    expect(
      (await ctx.request(undefined, { method: 'DELETE', url: `/api/rulebook/sections/${a!.id}` })).statusCode,
    ).toBe(401);
    expect(await slugs()).toEqual([first, second, third, fourth]);
  });
});
