import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '@liga/db';
import { notFound } from './http-errors';

/**
 * Row `id` of `table`, locked FOR UPDATE until the transaction ends, so that two requests changing it
 * take turns; a 404 with `missing` when there is no such row.
 */
export async function lockedRow<T extends PgTable & { id: PgColumn }>(
  tx: Tx,
  table: T,
  id: number,
  missing: string,
): Promise<T['$inferSelect']> {
  // Drizzle cannot type a select from a table given as a type parameter: the row is the table's row.
  const [row] = (await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update')) as T['$inferSelect'][];
  if (!row) throw notFound(missing);
  return row;
}
