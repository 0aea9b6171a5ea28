import pg from 'pg';
import { copyDatabase, fingerprint, ledgerMismatches, openDb, type CopyReport, type Db } from '@liga/db';

export interface MigrationResult extends CopyReport {
  ledgerUsers: number;
}

/**
 * Moves a league from `source` (the embedded database, migrated to the current schema) into the
 * PostgreSQL database at `targetUrl`: applies the migrations there, refuses a database that
 * already holds data, copies every row and sequence in one transaction (a failure leaves it
 * empty), then compares both databases table by table and checks the budget ledger.
 */
export async function migrateToPostgres(source: Db, targetUrl: string): Promise<MigrationResult> {
  const target = await openDb({ databaseUrl: targetUrl, poolSize: 2 });
  try {
    const before = await fingerprint(target.db);
    const filled = Object.entries(before).filter(([k, v]) => k.startsWith('table ') && !v.startsWith('0 '));
    if (filled.length > 0)
      throw new Error(
        `La base de destino ya tiene datos (${filled.map(([k]) => k.slice(6)).join(', ')}): usá una base vacía.`,
      );

    const client = new pg.Client({ connectionString: targetUrl });
    await client.connect();
    let report: CopyReport;
    try {
      await client.query('begin');
      report = await copyDatabase(source, client);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      await client.end();
    }

    const [expected, actual] = [await fingerprint(source), await fingerprint(target.db)];
    const differing = Object.keys(expected).filter((k) => expected[k] !== actual[k]);
    if (differing.length > 0) throw new Error(`Las bases difieren tras copiar: ${differing.join(', ')}`);
    const mismatches = await ledgerMismatches(target.db);
    if (mismatches.length > 0)
      throw new Error(`El libro mayor no cuadra en PostgreSQL para ${mismatches.length} usuarios.`);
    const ledgerUsers = report.tables.find((t) => t.table === 'users')?.rows ?? 0;
    return { ...report, ledgerUsers };
  } finally {
    await target.close();
  }
}
