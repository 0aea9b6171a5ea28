/**
 * Where attempt counters live. In memory for one server process; a shared store (a PostgreSQL
 * table, Redis) implements the same three calls when several instances serve the league.
 */
export interface CounterStore {
  /** Adds one to the key's counter in its window (opened now if none) and returns the new count. */
  increment(key: string, windowMs: number, now: number): Promise<number>;
  /** Takes one back (an attempt that turned out fine); never below zero. */
  decrement(key: string, now: number): Promise<void>;
  /** The key's count in its current window. */
  count(key: string, now: number): Promise<number>;
}

/** Fixed-window counters in this process's memory. */
export class MemoryCounterStore implements CounterStore {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  increment(key: string, windowMs: number, now: number): Promise<number> {
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.hits.set(key, entry);
    }
    entry.count += 1;
    if (this.hits.size > 50_000) this.sweep(now);
    return Promise.resolve(entry.count);
  }

  decrement(key: string, now: number): Promise<void> {
    const entry = this.hits.get(key);
    if (entry && entry.resetAt > now && entry.count > 0) entry.count -= 1;
    return Promise.resolve();
  }

  count(key: string, now: number): Promise<number> {
    const entry = this.hits.get(key);
    return Promise.resolve(entry && entry.resetAt > now ? entry.count : 0);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
