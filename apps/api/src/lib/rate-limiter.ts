import { lte, sql } from 'drizzle-orm';
import { rateLimitHits, type Db, type Tx } from '@liga/db';

/**
 * Where attempt counters live. The server uses the database (DbCounterStore), so every instance
 * behind a load balancer counts against the same limit; another shared store implements the same calls.
 */
export interface CounterStore {
  /**
   * Counts one attempt on every key, but only when each key is still under `limit` in its window:
   * true when counted, false (and nothing written) when any key is at its limit. A refused attempt
   * costs nothing lasting, so counts never pass the limit and a blocked caller adds no rows (decision 013).
   */
  tryIncrement(keys: readonly string[], limit: number, windowMs: number, now: number): Promise<boolean>;
  /** Adds one to the key's counter (never past `ceiling`) in its window (opened now if none); the new count. */
  increment(key: string, windowMs: number, now: number, ceiling?: number): Promise<number>;
  /** Takes one back (an attempt that turned out fine); never below zero. */
  decrement(key: string, now: number): Promise<void>;
  /** The key's count in its current window. */
  count(key: string, now: number): Promise<number>;
}

/** Thrown inside tryIncrement's transaction to undo the keys counted before the refused one. */
class AtLimit extends Error {}

const INT_MAX = 2_147_483_647;

/** Fixed-window counters in the table rate_limit_hits; expired rows are swept by a scheduled job. */
export class DbCounterStore implements CounterStore {
  constructor(private readonly db: Db) {}

  async tryIncrement(
    keys: readonly string[],
    limit: number,
    windowMs: number,
    now: number,
  ): Promise<boolean> {
    try {
      // One transaction: a key refused after others were counted takes their counts back with it.
      // Concurrent attempts on a key wait on its row and then see the count the first one left.
      await this.db.transaction(async (tx) => {
        for (const key of keys)
          if ((await upsert(tx, key, windowMs, now, limit)) === null) throw new AtLimit();
      });
      return true;
    } catch (error) {
      if (error instanceof AtLimit) return false;
      throw error;
    }
  }

  async increment(key: string, windowMs: number, now: number, ceiling = INT_MAX): Promise<number> {
    return (await upsert(this.db, key, windowMs, now, ceiling, true)) ?? ceiling;
  }

  async decrement(key: string, now: number): Promise<void> {
    await this.db.execute(sql`
      update ${rateLimitHits} set count = count - 1
      where key = ${key} and count > 0 and ${rateLimitHits.resetAt} > ${new Date(now)}::timestamptz`);
  }

  async count(key: string, now: number): Promise<number> {
    const { rows } = await this.db.execute<{ count: number }>(sql`
      select count from ${rateLimitHits}
      where key = ${key} and ${rateLimitHits.resetAt} > ${new Date(now)}::timestamptz`);
    return Number(rows[0]?.count ?? 0);
  }
}

/** A fixed-window limit per key over a counter store (e.g. a user's questions to the assistant). */
export class RateLimiter {
  constructor(
    private readonly store: CounterStore,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts a hit for the key; false (counting nothing) when it is at the limit. */
  hit(key: string, now: Date): Promise<boolean> {
    return this.store.tryIncrement([key], this.limit, this.windowMs, now.getTime());
  }
}

/**
 * Counts one on the key's row, opening a new window when the last one ended. Under the limit (or
 * with `saturate`, up to it) the new count; at the limit, null and the row untouched: ON CONFLICT's
 * WHERE leaves the row as it is (and locked until the transaction ends).
 */
async function upsert(
  db: Db | Tx,
  key: string,
  windowMs: number,
  now: number,
  limit: number,
  saturate = false,
): Promise<number | null> {
  const at = new Date(now);
  const resetAt = new Date(now + windowMs);
  const ended = sql`${rateLimitHits.resetAt} <= ${at}::timestamptz`;
  // A window that has ended starts again at 1 (the row is reused instead of deleted and re-inserted).
  const { rows } = await db.execute<{ count: number }>(sql`
    insert into ${rateLimitHits} (key, count, reset_at) values (${key}, 1, ${resetAt}::timestamptz)
    on conflict (key) do update set
      count = case when ${ended} then 1 else least(${rateLimitHits.count} + 1, ${limit}::int) end,
      reset_at = case when ${ended} then excluded.reset_at else ${rateLimitHits.resetAt} end
    where ${saturate ? sql`true` : sql`${ended} or ${rateLimitHits.count} < ${limit}::int`}
    returning count`);
  const row = rows[0];
  return row ? Number(row.count) : null;
}

/** Deletes the counters of ended windows (scheduled job). */
export async function sweepRateLimits(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(rateLimitHits)
    .where(lte(rateLimitHits.resetAt, now))
    .returning({ key: rateLimitHits.key });
  return removed.length;
}
