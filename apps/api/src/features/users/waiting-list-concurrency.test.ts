import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { teams, users } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';

// PGlite runs one query at a time, so races only exist on PostgreSQL (npm run test:pg).
describe.skipIf(!process.env.TEST_DATABASE_URL)('simultaneous team assignments (PostgreSQL)', () => {
  const ctx = useTestContext();
  const assign = (token: string, userId: number, teamId: number) =>
    ctx.request(token, {
      method: 'POST',
      url: `/api/users/${userId}/assign-team`,
      payload: { team_id: teamId },
    });

  it('one free team sent to 10 waiting users at once goes to exactly one', async () => {
    const admin = await ctx.actor('Admin');
    const waiting = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        ctx.createUser({ rol: 'En lista de espera', name: `Espera ${i}` }),
      ),
    );
    const [racing] = await ctx.db.insert(teams).values({ name: 'Racing', division: 'Primera' }).returning();
    const responses = await Promise.all(waiting.map((u) => assign(admin.token, u.id, racing!.id)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(422)]);
    for (const r of responses.filter((r) => r.statusCode === 422))
      expect(r.json().message).toBe('Ese equipo ya tiene manager.');
    const winner = waiting[responses.findIndex((r) => r.statusCode === 200)]!;
    expect((await ctx.db.select().from(teams).where(eq(teams.id, racing!.id)))[0]!.idUser).toBe(winner.id);
    const managers = await ctx.db.select().from(users).where(eq(users.rol, 'Manager Primera'));
    expect(managers.map((u) => u.id)).toEqual([winner.id]);
  });

  it('one waiting user sent 10 free teams at once gets exactly one', async () => {
    const admin = await ctx.actor('Admin');
    const ana = await ctx.createUser({ rol: 'En lista de espera', name: 'Ana' });
    const free = await ctx.db
      .insert(teams)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          name: `Equipo ${i}`,
          division: i % 2 ? ('Segunda' as const) : ('Primera' as const),
        })),
      )
      .returning();
    const responses = await Promise.all(free.map((t) => assign(admin.token, ana.id, t.id)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(422)]);
    for (const r of responses.filter((r) => r.statusCode === 422))
      expect(r.json().message).toBe('Ese usuario ya no está en la lista de espera.');
    const owned = await ctx.db.select().from(teams).where(eq(teams.idUser, ana.id));
    expect(owned).toHaveLength(1);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, ana.id));
    expect(row!.rol).toBe(owned[0]!.division === 'Primera' ? 'Manager Primera' : 'Manager Segunda');
  });
});
