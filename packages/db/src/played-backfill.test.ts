import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { migrationsFolder, openDb, type DbHandle } from './client';
import { matchStatistics, matches, players, seasons, teams, tournaments } from './schema/index';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openDb({ dataDir: 'memory://' });
});
afterAll(() => handle.close());

/** The hand-written statement of 0011 that marks the lines saved before 'Jugó' existed (decision 023). */
const backfill = () => {
  const text = readFileSync(path.join(migrationsFolder(), '0011_match_statistics_played.sql'), 'utf8');
  return text.split('--> statement-breakpoint').find((s) => /UPDATE "match_statistics"/.test(s))!;
};

describe('0011: lines saved before the mark', () => {
  it('played when the line holds any event, not played when it is blank', async () => {
    const db = handle.db;
    const [season] = await db.insert(seasons).values({ name: 'T59' }).returning();
    const [t] = await db
      .insert(tournaments)
      .values({ name: 'Liga', type: 'PD', format: 'PD', seasonId: season!.id })
      .returning();
    const [home, away] = await db
      .insert(teams)
      .values([{ name: 'Local' }, { name: 'Visita' }])
      .returning();
    const [match] = await db
      .insert(matches)
      .values({ tournamentId: t!.id, teamHomeId: home!.id, teamAwayId: away!.id, stage: 1 })
      .returning();
    const events = [
      {},
      { goals: 1 },
      { assists: 1 },
      { yellowCards: 1 },
      { seriousInjuries: 1 },
      { mvp: true },
      { directRed: true },
    ];
    const squad = await db
      .insert(players)
      .values(events.map((_, i) => ({ name: `J${i}`, age: 25, ca: 100, pa: 120, idTeam: home!.id })))
      .returning();
    await db.insert(matchStatistics).values(
      events.map((e, i) => ({
        matchId: match!.id,
        tournamentId: t!.id,
        playerId: squad[i]!.id,
        teamId: home!.id,
        ...e,
      })),
    );
    await db.execute(sql.raw(backfill()));
    const rows = await db.select().from(matchStatistics).orderBy(asc(matchStatistics.id));
    expect(rows.map((r) => r.played)).toEqual([false, true, true, true, true, true, true]);
  });
});
