import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { pgPoolOf, pruneBackups, writeBackup } from '@liga/db';
import { sweepRateLimits } from '../lib/rate-limiter';
import { Scheduler, type Job } from '../lib/scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

const HOUR = 3600_000;

/** Where backups go: BACKUP_DIR, else DATA_DIR/backups (outside the PGlite folder DATA_DIR/db). */
export const backupsDir = (env: { BACKUP_DIR?: string | undefined; DATA_DIR: string }) =>
  path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups'));

/**
 * The server's periodic jobs. They tick only when the server runs them (`start: true`, main.ts);
 * tests call `app.scheduler.tick()` or `runNow()` themselves.
 */
export default fp<{ start?: boolean; jobs?: (app: FastifyInstance) => Job[] }>(
  async (app, options) => {
    const jobs: Job[] = [
      {
        name: 'backup',
        everyMs: app.env.BACKUP_EVERY_HOURS * HOUR,
        run: async () => {
          const dir = backupsDir(app.env);
          const backup = await writeBackup(app.db, dir, { pgBinDir: app.env.PG_BIN_DIR });
          const removed = pruneBackups(dir, app.env.BACKUP_KEEP);
          return { file: backup.file, bytes: backup.bytes, removed: removed.length };
        },
      },
      {
        name: 'rate-limit-sweep',
        everyMs: HOUR,
        run: async () => ({ removed: await sweepRateLimits(app.db, app.clock.now()) }),
      },
    ];
    // The features' own jobs, handed in by app.ts (a plugin does not import a feature).
    jobs.push(...(options.jobs?.(app) ?? []));
    // PGlite runs no autovacuum daemon: its planner statistics are refreshed here, once a day.
    if (!pgPoolOf(app.db))
      jobs.push({ name: 'analyze', everyMs: 24 * HOUR, run: () => app.db.execute(sql`analyze`) });

    const scheduler = new Scheduler(app.db, jobs, app.log, app.events.instanceId);
    app.decorate('scheduler', scheduler);
    if (options.start) app.addHook('onReady', async () => scheduler.start());
    // Before the HTTP server waits for its requests, so that no job starts while it does.
    app.addHook('preClose', async () => scheduler.stop());
    app.addHook('onClose', async () => {
      scheduler.stop();
      await scheduler.drain();
    });
  },
  { name: 'scheduler', dependencies: ['events'] },
);
