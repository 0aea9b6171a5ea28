import { sql } from 'drizzle-orm';
import { rateLimitHits, type Db } from '@liga/db';

/**
 * Fixed-window counters kept in the database (table rate_limit_hits), so that every server instance
 * behind a load balancer counts against the same limit. Expired rows are swept by a scheduled job.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts a hit for every key in one statement; false when any of them is over the limit. */
  async hit(keys: readonly string[], now: Date): Promise<boolean> {
    if (keys.length === 0) return true;
    const resetAt = new Date(now.getTime() + this.windowMs);
    const rows = keys.map((key) => sql`(${key}, 1, ${resetAt}::timestamptz)`);
    // A window that has ended starts again at 1 (the row is reused instead of deleted and re-inserted).
    const result = await this.db.execute(sql`
      insert into ${rateLimitHits} (key, count, reset_at) values ${sql.join(rows, sql`, `)}
      on conflict (key) do update set
        count = case when ${rateLimitHits.resetAt} <= ${now}::timestamptz then 1 else ${rateLimitHits.count} + 1 end,
        reset_at = case when ${rateLimitHits.resetAt} <= ${now}::timestamptz then excluded.reset_at
                        else ${rateLimitHits.resetAt} end
      returning count`);
    const counts = (result as unknown as { rows: { count: number }[] }).rows;
    return counts.every((r) => Number(r.count) <= this.limit);
  }
}

/** Deletes the counters of ended windows (scheduled job). */
export async function sweepRateLimits(db: Db, now: Date): Promise<number> {
  const result = await db.execute(
    sql`delete from ${rateLimitHits} where ${rateLimitHits.resetAt} <= ${now}::timestamptz`,
  );
  return (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
}
