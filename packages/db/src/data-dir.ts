import fs from 'node:fs';
import path from 'node:path';

const DB_FOLDER = 'db';
const MOVING = 'db.moving';
/** What DATA_DIR holds besides the database; never moved into it. */
const OURS = new Set([DB_FOLDER, MOVING, 'backups', 'liga-manager.lock']);

/**
 * The PGlite database folder inside DATA_DIR: `DATA_DIR/db`, beside `DATA_DIR/backups` (a backup
 * copies the whole database folder, so backups must live outside it). Call it holding the data
 * folder's lock. Folders of earlier versions kept the database in DATA_DIR itself: they are moved
 * into `db` once, through `db.moving`, so a move cut short by a crash resumes on the next start.
 */
export function pgliteFolder(dataDir: string): string {
  const target = path.join(dataDir, DB_FOLDER);
  const moving = path.join(dataDir, MOVING);
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION')) || fs.existsSync(moving)) {
    fs.mkdirSync(moving, { recursive: true });
    for (const entry of fs.readdirSync(dataDir)) {
      if (!OURS.has(entry)) fs.renameSync(path.join(dataDir, entry), path.join(moving, entry));
    }
    fs.renameSync(moving, target);
  }
  return target;
}
