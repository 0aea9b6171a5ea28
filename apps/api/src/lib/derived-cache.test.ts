import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { discordLinks, players, teams, users } from '@liga/db';
import { useTestContext } from '../test/context.test-kit';
import { DerivedCache } from './derived-cache';

const ctx = useTestContext();

/** A computation that counts its runs and reads the team names, like a standings table. */
function counted() {
  const runs: number[] = [];
  const compute = async () => {
    runs.push(runs.length);
    return (await ctx.db.select({ name: teams.name }).from(teams).orderBy(teams.id)).map((t) => t.name);
  };
  return { runs, compute };
}

describe('DerivedCache', () => {
  it('serves the cached answer until an input table changes, on every instance', async () => {
    const [team] = await ctx.db.insert(teams).values({ name: 'Rojos', division: 'Primera' }).returning();
    const one = new DerivedCache(ctx.db);
    const two = new DerivedCache(ctx.db); // another server instance on the same database
    const a = counted();
    const b = counted();

    expect(await one.get('standings:1', a.compute)).toEqual(['Rojos']);
    expect(await one.get('standings:1', a.compute)).toEqual(['Rojos']);
    expect(await two.get('standings:1', b.compute)).toEqual(['Rojos']);
    expect([a.runs.length, b.runs.length]).toEqual([1, 1]);

    // A write through any instance: both recompute on their next read, none serves the old name.
    await ctx.db.update(teams).set({ name: 'Rojos FC' }).where(eq(teams.id, team!.id));
    expect(await one.get('standings:1', a.compute)).toEqual(['Rojos FC']);
    expect(await two.get('standings:1', b.compute)).toEqual(['Rojos FC']);
    expect([a.runs.length, b.runs.length]).toEqual([2, 2]);
  });

  it('shows a commit to the requests made after it, while earlier requests still wait for their reads', async () => {
    const [team] = await ctx.db.insert(teams).values({ name: 'Verdes', division: 'Primera' }).returning();
    const one = new DerivedCache(ctx.db);
    const a = counted();
    for (let round = 0; round < 5; round++) {
      const name = `Verdes ${round}`;
      const before = Array.from({ length: 20 }, () => one.get('standings:1', a.compute));
      await ctx.db.update(teams).set({ name }).where(eq(teams.id, team!.id));
      // Made after the commit, while the twenty before it may still be reading the version.
      const after = await Promise.all(Array.from({ length: 20 }, () => one.get('standings:1', a.compute)));
      expect(after.every((names) => names[0] === name)).toBe(true);
      await Promise.all(before);
    }
  });

  it('ignores writes to what no cached answer shows, and survives emptied tables', async () => {
    const [team] = await ctx.db.insert(teams).values({ name: 'Azules', division: 'Primera' }).returning();
    const [owner] = await ctx.db
      .insert(users)
      .values({ name: 'Dueño', email: 'd@x.test', passwordHash: 'x' })
      .returning();
    await ctx.db.insert(players).values({ name: 'P', age: 20, ca: 100, pa: 120, idTeam: team!.id });
    const cache = new DerivedCache(ctx.db);
    const c = counted();
    await cache.get('k', c.compute);

    // A budget (every ledger move) and a player's market value are no input: the answer stays.
    await ctx.db.update(users).set({ profits: 5 }).where(eq(users.id, owner!.id));
    await ctx.db.update(players).set({ value: 9 });
    await cache.get('k', c.compute);
    expect(c.runs).toHaveLength(1);
    // A player's CA is (objectives), also when changed inside a transaction (counted at its commit).
    await ctx.db.transaction(async (tx) => {
      await tx.update(players).set({ ca: 130 });
    });
    await cache.get('k', c.compute);
    expect(c.runs).toHaveLength(2);

    await ctx.reset();
    expect(await cache.get('k', c.compute)).toEqual([]);
  });

  it('as the server runs it (notices on PGlite, a version read on PostgreSQL), sees every commit', async () => {
    const [team] = await ctx.db.insert(teams).values({ name: 'Verdes', division: 'Primera' }).returning();
    const c = counted();
    expect(await ctx.app.derived.get('k', c.compute)).toEqual(['Verdes']);
    expect(await ctx.app.derived.get('k', c.compute)).toEqual(['Verdes']);
    await ctx.db.update(teams).set({ name: 'Verdes AC' }).where(eq(teams.id, team!.id));
    expect(await ctx.app.derived.get('k', c.compute)).toEqual(['Verdes AC']);
    expect(c.runs).toHaveLength(2);
  });

  it('keeps player views until any column of a player or a team changes, on every instance', async () => {
    const [team] = await ctx.db.insert(teams).values({ name: 'Grises', division: 'Primera' }).returning();
    await ctx.db.insert(players).values({ name: 'Q', age: 20, ca: 100, pa: 120, idTeam: team!.id });
    const other = new DerivedCache(ctx.db, 'players'); // another instance, reading the version row
    const views = () =>
      ctx.db
        .select({ value: players.value, team: teams.name })
        .from(players)
        .innerJoin(teams, eq(teams.id, players.idTeam));
    const read = async () => [await ctx.app.playerViews.get('list', views), await other.get('list', views)];
    expect(await read()).toEqual([[{ value: 0, team: 'Grises' }], [{ value: 0, team: 'Grises' }]]);
    // A market value is shown in every player view: unlike the derived answers, it counts.
    await ctx.db.update(players).set({ value: 7 });
    expect(await read()).toEqual([[{ value: 7, team: 'Grises' }], [{ value: 7, team: 'Grises' }]]);
    await ctx.db.transaction(async (tx) => {
      await tx.update(teams).set({ name: 'Grises FC' }).where(eq(teams.id, team!.id));
    });
    expect(await read()).toEqual([[{ value: 7, team: 'Grises FC' }], [{ value: 7, team: 'Grises FC' }]]);
    // A budget is no input of a player view.
    const hits = ctx.app.playerViews.hits;
    await ctx.db.insert(users).values({ name: 'Otro', email: 'o@x.test', passwordHash: 'x' });
    await read();
    expect(ctx.app.playerViews.hits).toBe(hits + 1);
  });

  it('keeps a user’s own view until a user, a team or a Discord link changes', async () => {
    const [owner] = await ctx.db
      .insert(users)
      .values({ name: 'Dueña', email: 'duena@x.test', passwordHash: 'x' })
      .returning();
    const view = () => ctx.db.select({ profits: users.profits }).from(users).where(eq(users.id, owner!.id));
    const read = () => ctx.app.userViews.get(`user:${owner!.id}`, view);
    expect(await read()).toEqual([{ profits: 0 }]);
    // A budget (every ledger move) is shown in the user's own view.
    await ctx.db.update(users).set({ profits: 50 }).where(eq(users.id, owner!.id));
    expect(await read()).toEqual([{ profits: 50 }]);
    const misses = ctx.app.userViews.misses;
    await ctx.db.insert(discordLinks).values({ userId: owner!.id, discordId: '1', discordUsername: 'd' });
    await read();
    await ctx.db.insert(teams).values({ name: 'Nuevos', division: 'Primera', idUser: owner!.id });
    await read();
    expect(ctx.app.userViews.misses).toBe(misses + 2);
  });
});

describe('DerivedCache.peek', () => {
  it('gives a kept answer at once only while the counted version stands (PGlite), never on a version read', async () => {
    const counting = new DerivedCache(ctx.db);
    counting.countNotices();
    const a = counted();
    expect(counting.peek('standings:1')).toBeUndefined();
    const first = await counting.get('standings:1', a.compute);
    expect(counting.peek('standings:1')).toBe(first);
    counting.changed(); // a notice: the kept answer may be stale
    expect(counting.peek('standings:1')).toBeUndefined();
    await counting.get('standings:1', a.compute);
    expect(a.runs.length).toBe(2);

    // Versions read from the database: peek never answers, the caller must read.
    const reading = new DerivedCache(ctx.db);
    await reading.get('standings:1', a.compute);
    expect(reading.peek('standings:1')).toBeUndefined();
  });
});
