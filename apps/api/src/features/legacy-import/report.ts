import { sql } from 'drizzle-orm';
import { ledgerMismatches, type Tx } from '@liga/db';
import {
  standings,
  type LegacyImportReport as ImportReport,
  type LegacyStandingLine as StandingLine,
  type MatchResult,
} from '@liga/domain';
import { int } from './legacy-data';
import { MAPPED_TABLES, type ImportPlan } from './plan';
import { SQL_NAMES } from './write';

/** The import's report (decision 032): counts, problems, the ledger check and the standings check. */
export type { ImportReport };

const FIELDS = ['played', 'won', 'drawn', 'lost', 'goals_for', 'goals_against', 'points'] as const;

/** The stored standings compared with the table the imported games give (the league's own `standings`). */
export function compareStandings(plan: ImportPlan): ImportReport['standings'] {
  const tournaments = new Set(plan.data.tables.get('standings')?.rows.map((r) => int(r.tournament_id)) ?? []);
  const games = new Map<number, MatchResult[]>();
  for (const m of plan.rows.matches) {
    if (m.status !== 'completed' || !tournaments.has(m.tournamentId)) continue;
    const list = games.get(m.tournamentId) ?? [];
    list.push({
      home_id: m.teamHomeId,
      away_id: m.teamAwayId,
      home_goals: m.scoreHome ?? null,
      away_goals: m.scoreAway ?? null,
    });
    games.set(m.tournamentId, list);
  }
  const computed = new Map<string, StandingLine>();
  for (const [tournamentId, results] of games)
    for (const row of standings([], results))
      computed.set(
        `${tournamentId}:${row.team_id}`,
        Object.fromEntries(FIELDS.map((f) => [f, row[f]])) as StandingLine,
      );
  const out: ImportReport['standings'] = [];
  const seen = new Set<string>();
  for (const row of plan.data.tables.get('standings')?.rows ?? []) {
    const key = `${int(row.tournament_id)}:${int(row.team_id)}`;
    seen.add(key);
    const stored = Object.fromEntries(FIELDS.map((f) => [f, int(row[f]) ?? 0])) as unknown as StandingLine;
    const mine = computed.get(key) ?? null;
    if (!mine || FIELDS.some((f) => mine[f] !== stored[f]))
      out.push({ tournamentId: int(row.tournament_id)!, teamId: int(row.team_id)!, stored, computed: mine });
  }
  for (const [key, line] of computed)
    if (!seen.has(key)) {
      const [tournamentId, teamId] = key.split(':').map(Number) as [number, number];
      out.push({ tournamentId, teamId, stored: null, computed: line });
    }
  return out;
}

export async function countRows(db: Pick<Tx, 'execute'>): Promise<Map<string, number>> {
  const names = [...new Set(Object.values(SQL_NAMES)), 'budget_movements'];
  const { rows } = await db.execute<{ name: string; n: string | number }>(
    sql.raw(names.map((n) => `select '${n}' as name, count(*) as n from ${n}`).join(' union all ')),
  );
  return new Map(rows.map((r) => [r.name, Number(r.n)]));
}

export async function buildReport(
  plan: ImportPlan,
  options: {
    dryRun: boolean;
    before: Map<string, number>;
    after: Map<string, number> | null;
    db: Pick<Tx, 'execute'> | null;
  },
): Promise<ImportReport> {
  const skipped = new Map<string, number>();
  for (const p of plan.problems)
    if (p.action === 'omitida') skipped.set(p.table, (skipped.get(p.table) ?? 0) + 1);
  const tables: ImportReport['tables'] = MAPPED_TABLES.filter(([legacy]) => plan.data.tables.has(legacy)).map(
    ([legacy, key]) => {
      const rows = plan.data.tables.get(legacy)!.rows.length;
      const target = SQL_NAMES[key];
      return {
        legacy,
        rows,
        imported: rows - (skipped.get(legacy) ?? 0),
        skipped: skipped.get(legacy) ?? 0,
        target,
        before: options.before.get(target) ?? 0,
        after: options.after?.get(target) ?? null,
      };
    },
  );
  tables.push({
    legacy: 'teams (títulos)',
    rows: plan.rows.teamTrophies.length,
    imported: plan.rows.teamTrophies.length,
    skipped: 0,
    target: 'team_trophies',
    before: options.before.get('team_trophies') ?? 0,
    after: options.after?.get('team_trophies') ?? null,
  });
  const budgets = plan.openingBalances.reduce((s, b) => s + b.amount, 0);
  let ledger = {
    users: plan.openingBalances.length,
    budgets,
    ledger: budgets,
    mismatches: [] as ImportReport['ledger']['mismatches'],
  };
  if (options.db) {
    const { rows } = await options.db.execute<{ users: string; budgets: string; ledger: string }>(
      sql`select (select count(*) from users) as users, (select coalesce(sum(profits), 0) from users) as budgets, (select coalesce(sum(amount), 0) from budget_movements) as ledger`,
    );
    const r = rows[0]!;
    ledger = {
      users: Number(r.users),
      budgets: Number(r.budgets),
      ledger: Number(r.ledger),
      mismatches: await ledgerMismatches(options.db),
    };
  }
  return {
    version: plan.version,
    dryRun: options.dryRun,
    activeSeasonId: plan.activeSeasonId,
    freeAgentTeamId: plan.freeAgentTeamId,
    tables,
    problems: plan.problems,
    notImported: plan.notImported,
    ledger,
    standings: compareStandings(plan),
  };
}
