import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { teams, users } from '@liga/db';
import type { Division } from '@liga/domain';
import { useTestContext } from '../../test/context.test-kit';

const ctx = useTestContext();

const team = async (name: string, division: Division | null, idUser: number | null = null) =>
  (await ctx.db.insert(teams).values({ name, division, idUser }).returning())[0]!;
const waiter = (name: string) => ctx.actor('En lista de espera', { name });
const userRow = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
const teamRow = async (id: number) => (await ctx.db.select().from(teams).where(eq(teams.id, id)))[0]!;
const assign = (token: string, userId: number, teamId: unknown) =>
  ctx.request(token, {
    method: 'POST',
    url: `/api/users/${userId}/assign-team`,
    payload: { team_id: teamId },
  });

describe('GET /api/users/waiting-list', () => {
  it('lists the queue in sign-up order with positions across pages, and the free league teams', async () => {
    const admin = await ctx.actor('Admin');
    const [first, second, third] = [await waiter('Zoe'), await waiter('Ana'), await waiter('Beto')];
    await ctx.actor('Manager Primera');
    const owner = await ctx.actor('Manager Segunda');
    const free = await team('Racing', 'Primera');
    await team('Porvenir', 'Segunda', owner.id);
    await team('Agentes libres', null);
    const page1 = await ctx.request(admin.token, {
      method: 'GET',
      url: '/api/users/waiting-list?page=1&per_page=2',
    });
    expect(page1.statusCode).toBe(200);
    expect(page1.json().data.map((u: { id: number; position: number }) => [u.id, u.position])).toEqual([
      [first.id, 1],
      [second.id, 2],
    ]);
    expect(page1.json().data[0].email).toBe(first.email);
    expect(page1.json().meta).toMatchObject({ total: 3, last_page: 2 });
    expect(page1.json().free_teams).toEqual([{ id: free.id, name: 'Racing', division: 'Primera' }]);
    const page2 = await ctx.request(admin.token, {
      method: 'GET',
      url: '/api/users/waiting-list?page=2&per_page=2',
    });
    expect(page2.json().data).toMatchObject([{ id: third.id, position: 3 }]);
  });

  it('shows an Organizador the queue without emails, and refuses managers, visitors and the queue itself', async () => {
    await waiter('Zoe');
    const organizer = await ctx.actor('Organizador');
    const res = await ctx.request(organizer.token, { method: 'GET', url: '/api/users/waiting-list' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].email).toBeNull();
    for (const rol of ['Manager Primera', 'visitante', 'En lista de espera'] as const) {
      const other = await ctx.actor(rol);
      const refused = await ctx.request(other.token, { method: 'GET', url: '/api/users/waiting-list' });
      expect(refused.statusCode).toBe(403);
    }
  });
});

describe('POST /api/users/:id/assign-team', () => {
  it('gives the team to the user and the role of its division, in one step', async () => {
    const admin = await ctx.actor('Admin');
    const ana = await waiter('Ana');
    const beto = await waiter('Beto');
    const racing = await team('Racing', 'Primera');
    const porvenir = await team('Porvenir', 'Segunda');
    const res = await assign(admin.token, ana.id, racing.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Ana ahora dirige Racing como Manager Primera.');
    expect(res.json().user).toMatchObject({ rol: 'Manager Primera', team: { id: racing.id } });
    expect((await teamRow(racing.id)).idUser).toBe(ana.id);
    const segunda = await assign(admin.token, beto.id, `${porvenir.id}`);
    expect(segunda.json().user.rol).toBe('Manager Segunda');
    // The new manager's own view follows at once (GET /user is cached per instance).
    const me = await ctx.request(ana.token, { method: 'GET', url: '/api/user' });
    expect(me.json()).toMatchObject({ rol: 'Manager Primera', team: { name: 'Racing' } });
  });

  it('refuses a taken team, a team outside the league, a user off the list and bad input, changing nothing', async () => {
    const admin = await ctx.actor('Admin');
    const owner = await ctx.actor('Manager Primera');
    const ana = await waiter('Ana');
    const taken = await team('Racing', 'Primera', owner.id);
    const outside = await team('Agentes libres', null);
    const cases: Array<[number, unknown, number, string]> = [
      [ana.id, taken.id, 422, 'Ese equipo ya tiene manager.'],
      [ana.id, outside.id, 422, 'Solo se asignan equipos de Primera o Segunda.'],
      [ana.id, 999_999, 422, 'El equipo no existe.'],
      [ana.id, 'x', 422, 'Elegí un equipo de Primera o Segunda.'],
      [ana.id, true, 422, 'Elegí un equipo de Primera o Segunda.'],
      [owner.id, outside.id, 422, 'Ese usuario ya no está en la lista de espera.'],
      [999_999, taken.id, 404, 'Usuario no encontrado.'],
    ];
    for (const [userId, teamId, status, message] of cases) {
      const res = await assign(admin.token, userId, teamId);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    expect((await userRow(ana.id)).rol).toBe('En lista de espera');
    expect((await teamRow(taken.id)).idUser).toBe(owner.id);
    expect((await teamRow(outside.id)).idUser).toBeNull();
  });

  it('is only for an Admin: an Organizador, a manager and the waiting user get 403', async () => {
    const ana = await waiter('Ana');
    const racing = await team('Racing', 'Primera');
    for (const rol of ['Organizador', 'Manager Primera', 'visitante'] as const) {
      const other = await ctx.actor(rol);
      const res = await assign(other.token, ana.id, racing.id);
      expect(res.statusCode).toBe(403);
    }
    expect((await assign(ana.token, ana.id, racing.id)).statusCode).toBe(403);
    expect((await userRow(ana.id)).rol).toBe('En lista de espera');
    expect((await teamRow(racing.id)).idUser).toBeNull();
  });
});
