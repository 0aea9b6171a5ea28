import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  matchStatistics,
  matches,
  migrationsFolder,
  rankSeasonTop,
  seasonTopPlayers,
  storedSeasonTop,
} from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { twoSeasons } from './history.test-kit';

const ctx = useTestContext();

/** The hand-written last statement of migration 0022: the top lists of the seasons closed before it. */
function backfillStatement(): string {
  const file = fs.readdirSync(migrationsFolder()).find((f) => f.endsWith('_season_top_players.sql'));
  const text = fs.readFileSync(path.join(migrationsFolder(), file!), 'utf8');
  return text.split('--> statement-breakpoint').at(-1)!;
}

const summary = async (token: string, seasonId: number) =>
  (await ctx.request(token, { method: 'GET', url: `/api/seasons/${seasonId}/summary` })).json();

describe("a closed season's stored top lists (docs/decisions/030)", () => {
  it('are what the live computation gives, and the summary reads them, not the statistic lines', async () => {
    const w = await twoSeasons(ctx);
    const stored = await storedSeasonTop(ctx.db, w.old.id);
    expect(stored.map((r) => [r.list, r.pos, r.player_name, r.value])).toEqual([
      ['assists', 1, 'Hugo Díaz', 2],
      ['assists', 2, 'Pablo Ruiz', 1],
      ['goals', 1, 'Leo Sosa', 3],
      ['goals', 2, 'Pablo Ruiz', 3],
    ]);
    expect(stored).toEqual(await rankSeasonTop(ctx.db, w.old.id));

    // A line added to an old match afterwards changes the live ranking, not the closed summary.
    const before = await summary(w.norte.token, w.old.id);
    await ctx.db.insert(matchStatistics).values({
      matchId: w.played.id,
      tournamentId: w.pd58.id,
      playerId: w.hugo.id,
      teamId: w.norte.team.id,
      goals: 9,
    });
    expect((await rankSeasonTop(ctx.db, w.old.id)).find((r) => r.list === 'goals')!.player_name).toBe(
      'Hugo Díaz',
    );
    const after = await summary(w.norte.token, w.old.id);
    expect(after.top_scorers).toEqual(before.top_scorers);
    expect(after.top_scorers.map((e: { player: { name: string } }) => e.player.name)).toEqual([
      'Leo Sosa',
      'Pablo Ruiz',
    ]);
  });

  it('for a season closed before migration 0022, its backfill writes what the close would have', async () => {
    const w = await twoSeasons(ctx);
    const live = await rankSeasonTop(ctx.db, w.old.id);
    await ctx.db.delete(seasonTopPlayers);
    await ctx.db.execute(backfillStatement());
    expect(await storedSeasonTop(ctx.db, w.old.id)).toEqual(live);
    // Only live closes: the active season gets nothing.
    expect(await storedSeasonTop(ctx.db, w.current.id)).toEqual([]);
  });

  it('an open season keeps computing its lists live', async () => {
    const w = await twoSeasons(ctx);
    const [match] = await ctx.db.select().from(matches).where(eq(matches.tournamentId, w.pd59.id));
    await ctx.db.insert(matchStatistics).values({
      matchId: match!.id,
      tournamentId: w.pd59.id,
      playerId: w.leo.id,
      teamId: w.sur.id,
      goals: 1,
    });
    const body = await summary(w.norte.token, w.current.id);
    expect(body.tables_source).toBe('live');
    expect(body.top_scorers).toEqual([
      { player: { id: w.leo.id, name: 'Leo Sosa' }, team: { id: w.sur.id, name: 'Deportivo Sur' }, value: 1 },
    ]);
    expect(await storedSeasonTop(ctx.db, w.current.id)).toEqual([]);
  });
});
