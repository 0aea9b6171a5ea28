import { eq, sql } from 'drizzle-orm';
import { cacheVersions, type Db } from '@liga/db';
import { freshRead } from './fresh-read';
import { sharedAnswer } from './serialization';

interface Entry {
  version: string;
  value: unknown;
}

const MAX_ENTRIES = 500;

/**
 * Answers computed from many rows (standings, top lists, objectives), kept in memory while the
 * 'derived' version in `cache_versions` is unchanged. Triggers set the version as every write to
 * their inputs commits (migration 0003_derived_cache), and the version is read before answering, by a
 * read started after the request arrived: a cached answer is never older than the last commit before
 * its request, on this instance or any other. Requests arriving together share that read
 * (fresh-read.ts). Player views use the 'players' version (every write to players or teams, migration
 * 0008_player_views_cache), with the notice channel `liga_cache_players`.
 */
export class DerivedCache {
  private readonly entries = new Map<string, Entry>();
  private read: ReturnType<typeof prepareRead> | undefined;
  /** The version row's read, shared by the requests that arrive while another is under way. */
  private readonly currentVersion = freshRead(() => this.readVersion());
  hits = 0;
  misses = 0;

  /**
   * PGlite only: the version as counted from the database's notices, which PGlite delivers before
   * the committing statement returns, so no read is needed (one process owns the database).
   */
  private localVersion: number | null = null;

  constructor(
    private readonly db: Db,
    /** The row of `cache_versions` its triggers set. */
    private readonly name = 'derived',
  ) {}

  /** Switches to counting notices (PGlite); `changed` is then called on each. */
  countNotices(): void {
    this.localVersion ??= 0;
  }

  changed(): void {
    if (this.localVersion !== null) this.localVersion += 1;
  }

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const version = await this.version();
    const entry = this.entries.get(key);
    if (entry && entry.version === version) {
      this.hits += 1;
      return entry.value as T;
    }
    this.misses += 1;
    const value = sharedAnswer(await compute());
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { version, value });
    return value;
  }

  /**
   * The answer kept under `key`, when it is known without a read to still be current: on PGlite,
   * where the version is counted from the database's notices (decision 043). Elsewhere undefined,
   * and the caller goes through `get`.
   */
  peek<T>(key: string): T | undefined {
    if (this.localVersion === null) return undefined;
    const entry = this.entries.get(key);
    if (!entry || entry.version !== this.counted()) return undefined;
    this.hits += 1;
    return entry.value as T;
  }

  private version(): Promise<string> {
    if (this.localVersion !== null) return Promise.resolve(this.counted());
    return this.currentVersion();
  }

  /** The version as counted from notices (PGlite). */
  private counted(): string {
    return `local:${this.localVersion}`;
  }

  private async readVersion(): Promise<string> {
    this.read ??= prepareRead(this.db, this.name);
    const [row] = await this.read.execute({ name: this.name });
    // No row yet (nothing written since the tables were created or emptied): a version of its own.
    return row?.version ?? 'none';
  }
}

const prepareRead = (db: Db, name: string) =>
  db
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(eq(cacheVersions.name, sql.placeholder('name')))
    .prepare(`cache_version_${name}`);
