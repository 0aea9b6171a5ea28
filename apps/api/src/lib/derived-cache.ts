import { eq } from 'drizzle-orm';
import { cacheVersions, type Db } from '@liga/db';

/** A family of derived answers and the tables behind it (migration 0002_derived_cache). */
export type CacheFamily = 'competition' | 'squads';

interface Entry {
  version: string;
  value: unknown;
}

const MAX_ENTRIES = 500;

/**
 * Answers computed from many rows (standings, top lists, objectives), kept in memory while their
 * family's version in `cache_versions` is unchanged. Triggers set the version inside every writing
 * transaction, and the version is read before computing: a cached answer is never older than the
 * last committed write, on this instance or any other, at the price of one primary-key read.
 */
export class DerivedCache {
  private readonly entries = new Map<string, Entry>();
  private readonly reads = new Map<CacheFamily, ReturnType<typeof prepareRead>>();
  hits = 0;
  misses = 0;

  constructor(private readonly db: Db) {}

  async get<T>(family: CacheFamily, key: string, compute: () => Promise<T>): Promise<T> {
    const version = await this.version(family);
    const id = `${family}:${key}`;
    const entry = this.entries.get(id);
    if (entry && entry.version === version) {
      this.hits += 1;
      return entry.value as T;
    }
    this.misses += 1;
    const value = await compute();
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { version, value });
    return value;
  }

  private async version(family: CacheFamily): Promise<string> {
    let read = this.reads.get(family);
    if (!read) this.reads.set(family, (read = prepareRead(this.db, family)));
    const [row] = await read.execute();
    // No row yet (nothing written since the tables were created or emptied): a version of its own.
    return row?.version ?? 'none';
  }
}

const prepareRead = (db: Db, family: CacheFamily) =>
  db
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(eq(cacheVersions.name, family))
    .prepare(`cache_version_${family}`);
