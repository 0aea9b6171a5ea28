import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { openDb, type DbHandle } from './client';
import { InsufficientFundsError, ledgerMismatches, moveMoney } from './ledger';
import { DataDirLockedError, lockDataDir } from './lock';
import {
  budgetMovements,
  matchStatistics,
  matches,
  players,
  prizeTables,
  rulebookRevisions,
  rulebookSections,
  seasons,
  teams,
  tournaments,
  users,
} from './schema/index';
import { DEMO_BUDGET, FREE_AGENT_TEAM_ID, isEmpty, seedDemoLeague } from './seed';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openDb({ dataDir: 'memory://' });
});
afterAll(() => handle.close());

describe('data folder lock', () => {
  it('refuses a second holder while the first lives, and frees the folder on release', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liga-lock-'));
    const release = lockDataDir(dir);
    fs.writeFileSync(path.join(dir, 'liga-manager.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/ya está en uso/);
    release();
    lockDataDir(dir)();
  });

  it('takes over a lock left by a dead process', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liga-lock-'));
    fs.writeFileSync(path.join(dir, 'liga-manager.lock'), '999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'liga-manager.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});

describe('ledger and demo league', () => {
  it('seeds the demo league once, with budgets that match the ledger', async () => {
    expect(await isEmpty(handle.db)).toBe(true);
    const accounts = await seedDemoLeague(handle.db, { passwordHash: 'x' });
    expect(accounts.map((a) => a.rol)).toEqual([
      'Admin',
      'Organizador',
      'Manager Primera',
      'Manager Segunda',
      'En lista de espera',
      'visitante (Otro)',
    ]);
    expect(await isEmpty(handle.db)).toBe(false);
    const divisions = await handle.db
      .select({ division: teams.division, n: count() })
      .from(teams)
      .groupBy(teams.division);
    expect(Object.fromEntries(divisions.map((d) => [d.division ?? 'none', d.n]))).toMatchObject({
      Primera: 14,
      Segunda: 14,
    });
    const [freeAgents] = await handle.db.select().from(teams).where(eq(teams.id, FREE_AGENT_TEAM_ID));
    expect(freeAgents?.name).toBe('Agentes Libres');
    const [squad] = await handle.db.select({ n: count() }).from(players).where(eq(players.idTeam, 1));
    expect(squad?.n).toBe(24);
    expect((await handle.db.select().from(seasons).where(eq(seasons.active, true)))[0]?.id).toBe(59);
    const [manager] = await handle.db.select().from(users).where(eq(users.email, 'manager1@liga.test'));
    // Every manager starts with DEMO_BUDGET; the seeded market moves it afterwards (seed.test.ts).
    const [opening] = await handle.db
      .select()
      .from(budgetMovements)
      .where(eq(budgetMovements.userId, manager!.id))
      .orderBy(budgetMovements.id)
      .limit(1);
    expect(opening).toMatchObject({ amount: DEMO_BUDGET, note: 'Presupuesto inicial' });
    expect(await ledgerMismatches(handle.db)).toEqual([]);
    // Both leagues have their 13-round fixture (7 matches a round): three rounds played in season 59,
    // all of them in season 58, whose goals and assists are loaded.
    const fixture = await handle.db
      .select({ season: tournaments.seasonId, status: matches.status, n: count() })
      .from(matches)
      .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
      .groupBy(tournaments.seasonId, matches.status);
    expect(fixture.map((r) => `${r.season} ${r.status} ${r.n}`).sort()).toEqual([
      '58 completed 182',
      '59 completed 42',
      '59 pending 140',
    ]);
    const [scored] = await handle.db.select({ n: count() }).from(matchStatistics);
    expect(scored!.n).toBeGreaterThan(200);
    expect(await handle.db.select({ id: prizeTables.tournamentId }).from(prizeTables)).toHaveLength(2);
    const book = await handle.db.select().from(rulebookSections).orderBy(rulebookSections.position);
    expect(book.map((s) => [s.seasonId, s.position])[0]).toEqual([59, 1]);
    expect(book.every((s) => !s.searchText.includes('{{'))).toBe(true);
    expect(await handle.db.select().from(rulebookRevisions)).toHaveLength(book.length);
  });

  it('refuses a market debit that would take a balance below zero and writes nothing', async () => {
    const [manager] = await handle.db.select().from(users).where(eq(users.email, 'manager2@liga.test'));
    const balance = manager!.profits;
    const before = await handle.db.select({ n: count() }).from(budgetMovements);
    await expect(
      handle.db.transaction((tx) =>
        moveMoney(tx, { userId: manager!.id, amount: -(balance + 1), reason: 'bet_stake' }),
      ),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await handle.db.select({ n: count() }).from(budgetMovements)).toEqual(before);
    const after = await handle.db.transaction((tx) =>
      moveMoney(tx, { userId: manager!.id, amount: -balance, reason: 'bet_stake' }),
    );
    expect(after).toBe(0);
    expect(await ledgerMismatches(handle.db)).toEqual([]);
  });
});
