import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { budgetMovements, teams, users } from '@liga/db';
import { TEST_PASSWORD, useTestContext } from '../../test/context.test-kit';

const ctx = useTestContext();

const row = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
const movements = (id: number) => ctx.db.select().from(budgetMovements).where(eq(budgetMovements.userId, id));

describe('GET /api/users', () => {
  it('pages on the server with the page number sent', async () => {
    const admin = await ctx.actor('Admin', { name: 'Aaa Admin' });
    for (let i = 0; i < 20; i++)
      await ctx.createUser({ rol: 'Manager Primera', name: `Manager ${String(i).padStart(2, '0')}` });
    const first = await ctx.request(admin.token, { method: 'GET', url: '/api/users?page=1&per_page=15' });
    expect(first.statusCode).toBe(200);
    expect(first.json().meta).toEqual({ current_page: 1, last_page: 2, per_page: 15, total: 21 });
    expect(first.json().data[0].name).toBe('Aaa Admin');
    const second = await ctx.request(admin.token, { method: 'GET', url: '/api/users?page=2&per_page=15' });
    expect(second.json().data).toHaveLength(6);
    expect(second.json().data[5].name).toBe('Manager 19');
    const all = await ctx.request(admin.token, { method: 'GET', url: '/api/users?all=true' });
    expect(all.json().data).toHaveLength(21);
  });

  it('shows each user with team and budget, and needs a token', async () => {
    const manager = await ctx.actor('Manager Segunda', { profits: 5_000_000 });
    await ctx.db.insert(teams).values({ name: 'Porvenir FC', division: 'Segunda', idUser: manager.id });
    const res = await ctx.request(manager.token, { method: 'GET', url: `/api/users/${manager.id}` });
    expect(res.json()).toMatchObject({
      profits: 5_000_000,
      team: { name: 'Porvenir FC', division: 'Segunda' },
      discord_user: null,
    });
    expect(res.json()).not.toHaveProperty('passwordHash');
    expect((await ctx.request(undefined, { method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    expect((await ctx.request(manager.token, { method: 'GET', url: '/api/users/9999' })).statusCode).toBe(
      404,
    );
    expect((await ctx.request(manager.token, { method: 'GET', url: '/api/users?page=0' })).statusCode).toBe(
      422,
    );
  });
});

describe('POST /api/users', () => {
  const payload = {
    name: 'DT Nuevo',
    email: 'dt.nuevo@liga.test',
    password: 'clave-segura-1',
    password_confirmation: 'clave-segura-1',
    rol: 'Manager Primera',
    profits: 50_000_000,
  };

  it('lets an Admin create a user with an opening budget written to the ledger', async () => {
    const admin = await ctx.actor('Admin');
    const res = await ctx.request(admin.token, { method: 'POST', url: '/api/users', payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Usuario creado satisfactoriamente');
    const id = res.json().user.id;
    expect(res.json().user).toMatchObject({ rol: 'Manager Primera', profits: 50_000_000 });
    expect(await movements(id)).toMatchObject([
      { amount: 50_000_000, reason: 'admin_adjustment', balanceAfter: 50_000_000, createdBy: admin.id },
    ]);
    await ctx.tokenFor('dt.nuevo@liga.test', 'clave-segura-1');
    await ctx.expectLedgerBalanced();
  });

  it.each(['Organizador', 'Manager Primera', 'En lista de espera'] as const)(
    'refuses %s with 403 and creates nothing',
    async (rol) => {
      const caller = await ctx.actor(rol);
      const res = await ctx.request(caller.token, { method: 'POST', url: '/api/users', payload });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toEqual(expect.any(String));
      expect((await ctx.db.select().from(users).where(eq(users.email, payload.email))).length).toBe(0);
    },
  );

  it('refuses bad input with per-field messages', async () => {
    const admin = await ctx.actor('Admin');
    const res = await ctx.request(admin.token, {
      method: 'POST',
      url: '/api/users',
      payload: { ...payload, rol: 'Rey', profits: -5, email: 'x' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'profits', 'rol']);
    const dup = await ctx.request(admin.token, {
      method: 'POST',
      url: '/api/users',
      payload: { ...payload, email: admin.email },
    });
    expect(dup.json().errors.email).toEqual(['El email ya está registrado.']);
  });
});

describe('PUT /api/users/:id', () => {
  it('lets an Admin change name, role and budget, each adjustment in the ledger', async () => {
    const admin = await ctx.actor('Admin');
    const target = await ctx.createUser({ rol: 'En lista de espera', profits: 10_000_000 });
    const up = await ctx.request(admin.token, {
      method: 'PUT',
      url: `/api/users/${target.id}`,
      payload: {
        name: 'Renombrado',
        rol: 'Manager Segunda',
        adjustment: 2_500_000,
        adjustment_note: 'Premio fair play',
      },
    });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({
      message: 'Usuario actualizado satisfactoriamente',
      user: { name: 'Renombrado', rol: 'Manager Segunda', profits: 12_500_000 },
    });
    const down = await ctx.request(admin.token, {
      method: 'PUT',
      url: `/api/users/${target.id}`,
      payload: { adjustment: -20_000_000 },
    });
    expect(down.json().user.profits).toBe(-7_500_000);
    const rows = await movements(target.id);
    expect(rows.map((m) => [m.amount, m.balanceAfter])).toEqual([
      [10_000_000, 10_000_000],
      [2_500_000, 12_500_000],
      [-20_000_000, -7_500_000],
    ]);
    expect(rows[1]!.note).toBe('Premio fair play');
    await ctx.expectLedgerBalanced();
  });

  it('ignores a profits sent back with the whole user: the budget moves only by adjustment', async () => {
    const admin = await ctx.actor('Admin');
    const target = await ctx.createUser({ rol: 'Manager Primera', profits: 1_000_000 });
    const current = (
      await ctx.request(admin.token, { method: 'GET', url: `/api/users/${target.id}` })
    ).json();
    const res = await ctx.request(admin.token, {
      method: 'PUT',
      url: `/api/users/${target.id}`,
      payload: { ...current, profits: 4_000_000 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.profits).toBe(1_000_000);
    expect(await movements(target.id)).toHaveLength(1);
    await ctx.expectLedgerBalanced();
  });

  it('lets a manager change only their own password, ending their other sessions', async () => {
    const manager = await ctx.actor('Manager Primera');
    const otherSession = await ctx.tokenFor(manager.email);
    const res = await ctx.request(manager.token, {
      method: 'PUT',
      url: `/api/users/${manager.id}`,
      payload: { password: 'nueva-clave-123', password_confirmation: 'nueva-clave-123' },
    });
    expect(res.statusCode).toBe(200);
    await ctx.tokenFor(manager.email, 'nueva-clave-123');
    await expect(ctx.tokenFor(manager.email, TEST_PASSWORD)).rejects.toThrow();
    expect((await ctx.request(otherSession, { method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await ctx.request(manager.token, { method: 'GET', url: '/api/user' })).statusCode).toBe(200);
  });

  it('accepts the manager’s own object sent back unchanged with a new password', async () => {
    const manager = await ctx.actor('Manager Primera', { profits: 7_000_000 });
    const me = (await ctx.request(manager.token, { method: 'GET', url: '/api/user' })).json();
    const res = await ctx.request(manager.token, {
      method: 'PUT',
      url: `/api/users/${manager.id}`,
      payload: { ...me, password: 'otra-clave-123', password_confirmation: 'otra-clave-123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.profits).toBe(7_000_000);
  });

  it.each([
    ['rol Admin', { rol: 'Admin' }, 'Solo un Admin puede cambiar el rol.'],
    ['an adjustment', { adjustment: 5 }, 'Solo un Admin puede cambiar el presupuesto.'],
    ['a new name', { name: 'Otro nombre' }, 'Solo podés cambiar tu password.'],
  ])(
    'refuses a manager sending %s for themselves with 403, changing nothing',
    async (_label, payload, message) => {
      const manager = await ctx.actor('Manager Primera', { profits: 1_000 });
      const before = await row(manager.id);
      const res = await ctx.request(manager.token, {
        method: 'PUT',
        url: `/api/users/${manager.id}`,
        payload: { ...payload, password: 'nueva-clave-123', password_confirmation: 'nueva-clave-123' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message });
      expect(await row(manager.id)).toEqual(before);
      expect(await movements(manager.id)).toHaveLength(1);
    },
  );

  it('refuses a manager editing someone else, even with harmless fields', async () => {
    const manager = await ctx.actor('Manager Segunda');
    const other = await ctx.createUser({ rol: 'Manager Primera', profits: 100 });
    const before = await row(other.id);
    for (const payload of [
      { rol: 'Admin' },
      { profits: 1 },
      { password: 'robada-123456', password_confirmation: 'robada-123456' },
    ]) {
      const res = await ctx.request(manager.token, { method: 'PUT', url: `/api/users/${other.id}`, payload });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('No tenés permiso para editar este usuario.');
    }
    expect(await row(other.id)).toEqual(before);
  });

  it('refuses bad input with 422 and changes nothing', async () => {
    const admin = await ctx.actor('Admin');
    const target = await ctx.createUser({ rol: 'Manager Primera' });
    const before = await row(target.id);
    for (const payload of [
      { name: '' },
      { name: 'x'.repeat(500) },
      { email: 'nope' },
      { rol: 'Dios' },
      { adjustment: 'mucho' },
      { adjustment: 1.5 },
      { password: 'nueva-clave-123', password_confirmation: 'distinta-123' },
    ]) {
      const res = await ctx.request(admin.token, { method: 'PUT', url: `/api/users/${target.id}`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors).length).toBeGreaterThan(0);
    }
    expect(await row(target.id)).toEqual(before);
  });

  it('keeps at least one Admin', async () => {
    const admin = await ctx.actor('Admin');
    const res = await ctx.request(admin.token, {
      method: 'PUT',
      url: `/api/users/${admin.id}`,
      payload: { rol: 'Organizador' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.rol).toEqual(['Debe quedar al menos un Admin en la liga.']);
  });
});

describe('DELETE /api/users/:id', () => {
  it('lets an Admin delete a user, whose team is left without owner', async () => {
    const admin = await ctx.actor('Admin');
    const target = await ctx.createUser({ rol: 'Manager Primera' });
    const [team] = await ctx.db
      .insert(teams)
      .values({ name: 'Huérfano FC', division: 'Primera', idUser: target.id })
      .returning();
    const res = await ctx.request(admin.token, { method: 'DELETE', url: `/api/users/${target.id}` });
    expect(res.json()).toEqual({ message: 'Usuario eliminado satisfactoriamente' });
    expect(await row(target.id)).toBeUndefined();
    expect((await ctx.db.select().from(teams).where(eq(teams.id, team!.id)))[0]!.idUser).toBeNull();
  });

  it('refuses managers, self-deletion and unknown ids', async () => {
    const admin = await ctx.actor('Admin');
    const manager = await ctx.actor('Manager Primera');
    expect(
      (await ctx.request(manager.token, { method: 'DELETE', url: `/api/users/${admin.id}` })).statusCode,
    ).toBe(403);
    const self = await ctx.request(admin.token, { method: 'DELETE', url: `/api/users/${admin.id}` });
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe('No podés borrar tu propio usuario.');
    expect((await ctx.request(admin.token, { method: 'DELETE', url: '/api/users/4242' })).statusCode).toBe(
      404,
    );
    expect((await ctx.request(admin.token, { method: 'DELETE', url: '/api/users/abc' })).statusCode).toBe(
      422,
    );
    expect(await row(admin.id)).toBeDefined();
    expect(await row(manager.id)).toBeDefined();
  });
});

describe('sessions and ledger of a user', () => {
  it('revokes every token of a user for an Admin or the user, not for others', async () => {
    const admin = await ctx.actor('Admin');
    const manager = await ctx.actor('Manager Primera');
    const intruder = await ctx.actor('Manager Segunda');
    expect(
      (await ctx.request(intruder.token, { method: 'POST', url: `/api/users/${manager.id}/revoke-tokens` }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.request(manager.token, { method: 'GET', url: '/api/user' })).statusCode).toBe(200);
    expect(
      (await ctx.request(admin.token, { method: 'POST', url: `/api/users/${manager.id}/revoke-tokens` }))
        .statusCode,
    ).toBe(200);
    expect((await ctx.request(manager.token, { method: 'GET', url: '/api/user' })).statusCode).toBe(401);
  });

  it('shows budget movements to the user and Admins only, newest first', async () => {
    const admin = await ctx.actor('Admin');
    const manager = await ctx.actor('Manager Primera', { profits: 3_000_000 });
    await ctx.request(admin.token, {
      method: 'PUT',
      url: `/api/users/${manager.id}`,
      payload: { adjustment: -1_000_000 },
    });
    const mine = await ctx.request(manager.token, {
      method: 'GET',
      url: `/api/users/${manager.id}/movements`,
    });
    expect(mine.json().data.map((m: { amount: number }) => m.amount)).toEqual([-1_000_000, 3_000_000]);
    expect(mine.json().data[0].created_by).toEqual({ id: admin.id, name: expect.any(String) });
    const other = await ctx.actor('Manager Segunda');
    expect(
      (await ctx.request(other.token, { method: 'GET', url: `/api/users/${manager.id}/movements` }))
        .statusCode,
    ).toBe(403);
  });
});
