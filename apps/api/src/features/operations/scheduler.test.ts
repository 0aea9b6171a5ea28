import { describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { scheduledJobs } from '@liga/db';
import { Scheduler, type Job } from '../../lib/scheduler';
import { useTestContext } from '../../test/context.test-kit';

const ctx = useTestContext();

const HOUR = 3600_000;
const job = (name: string, runs: string[], fail = false): Job => ({
  name,
  everyMs: HOUR,
  run: async () => {
    runs.push(name);
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (fail) throw new Error('disco lleno');
  },
});

describe('scheduled jobs across instances', () => {
  it('runs a due job on one instance only, and again only once its period has passed', async () => {
    const runs: string[] = [];
    const instances = ['a', 'b', 'c'].map(
      (id) => new Scheduler(ctx.db, [job('backup', runs)], ctx.app.log, id),
    );
    const ran = await Promise.all(instances.map((s) => s.tick()));
    expect(runs).toEqual(['backup']);
    expect(ran.flat()).toEqual(['backup']);

    await Promise.all(instances.map((s) => s.tick()));
    expect(runs).toHaveLength(1);

    await ctx.db.execute(sql`update scheduled_jobs set last_run_at = now() - interval '61 minutes'`);
    await Promise.all(instances.map((s) => s.tick()));
    expect(runs).toHaveLength(2);
    const [row] = await ctx.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'backup'));
    expect(row).toMatchObject({ runs: 2, lastError: null });
    expect(row!.lastFinishedAt).not.toBeNull();
  });

  it('keeps a failure in the job row, runs on request, and never runs a manual-only job on schedule', async () => {
    const runs: string[] = [];
    const manual: Job = { ...job('manual', runs), everyMs: 0 };
    const scheduler = new Scheduler(ctx.db, [job('sweep', runs, true), manual], ctx.app.log, 'a');
    expect(await scheduler.tick()).toEqual(['sweep']);
    const [failed] = await ctx.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'sweep'));
    expect(failed!.lastError).toBe('disco lleno');

    await scheduler.runNow('manual');
    expect(runs).toEqual(['sweep', 'manual']);
    expect(await scheduler.tick()).toEqual([]);
  });
});

describe('scheduled jobs when the server closes', () => {
  it('a tick still claiming when the server stops runs nothing, and no job starts on request', async () => {
    const runs: string[] = [];
    const scheduler = new Scheduler(ctx.db, [job('backup', runs), job('sweep', runs)], ctx.app.log, 'a');
    const ticking = scheduler.tick();
    scheduler.stop();
    expect(await ticking).toEqual([]);
    await expect(scheduler.runNow('backup')).rejects.toThrow('cerrando');
    await scheduler.drain();
    expect(runs).toEqual([]);
  });

  it('closing the app waits for the job already running, then none starts', async () => {
    const runs: string[] = [];
    let finish!: () => void;
    const slow: Job = { name: 'slow', everyMs: HOUR, run: () => new Promise<void>((r) => (finish = r)) };
    const scheduler = new Scheduler(ctx.db, [slow, job('after', runs)], ctx.app.log, 'a');
    const ticking = scheduler.tick();
    await vi.waitFor(() => expect(finish).toBeDefined());
    scheduler.stop();
    let drained = false;
    const draining = scheduler.drain().then(() => (drained = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drained).toBe(false);
    finish();
    await draining;
    expect(await ticking).toEqual(['slow']);
    expect(runs).toEqual([]);
  });
});
