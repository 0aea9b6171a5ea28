import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { scheduledJobs, type Db } from '@liga/db';

export interface Job {
  name: string;
  /** 0: never on schedule, only through runNow (an operator's request). */
  everyMs: number;
  run: () => Promise<unknown>;
}

/**
 * Runs periodic jobs (backups, ANALYZE, sweeps) with one runner per period across every instance
 * on the same database: an instance runs a job only after its UPDATE of the job's row — which
 * says the job is due, by the database's clock — changed that row. Two instances ticking together
 * both try; PostgreSQL re-checks the second UPDATE's WHERE after the first commits, and it no longer
 * matches. A job that fails is not retried before its next period (its error is kept in the row).
 */
export class Scheduler {
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly running = new Map<string, Promise<void>>();
  private readonly jobs: Job[];

  constructor(
    private readonly db: Db,
    jobs: readonly Job[],
    private readonly log: FastifyBaseLogger,
    private readonly instanceId: string,
  ) {
    this.jobs = [...jobs];
  }

  /** A feature's job, added where the feature registers its routes (plugins do not depend on features). */
  add(job: Job): void {
    if (this.jobs.some((j) => j.name === job.name)) throw new Error(`tarea repetida: ${job.name}`);
    this.jobs.push(job);
  }

  /** Ticks every `everyMs`, the first time after `firstMs` (out of the way of start-up). */
  start(everyMs = 60_000, firstMs = 10_000): void {
    const loop = (ms: number) => {
      if (this.stopped) return;
      this.timer = setTimeout(() => {
        void this.tick().finally(() => loop(everyMs));
      }, ms);
      this.timer.unref();
    };
    loop(firstMs);
  }

  /** Claims and runs every due job; resolves with the names it ran. */
  async tick(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of this.jobs) {
      if (this.stopped) break;
      if (job.everyMs <= 0 || this.running.has(job.name)) continue;
      try {
        if (!(await this.claim(job))) continue;
      } catch (error) {
        this.log.warn({ err: error, job: job.name }, 'No se pudo consultar la tarea programada');
        continue;
      }
      // Stopped while claiming (the server is closing): the claim stands, the job waits for its next period.
      if (this.stopped) break;
      ran.push(job.name);
      await this.execute(job);
    }
    return ran;
  }

  /** Runs a job now, due or not (an operator asked for it); still recorded in its row. */
  async runNow(name: string): Promise<void> {
    const job = this.jobs.find((j) => j.name === name);
    if (!job) throw new Error(`tarea desconocida: ${name}`);
    if (this.stopped) throw new Error('el servidor se está cerrando');
    const current = this.running.get(name);
    if (current) return current;
    await this.ensureRow(job.name);
    await this.db.execute(sql`
      update ${scheduledJobs} set last_run_at = now(), run_by = ${this.instanceId}, runs = runs + 1
      where name = ${name}`);
    await this.execute(job);
  }

  /**
   * No job starts from now on (a tick between its claim and its run included); `drain` waits for the
   * ones running. The server stops at the start of its shutdown and drains before closing the
   * database: a job started meanwhile (all of them are due after the wall clock jumps forward) would
   * hold the database the close waits for (decision 011, "Shutdown").
   */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Waits for the jobs running now. */
  async drain(): Promise<void> {
    await Promise.all(this.running.values());
  }

  private async ensureRow(name: string): Promise<void> {
    await this.db.execute(sql`insert into ${scheduledJobs} (name) values (${name}) on conflict do nothing`);
  }

  private async claim(job: Job): Promise<boolean> {
    await this.ensureRow(job.name);
    const seconds = job.everyMs / 1000;
    const result = await this.db.execute(sql`
      update ${scheduledJobs} set last_run_at = now(), run_by = ${this.instanceId}, runs = runs + 1
      where name = ${job.name}
        and (last_run_at is null or last_run_at <= now() - make_interval(secs => ${seconds}::double precision))
      returning name`);
    return result.rows.length === 1;
  }

  private execute(job: Job): Promise<void> {
    const started = performance.now();
    const run = (async () => {
      let error: string | null = null;
      try {
        const result = await job.run();
        this.log.info(
          { job: job.name, ms: Math.round(performance.now() - started), result },
          'Tarea programada',
        );
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure);
        this.log.error({ err: failure, job: job.name }, 'Falló la tarea programada');
      }
      await this.db
        .execute(
          sql`
          update ${scheduledJobs} set last_finished_at = now(), last_error = ${error} where name = ${job.name}`,
        )
        .catch(() => undefined);
    })().finally(() => this.running.delete(job.name));
    this.running.set(job.name, run);
    return run;
  }
}
