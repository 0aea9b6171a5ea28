import { MAX_BALANCE, MAX_MONEY_INPUT } from '@liga/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Whole currency units (docs/rules.md §12), bounded by CHECKs far below 2^53 so JS numbers stay exact. */
export const money = (name: string) => bigint(name, { mode: 'number' });
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true });
/** A row's required link to another table's id: `integer NOT NULL REFERENCES …`, with its delete rule. */
export const requiredFk = (
  name: string,
  target: () => AnyPgColumn,
  actions?: Parameters<ReturnType<typeof integer>['references']>[1],
) => integer(name).notNull().references(target, actions);
/** A JSON array kept with the row: `jsonb NOT NULL DEFAULT '[]'`. */
export const jsonList = <T>(name: string) =>
  jsonb(name)
    .$type<T[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

/**
 * The database's own bound on a money column (decision 013), named `<table>_<column>_bounds`:
 * 'input' is what a form may send (0..MAX_MONEY_INPUT), 'signed' an input either sign (ledger
 * amounts), 'sum' a derived total (0..MAX_BALANCE), 'balance' a budget (±MAX_BALANCE).
 */
export function moneyBounds(
  table: string,
  column: AnyPgColumn,
  kind: 'input' | 'signed' | 'sum' | 'balance',
) {
  const max = kind === 'input' || kind === 'signed' ? MAX_MONEY_INPUT : MAX_BALANCE;
  const min = kind === 'input' || kind === 'sum' ? 0 : -max;
  return check(
    `${table}_${column.name}_bounds`,
    sql`${column} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`,
  );
}
