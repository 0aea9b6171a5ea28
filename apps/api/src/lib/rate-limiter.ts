/** Fixed-window counters in memory: enough for one server process guarding login and sign-up. */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts a hit for every key; false when any of them is over the limit. */
  hit(keys: string[], now = Date.now()): boolean {
    let allowed = true;
    for (const key of keys) {
      let entry = this.hits.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + this.windowMs };
        this.hits.set(key, entry);
      }
      entry.count += 1;
      if (entry.count > this.limit) allowed = false;
    }
    if (this.hits.size > 50_000) this.sweep(now);
    return allowed;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
