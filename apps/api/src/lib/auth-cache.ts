/** What a token lookup found (plugins/auth.ts), kept with the token's own expiry. */
export interface CachedToken<U> {
  user: U;
  expiresAt: Date;
  lastUsedAt: Date | null;
}

/** Long enough to spare the database nearly every lookup; the bound if a notice were ever lost. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

/**
 * Token → user lookups of the last minute, so that an authenticated read costs one query, not two.
 * Keyed by the token as the client sent it, so that a cached session costs no SHA-256 (the database
 * keeps only the hash; this map lives in the process's memory, as the request's own header does).
 * Dropped entirely whenever tokens or users change: the database notifies every instance (triggers
 * on user_tokens and users, channel liga_auth), and this instance also drops it on each of its own
 * writing requests before answering, since a notice may arrive after the client's next request.
 */
export class AuthCache<U> {
  private readonly entries = new Map<string, CachedToken<U> & { cachedAt: number }>();

  get(token: string, now: Date): CachedToken<U> | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt <= now || Date.now() - entry.cachedAt > TTL_MS) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  set(token: string, value: CachedToken<U>): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { ...value, cachedAt: Date.now() });
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
