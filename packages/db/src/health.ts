import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from './client';

let expected: number | undefined;

/** How many migrations this build ships (drizzle-kit's journal). */
export function shippedMigrations(): number {
  if (expected === undefined) {
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expected = journal.entries.length;
  }
  return expected;
}

/**
 * Applied vs shipped migrations; throws when the database does not answer. `applied` may exceed
 * `expected` while a newer instance rolls out beside this one: that database is still usable.
 */
export async function migrationStatus(db: Db): Promise<{ applied: number; expected: number }> {
  const {
    rows: [row],
  } = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return { applied: Number(row?.n ?? 0), expected: shippedMigrations() };
}
