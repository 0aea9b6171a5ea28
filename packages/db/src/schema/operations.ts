import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/**
 * Fixed-window counters of rate-limited actions (login, sign-up), kept in the database so that
 * every server instance counts against the same limit.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * One row per scheduled job (backups, ANALYZE, sweeps): an instance runs a job only after claiming
 * the row with an UPDATE whose WHERE says the job is due, so one instance runs it per period.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastRunAt: tstz('last_run_at'),
  lastFinishedAt: tstz('last_finished_at'),
  lastError: text('last_error'),
  runBy: text('run_by'),
  runs: integer('runs').notNull().default(0),
});

/**
 * The version of the derived answers (standings, top lists, objectives), row 'derived': deferred
 * triggers on their input tables set it to the writing transaction's id as it commits. A server
 * caching such an answer keeps the version it read before computing it and serves the cache only
 * while the version is unchanged, so no instance serves an answer older than the last commit.
 */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
});
