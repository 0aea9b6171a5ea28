import { describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { budgetMovements, leagueSettings, matches, players, seasons, teamTrophies, users } from '@liga/db';
import { ledgerMismatches } from '@liga/db';
import { verifyPassword } from '../../lib/passwords';
import { useLegacyDb } from './legacy-db.test-kit';
import { readDump } from './dump-reader';
import { FIXTURE_PASSWORD, generateFixtureDump } from './fixtures/generate';
import { importLegacy, LeagueNotEmptyError } from './service';
import { countRows } from './report';

const legacy = useLegacyDb();
const ctx = {
  get db() {
    return legacy.db();
  },
};
const NOW = new Date('2024-09-01T12:00:00Z');
const dumps = {
  v1: readDump(generateFixtureDump({ version: 'v1' })),
  v2: readDump(generateFixtureDump({ version: 'v2' })),
};

const reasons = (report: Awaited<ReturnType<typeof importLegacy>>, table: string) =>
  report.problems.filter((p) => p.table === table).map((p) => `${p.action} ${String(p.id)}: ${p.reason}`);

/** What the bulk write turns off while it runs (decision 032): it must all be back after it. */
async function bulkState() {
  const { rows } = await ctx.db.execute<{ off: number; keys: number }>(sql`
    select (select count(*) from pg_trigger where not tgisinternal and tgenabled = 'D')::int as off,
      (select count(*) from pg_constraint where contype = 'f' and conrelid = 'match_statistics'::regclass)::int as keys`);
  return rows[0]!;
}
const versions = async () =>
  (
    await ctx.db.execute<{ name: string; version: string }>(
      sql`select name, version from cache_versions order by name`,
    )
  ).rows;

describe.each(['v1', 'v2'] as const)('importing the fixture league, schema %s (decision 032)', (version) => {
  it('imports every table with its ids, the ledger balanced, and reports each malformed row', async () => {
    const state = await bulkState();
    expect(state.keys).toBe(5);
    const stale = new Map((await versions()).map((v) => [v.name, v.version]));
    const report = await importLegacy(ctx.db, dumps[version], { now: NOW });
    expect(report.version).toBe(version);
    const byTable = Object.fromEntries(report.tables.map((t) => [t.legacy, t]));
    expect(byTable.players).toMatchObject({ rows: 700, imported: 700, after: 700 });
    expect(byTable.teams).toMatchObject({ rows: 39, after: 39 });
    expect(byTable.users).toMatchObject({ rows: 39, imported: 39, after: 39 });
    expect(byTable.match_statistics!.skipped).toBe(2);
    expect(byTable.match_statistics!.after).toBe(byTable.match_statistics!.rows - 2);
    expect(byTable.games).toMatchObject({ skipped: 1 });
    expect(byTable.transfers).toMatchObject({ rows: 15, skipped: 1, after: 14 });
    expect(byTable.bet_user).toMatchObject({ skipped: 1 });
    if (version === 'v1') expect(byTable.prizes).toMatchObject({ rows: 9, skipped: 1, after: 8 });
    // v2: prizes defined per tournament, paid per team (the pending, the cancelled and the orphan left out).
    else expect(byTable.prize_team).toMatchObject({ rows: 11, skipped: 3, after: 8 });
    expect(byTable.discord_users).toMatchObject({ rows: 11, skipped: 1, after: 10 });

    // The ledger holds from the first minute: each budget is its opening row.
    expect(report.ledger.mismatches).toEqual([]);
    expect(report.ledger.budgets).toBe(report.ledger.ledger);
    expect(await ledgerMismatches(ctx.db)).toEqual([]);
    const [manager] = await ctx.db.select().from(users).where(eq(users.id, 3));
    const [moves] = await ctx.db
      .select({ n: count() })
      .from(budgetMovements)
      .where(eq(budgetMovements.userId, 3));
    expect(manager!.profits).toBeGreaterThan(0);
    expect(moves!.n).toBe(1);

    // The triggers and keys set aside for speed are back; every cache the import touched is stale.
    expect(await bulkState()).toEqual(state);
    const fresh = (await versions()).filter((v) => stale.get(v.name) !== v.version).map((v) => v.name);
    expect(fresh).toEqual(['derived', 'players', 'public', 'users']);

    // The free-agent team, the active season, the titles.
    expect(report.freeAgentTeamId).toBe(39);
    const [setting] = await ctx.db
      .select()
      .from(leagueSettings)
      .where(eq(leagueSettings.key, 'free_agent_team_id'));
    expect(setting!.value).toBe('39');
    const active = await ctx.db.select().from(seasons).where(eq(seasons.active, true));
    expect(active.map((s) => s.id)).toEqual([3]);
    const [trophies] = await ctx.db.select({ n: count() }).from(teamTrophies);
    const titles = dumps[version].tables.get('teams')!.rows.reduce(
      (n, r) =>
        n +
        Object.entries(r)
          .filter(([k]) => k.startsWith('title_'))
          .reduce((m, [, v]) => m + Number(v ?? 0), 0),
      0,
    );
    expect(trophies!.n).toBe(titles);

    // Malformed rows are reported, never a crash.
    expect(reasons(report, 'users').join('\n')).toMatch(/36: el email manager5@superliga.test repite/);
    expect(reasons(report, 'users').join('\n')).toMatch(/39: el password no es un hash bcrypt/);
    expect(reasons(report, 'users').join('\n')).toMatch(
      /38: created_at '0000-00-00 00:00:00' no es una fecha/,
    );
    expect(reasons(report, 'rescissions').join('\n')).toMatch(/7: other_players no es JSON/);
    expect(reasons(report, 'players').join('\n')).toMatch(/698: su equipo 999 no existe/);
    expect(reasons(report, 'teams').join('\n')).toMatch(/7: name no es UTF-8/);
    const [latin, mojibake] = await ctx.db
      .select()
      .from(players)
      .where(eq(players.id, 699))
      .union(ctx.db.select().from(players).where(eq(players.id, 700)));
    expect([latin!.name, mojibake!.name].sort()).toEqual(['José Pérez', 'Jürgen Müller']);

    if (version === 'v2') {
      // The games' outcome (v2): an unplayed game has no result; how the others were decided is listed.
      expect(reasons(report, 'games').join('\n')).toMatch(/554: no se jugó \(outcome_type unplayed\)/);
      const [unplayed] = await ctx.db.select().from(matches).where(eq(matches.id, 554));
      expect(unplayed).toMatchObject({ status: 'pending', scoreHome: null, scoreAway: null });
      expect(report.notImported).toContainEqual(
        expect.objectContaining({ table: 'games (outcome_type, penalties_home, penalties_away)', rows: 6 }),
      );
      expect(reasons(report, 'prize_team')).toEqual([
        "omitida 9: estado 'Pendiente': no se pagó en la aplicación anterior",
        "omitida 10: estado 'Cancelado': no se pagó en la aplicación anterior",
        'omitida 11: su premio 999 no existe',
      ]);
    }

    // Stored standings against the games: the one stored row off by a win is listed.
    expect(report.standings).toHaveLength(1);
    expect(report.standings[0]!.stored!.points - report.standings[0]!.computed!.points).toBe(3);
    expect(report.notImported.map((n) => n.table)).toContain('standings');

    // A second run refuses and writes nothing.
    const before = await countRows(ctx.db);
    await expect(importLegacy(ctx.db, dumps[version], { now: NOW })).rejects.toThrow(LeagueNotEmptyError);
    expect(await countRows(ctx.db)).toEqual(before);

    // Passwords came over as bcrypt ($2y$); login verifies them (decision 032).
    const [old] = await ctx.db.select().from(users).where(eq(users.email, 'manager3@superliga.test'));
    expect(old!.passwordHash.startsWith('$2y$')).toBe(true);
    expect(await verifyPassword(old!.passwordHash, FIXTURE_PASSWORD)).toBe(true);
  });

  it('a dry run reports the same and writes nothing; a failing run leaves nothing behind', async () => {
    const dry = await importLegacy(ctx.db, dumps[version], { now: NOW, dryRun: true });
    expect(dry.dryRun).toBe(true);
    expect(dry.problems.length).toBeGreaterThan(10);
    expect([...(await countRows(ctx.db)).values()].every((n) => n === 0)).toBe(true);
    const stale = await versions();
    const failing = importLegacy(ctx.db, dumps[version], {
      now: NOW,
      progress: (table) => {
        if (table === 'match_statistics') throw new Error('corte a mitad de la importación');
      },
    });
    await expect(failing).rejects.toThrow('corte a mitad');
    expect([...(await countRows(ctx.db)).values()].every((n) => n === 0)).toBe(true);
    expect(await bulkState()).toEqual({ off: 0, keys: 5 });
    expect(await versions()).toEqual(stale);
  });
});
