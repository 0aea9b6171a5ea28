import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { restorePgliteBackup, writeBackup } from './backup';
import { openDb } from './client';
import { lockDataDir } from './lock';
import { ownerOnly } from './owner-only';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'liga-modes-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Mode → how many entries under `root` (itself included) have it. */
function modes(root: string): Record<string, number> {
  const counts: Record<string, number> = {};
  const add = (entry: string) => {
    const mode = (fs.statSync(entry).mode & 0o777).toString(8);
    counts[mode] = (counts[mode] ?? 0) + 1;
  };
  add(root);
  for (const name of fs.readdirSync(root, { recursive: true }) as string[]) add(path.join(root, name));
  return counts;
}
const onlyOwner = (counts: Record<string, number>) => Object.keys(counts).sort();

// Decision 013 (second audit): 968 of 1,170 files of the database were 0666, backups 0644.
describe.skipIf(process.platform === 'win32')('data and backups readable only by their owner', () => {
  it('keeps the PGlite folder at 0700/0600 after opening, after a checkpoint and after closing', async () => {
    const dataDir = path.join(work, 'data');
    const release = lockDataDir(dataDir);
    const dbDir = path.join(dataDir, 'db');
    const handle = await openDb({ dataDir: dbDir });
    try {
      expect(onlyOwner(modes(dataDir))).toEqual(['600', '700']);
      await handle.db.execute(sql`create table extra (a int)`);
      await handle.db.execute(sql`insert into extra select generate_series(1, 1000)`);

      const backups = path.join(dataDir, 'backups');
      const backup = await writeBackup(handle.db, backups);
      expect(onlyOwner(modes(backups))).toEqual(['600', '700']);
      expect(fs.statSync(backup.file).mode & 0o777).toBe(0o600);
      expect(onlyOwner(modes(dbDir))).toEqual(['600', '700']);

      const restored = path.join(work, 'restored');
      await restorePgliteBackup(backup.file, restored);
      expect(onlyOwner(modes(restored))).toEqual(['600', '700']);
    } finally {
      await handle.close();
      release();
    }
    expect(onlyOwner(modes(dataDir))).toEqual(['600', '700']);
    // A database on disk migrated, backed up and restored: slow on a busy machine.
  }, 180_000);

  it('fixes a folder left by an earlier version: files, backups and folders', () => {
    const old = path.join(work, 'old');
    fs.mkdirSync(path.join(old, 'db/base/1'), { recursive: true, mode: 0o755 });
    fs.mkdirSync(path.join(old, 'backups'), { mode: 0o755 });
    fs.writeFileSync(path.join(old, 'db/base/1/1259'), 'x');
    fs.chmodSync(path.join(old, 'db/base/1/1259'), 0o666);
    fs.writeFileSync(path.join(old, 'backups/liga-20250101-000000-pglite.tar.gz'), 'x', { mode: 0o644 });
    expect(ownerOnly(old)).toBeGreaterThanOrEqual(6);
    expect(modes(old)).toEqual({ '700': 5, '600': 2 });
    expect(ownerOnly(old)).toBe(0);
    expect(ownerOnly(path.join(work, 'does-not-exist'))).toBe(0);
  });
});
