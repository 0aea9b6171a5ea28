/**
 * npm run backup [-- --out <folder>]: a consistent backup of the configured database (PGlite in
 * DATA_DIR, or PostgreSQL with DATABASE_URL) into BACKUP_DIR (default DATA_DIR/backups). With a
 * PGlite server running, the folder is locked: the server is asked (SIGUSR2) to write the backup.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  DataDirLockedError,
  listBackups,
  lockDataDir,
  openDb,
  ownerOnlyFolder,
  pgliteFolder,
  writeBackup,
  type Backup,
} from '@liga/db';
import { loadEnv } from '../env';
import { megabytes, parseArgs, runCli } from '../lib/cli';
import { backupsDir } from '../plugins/scheduler';

const WAIT_FOR_SERVER_MS = 5 * 60_000;

async function askServer(pid: number, dir: string): Promise<Backup> {
  const before = new Set(listBackups(dir));
  const started = performance.now();
  process.kill(pid, 'SIGUSR2');
  console.log(`El servidor (pid ${pid}) tiene la base abierta: le pedí el respaldo…`);
  for (const end = Date.now() + WAIT_FOR_SERVER_MS; Date.now() < end;) {
    const file = listBackups(dir).find((f) => !before.has(f));
    if (file) return { file, bytes: fs.statSync(file).size, ms: Math.round(performance.now() - started) };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('El servidor no escribió el respaldo a tiempo: revisá su log.');
}

async function backup(dir: string): Promise<Backup> {
  const env = loadEnv();
  if (env.DATABASE_URL) {
    const handle = await openDb({ databaseUrl: env.DATABASE_URL, poolSize: 1, migrate: false });
    try {
      return await writeBackup(handle.db, dir, { pgBinDir: env.PG_BIN_DIR });
    } finally {
      await handle.close();
    }
  }
  const dataDir = path.resolve(env.DATA_DIR);
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const written = await askServer(error.pid, backupsDir(env));
    if (path.dirname(written.file) === dir) return written;
    ownerOnlyFolder(dir);
    const copy = path.join(dir, path.basename(written.file));
    fs.copyFileSync(written.file, copy);
    fs.chmodSync(copy, 0o600); // it holds password hashes and the app secret (decision 013)
    return { ...written, file: copy };
  }
  try {
    const handle = await openDb({ dataDir: pgliteFolder(dataDir), migrate: false });
    try {
      return await writeBackup(handle.db, dir, { pgBinDir: env.PG_BIN_DIR });
    } finally {
      await handle.close();
    }
  } finally {
    release();
  }
}

runCli(async () => {
  const { flags } = parseArgs(process.argv.slice(2));
  const out = flags.get('out');
  const dir = typeof out === 'string' ? path.resolve(out) : backupsDir(loadEnv());
  const result = await backup(dir);
  console.log(`Respaldo escrito: ${result.file} (${megabytes(result.bytes)}, ${result.ms} ms)`);
});
