import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client';
import { ownerOnly, ownerOnlyFolder } from './owner-only';

export interface Backup {
  file: string;
  bytes: number;
  ms: number;
}

/** `liga-20250131-235959-pglite.tar.gz` / `…-postgres.dump`: sortable by name, kind in the suffix. */
const BACKUP_NAME = /^liga-\d{8}-\d{6}-(pglite\.tar\.gz|postgres\.dump)$/;

const stamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

export interface PgToolOptions {
  /** Folder of pg_dump/pg_restore (their major version must be at least the server's); default PATH. */
  pgBinDir?: string | undefined;
}

const pgTool = (name: 'pg_dump' | 'pg_restore', options: PgToolOptions) =>
  options.pgBinDir ? path.join(options.pgBinDir, name) : name;

function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => reject(new Error(`${command}: ${error.message}`)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} terminó con código ${code}: ${stderr.trim()}`)),
    );
  });
}

/** The connection URL behind a pg pool, for the client programs. */
function poolUrl(pool: pg.Pool): string {
  const o = pool.options;
  if (o.connectionString) return o.connectionString;
  const url = new URL('postgres://localhost');
  url.hostname = String(o.host ?? 'localhost');
  url.port = String(o.port ?? 5432);
  url.username = String(o.user ?? '');
  if (typeof o.password === 'string') url.password = o.password;
  url.pathname = `/${o.database ?? ''}`;
  return url.toString();
}

/**
 * How pg_dump/pg_restore reach the database: the URL without its password for `--dbname`, and the
 * password in their environment (PGPASSWORD). A command line is readable by every user of the
 * machine (`ps`, /proc/<pid>/cmdline); a process's environment only by its owner (decision 013).
 */
export function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = parsed.password
    ? decodeURIComponent(parsed.password)
    : (parsed.searchParams.get('password') ?? undefined);
  parsed.password = '';
  parsed.searchParams.delete('password');
  // Spawned programs inherit this process's environment unless given one: the same, plus the password.
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password !== undefined) env.PGPASSWORD = password;
  return { dbname: parsed.toString(), env };
}

/**
 * Writes a consistent backup of the database into `dir`: PGlite's data folder as a tar.gz taken
 * between two queries after a CHECKPOINT (no statement is half-written; an open transaction is
 * rolled back on restore, as after a crash), or pg_dump's custom format taken in one snapshot.
 * The file appears under its final name only when complete.
 */
export async function writeBackup(
  db: Db,
  dir: string,
  options: PgToolOptions & { at?: Date } = {},
): Promise<Backup> {
  const at = options.at ?? new Date();
  const started = performance.now();
  ownerOnlyFolder(dir);
  const client = (db as unknown as { $client: unknown }).$client;
  const kind = client instanceof pg.Pool ? 'postgres.dump' : 'pglite.tar.gz';
  const file = path.join(dir, `liga-${stamp(at)}-${kind}`);
  const partial = `${file}.partial`;
  try {
    // Created empty and owner-only first: pg_dump truncates it and keeps its mode, so the dump is never
    // readable by others, not even while it is written (it holds password hashes and the app secret).
    fs.writeFileSync(partial, '', { mode: 0o600 });
    if (client instanceof pg.Pool) {
      const { dbname, env } = toolConnection(poolUrl(client));
      await runTool(
        pgTool('pg_dump', options),
        ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${dbname}`],
        env,
      );
    } else if (client instanceof PGlite) {
      await client.query('checkpoint');
      // The checkpoint may have written new files into the database folder with PGlite's own modes.
      if (client.dataDir) ownerOnly(client.dataDir);
      const tarball = await client.dumpDataDir('gzip');
      fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    } else {
      throw new Error('Base de datos desconocida: no se puede respaldar.');
    }
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { file, bytes: fs.statSync(file).size, ms: Math.round(performance.now() - started) };
}

/** Backups in `dir`, oldest first. */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Deletes all but the newest `keep` backups; returns the deleted files. */
export function pruneBackups(dir: string, keep: number): string[] {
  const all = listBackups(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const file of old) fs.rmSync(file, { force: true });
  return old;
}

export const isPgliteBackup = (file: string) => file.endsWith('.tar.gz');

/** Creates the PGlite database folder `target` (which must not hold a database) from a backup. */
export async function restorePgliteBackup(file: string, target: string): Promise<void> {
  if (fs.existsSync(path.join(target, 'PG_VERSION')))
    throw new Error(`${target} ya tiene una base de datos: movela antes de restaurar.`);
  const db = await PGlite.create({ dataDir: target, loadDataDir: new Blob([fs.readFileSync(file)]) });
  await db.query('select 1');
  await db.close();
  ownerOnly(target);
}

/**
 * Restores a pg_dump backup into the database at `url`, replacing the objects it contains, in one
 * transaction: a failed restore leaves the database as it was.
 */
export async function restorePostgresBackup(
  file: string,
  url: string,
  options: PgToolOptions = {},
): Promise<void> {
  const { dbname, env } = toolConnection(url);
  await runTool(
    pgTool('pg_restore', options),
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}
