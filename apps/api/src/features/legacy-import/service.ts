import { sql } from 'drizzle-orm';
import { users, type Db } from '@liga/db';
import type { LegacyData } from './legacy-data';
import { messages } from './messages';
import { planImport } from './plan';
import { buildReport, countRows, type ImportReport } from './report';
import { writePlan, type Progress } from './write';

/** The league is empty: no teams, players, seasons or matches; accounts may exist (the Admin importing). */
export class LeagueNotEmptyError extends Error {
  constructor() {
    // In both languages for the CLI; the web answers messages.notEmpty alone.
    super(`${messages.notEmpty} / ${messages.notEmptyEnglish}`);
  }
}

export class NotALeagueError extends Error {
  constructor() {
    super(messages.noLeague);
  }
}

const LEAGUE_TABLES = ['teams', 'players', 'seasons', 'matches', 'tournaments', 'release_clauses'];

export async function leagueIsEmpty(db: Pick<Db, 'execute'>): Promise<boolean> {
  const { rows } = await db.execute<{ n: string | number }>(
    sql.raw(`select (${LEAGUE_TABLES.map((t) => `(select count(*) from ${t})`).join(' + ')}) as n`),
  );
  return Number(rows[0]?.n ?? 0) === 0;
}

/** Everything that refuses an import before it starts: a dump without a league, a league not empty. */
export async function assertImportable(db: Db, data: LegacyData): Promise<void> {
  if (!data.tables.has('users') || !data.tables.has('teams') || !data.tables.has('players'))
    throw new NotALeagueError();
  if (!(await leagueIsEmpty(db))) throw new LeagueNotEmptyError();
}

export interface ImportOptions {
  dryRun?: boolean;
  now?: Date;
  progress?: Progress;
}

/**
 * Imports a legacy league (decision 032) into an empty one: a dry run maps and reports without
 * writing; a real run writes everything in one transaction, checks the ledger and the counts inside
 * it, and rolls back on any error.
 */
export async function importLegacy(
  db: Db,
  data: LegacyData,
  options: ImportOptions = {},
): Promise<ImportReport> {
  await assertImportable(db, data);
  const now = options.now ?? new Date();
  const existing = await db.select({ id: users.id, email: users.email }).from(users);
  const plan = planImport(data, existing, now);
  const before = await countRows(db);
  if (options.dryRun) return buildReport(plan, { dryRun: true, before, after: null, db: null });
  return db.transaction(async (tx) => {
    // One import at a time; the second finds the league no longer empty.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('liga-legacy-import'))`);
    if (!(await leagueIsEmpty(tx))) throw new LeagueNotEmptyError();
    await writePlan(tx, plan, options.progress);
    const report = await buildReport(plan, { dryRun: false, before, after: await countRows(tx), db: tx });
    if (report.ledger.mismatches.length > 0)
      throw new Error(`libro mayor descuadrado tras importar: ${JSON.stringify(report.ledger.mismatches)}`);
    return report;
  });
}
