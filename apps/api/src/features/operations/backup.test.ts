import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  fingerprint,
  listBackups,
  openDb,
  pgPoolOf,
  pruneBackups,
  restorePgliteBackup,
  restorePostgresBackup,
  users,
  writeBackup,
} from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liga-backups-'));
const ctx = useTestContext({ env: { BACKUP_DIR: dir, BACKUP_EVERY_HOURS: '24', BACKUP_KEEP: '2' } });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
beforeEach(() => {
  for (const file of listBackups(dir)) fs.rmSync(file);
});

/** A league with money moved and a token issued: what a backup must bring back. */
async function someLeague() {
  const manager = await ctx.actor('Manager Primera', { profits: 50_000_000 });
  await ctx.actor('Admin', { profits: 1 });
  return manager;
}

describe('backups', () => {
  it('restores exactly what was there when the backup was taken (PGlite or PostgreSQL)', async () => {
    const manager = await someLeague();
    const before = await fingerprint(ctx.db);
    const backup = await writeBackup(ctx.db, dir);
    expect(path.basename(backup.file)).toMatch(/^liga-\d{8}-\d{6}-(pglite\.tar\.gz|postgres\.dump)$/);
    expect(backup.bytes).toBeGreaterThan(1000);

    // Changes after the backup must be gone once it is restored.
    await ctx.db.update(users).set({ name: 'Cambiado' }).where(eq(users.id, manager.id));
    await ctx.actor('Manager Segunda');

    const pool = pgPoolOf(ctx.db);
    if (pool) {
      await restorePostgresBackup(backup.file, pool.options.connectionString!);
      expect(await fingerprint(ctx.db)).toEqual(before);
      await ctx.expectLedgerBalanced();
      const res = await ctx.request(manager.token, { method: 'GET', url: '/api/user' });
      expect(res.json()).toMatchObject({ id: manager.id, profits: 50_000_000 });
    } else {
      const target = path.join(dir, 'restored');
      await restorePgliteBackup(backup.file, target);
      const restored = await openDb({ dataDir: target });
      try {
        expect(await fingerprint(restored.db)).toEqual(before);
      } finally {
        await restored.close();
        fs.rmSync(target, { recursive: true, force: true });
      }
    }
    // A PGlite backup writes and opens a second database: on a busy two-core machine over 30 s.
  }, 90_000);

  it('scheduled: writes into BACKUP_DIR and keeps only the newest BACKUP_KEEP', async () => {
    await someLeague();
    for (const stamp of ['20200101-000000', '20200102-000000', '20200103-000000'])
      fs.writeFileSync(path.join(dir, `liga-${stamp}-pglite.tar.gz`), 'viejo');
    fs.writeFileSync(path.join(dir, 'notas.txt'), 'no es un respaldo');

    expect(await ctx.app.scheduler.tick()).toContain('backup');
    const kept = listBackups(dir).map((f) => path.basename(f));
    expect(kept).toHaveLength(2);
    expect(kept[0]).toBe('liga-20200103-000000-pglite.tar.gz');
    // Today's backup, not one of 2020's (its time of day may read '2020' too: 20:20).
    expect(kept[1]).not.toMatch(/^liga-2020/);
    expect(fs.existsSync(path.join(dir, 'notas.txt'))).toBe(true);
    expect(pruneBackups(dir, 1)).toHaveLength(1);
  });
});
