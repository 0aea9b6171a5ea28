import { sql } from 'drizzle-orm';
import { rateLimitHits, type Db } from '@liga/db';

/**
 * Where attempt counters live. The server uses the database (DbCounterStore), so every instance
 * behind a load balancer counts against the same limit; another shared store implements the same calls.
 */
export interface CounterStore {
  /** Adds one to the key's counter in its window (opened now if none) and returns the new count. */
  increment(key: string, windowMs: number, now: number): Promise<number>;
  /** Takes one back (an attempt that turned out fine); never below zero. */
  decrement(key: string, now: number): Promise<void>;
  /** The key's count in its current window. */
  count(key: string, now: number): Promise<number>;
}

/** Fixed-window counters in the table rate_limit_hits; expired rows are swept by a scheduled job. */
export class DbCounterStore implements CounterStore {
  constructor(private readonly db: Db) {}

  async increment(key: string, windowMs: number, now: number): Promise<number> {
    const at = new Date(now);
    const resetAt = new Date(now + windowMs);
    // A window that has ended starts again at 1 (the row is reused instead of deleted and re-inserted).
    const result = await this.db.execute(sql`
      insert into ${rateLimitHits} (key, count, reset_at) values (${key}, 1, ${resetAt}::timestamptz)
      on conflict (key) do update set
        count = case when ${rateLimitHits.resetAt} <= ${at}::timestamptz then 1 else ${rateLimitHits.count} + 1 end,
        reset_at = case when ${rateLimitHits.resetAt} <= ${at}::timestamptz then excluded.reset_at
                        else ${rateLimitHits.resetAt} end
      returning count`);
    return Number(rows<{ count: number }>(result)[0]?.count ?? 0);
  }

  async decrement(key: string, now: number): Promise<void> {
    await this.db.execute(sql`
      update ${rateLimitHits} set count = count - 1
      where key = ${key} and count > 0 and ${rateLimitHits.resetAt} > ${new Date(now)}::timestamptz`);
  }

  async count(key: string, now: number): Promise<number> {
    const result = await this.db.execute(sql`
      select count from ${rateLimitHits}
      where key = ${key} and ${rateLimitHits.resetAt} > ${new Date(now)}::timestamptz`);
    return Number(rows<{ count: number }>(result)[0]?.count ?? 0);
  }
}

/** A fixed-window limit per key over a counter store (e.g. a user's questions to the assistant). */
export class RateLimiter {
  constructor(
    private readonly store: CounterStore,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts a hit for the key; false when it is over the limit. */
  async hit(key: string, now: Date): Promise<boolean> {
    return (await this.store.increment(key, this.windowMs, now.getTime())) <= this.limit;
  }
}

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Deletes the counters of ended windows (scheduled job). */
export async function sweepRateLimits(db: Db, now: Date): Promise<number> {
  const result = await db.execute(
    sql`delete from ${rateLimitHits} where ${rateLimitHits.resetAt} <= ${now}::timestamptz`,
  );
  return (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
}
