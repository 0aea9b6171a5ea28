import fs from 'node:fs';
import path from 'node:path';

const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

/** Files that vanish mid-walk (PGlite removing a WAL segment) or that this user does not own are skipped. */
const SKIPPED = new Set(['ENOENT', 'EPERM']);

function setMode(entry: string, mode: number): boolean {
  try {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink() || (stat.mode & 0o777) === mode) return false;
    fs.chmodSync(entry, mode);
    return true;
  } catch (error) {
    if (SKIPPED.has((error as NodeJS.ErrnoException).code ?? '')) return false;
    throw error;
  }
}

/**
 * Makes `root` and everything under it readable by its owner only: folders 0700, files 0600
 * (decision 013). The database and its backups hold password and token hashes and the app secret.
 * PGlite writes its files through its own file-system layer with mode 0666 whatever the umask, so
 * this runs after it writes (open, checkpoints, close) rather than once. Returns how many modes
 * changed; a path that does not exist (an in-memory database) changes nothing.
 */
export function ownerOnly(root: string): number {
  if (process.platform === 'win32' || !fs.existsSync(root)) return 0;
  let changed = 0;
  const walk = (dir: string) => {
    if (setMode(dir, DIR_MODE)) changed++;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      if (SKIPPED.has((error as NodeJS.ErrnoException).code ?? '')) return;
      throw error;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && setMode(full, FILE_MODE)) changed++;
    }
  };
  if (fs.lstatSync(root).isDirectory()) walk(root);
  else if (setMode(root, FILE_MODE)) changed++;
  return changed;
}

/** Creates the folder owner-only (0700), or makes an existing one and what it holds owner-only. */
export function ownerOnlyFolder(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  ownerOnly(dir);
}
