import { bigint, integer, timestamp } from 'drizzle-orm/pg-core';

/** Whole currency units (DESIGN.md §5); JS numbers are exact up to 2^53. */
export const money = (name: string) => bigint(name, { mode: 'number' });
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true });
