import { describe, expect, it } from 'vitest';
import { seasons } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';

const ctx = useTestContext();

describe('PUT /api/seasons/:id/start', () => {
  it('lets an Admin set or clear the season start that opens the market', async () => {
    const admin = await ctx.actor('Admin');
    const [season] = await ctx.db.insert(seasons).values({ name: 'Temporada 59', active: true }).returning();
    const put = (start_date: unknown, token = admin.token, id = season!.id) =>
      ctx.request(token, {
        method: 'PUT',
        url: `/api/seasons/${id}/start`,
        payload: { start_date, name: 'ignorado' },
      });
    const res = await put('2026-08-01T09:00:00-03:00');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Inicio de temporada actualizado',
      season: { id: season!.id, name: 'Temporada 59', start_date: '2026-08-01T12:00:00.000Z', active: true },
    });
    const start = () => ctx.request(admin.token, { method: 'GET', url: '/api/seasons/start' });
    // The league client's form (UTC, no suffix, read as `new Date(start_date + 'Z')`) and ISO for ours.
    expect((await start()).json()).toEqual({
      id: season!.id,
      start_date: '2026-08-01 12:00:00',
      start_at: '2026-08-01T12:00:00.000Z',
    });
    expect((await put(null)).json().season.start_date).toBeNull();
    expect((await start()).json()).toMatchObject({ start_date: '1970-01-01 00:00:00', start_at: null });

    const bad = await put('mañana');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.start_date).toBeDefined();
    expect((await put('2026-08-01T12:00:00Z', admin.token, 999)).statusCode).toBe(404);
    const manager = await ctx.actor('Organizador');
    expect((await put('2020-01-01T00:00:00Z', manager.token)).statusCode).toBe(403);
    expect((await ctx.db.select().from(seasons))[0]!.startDate).toBeNull();
  });
});
