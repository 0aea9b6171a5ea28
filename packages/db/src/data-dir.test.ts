import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pgliteFolder } from './data-dir';

const folder = (files: string[]) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liga-datadir-'));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), file);
  }
  return dir;
};
const tree = (dir: string) => (fs.readdirSync(dir, { recursive: true }) as string[]).sort();

describe('pgliteFolder', () => {
  it('moves a database kept in DATA_DIR itself into DATA_DIR/db, leaving backups and the lock', () => {
    const dir = folder([
      'PG_VERSION',
      'base/1/1259',
      'liga-manager.lock',
      'backups/liga-20250101-000000-pglite.tar.gz',
    ]);
    expect(pgliteFolder(dir)).toBe(path.join(dir, 'db'));
    expect(tree(dir)).toEqual([
      'backups',
      'backups/liga-20250101-000000-pglite.tar.gz',
      'db',
      'db/PG_VERSION',
      'db/base',
      'db/base/1',
      'db/base/1/1259',
      'liga-manager.lock',
    ]);
    expect(pgliteFolder(dir)).toBe(path.join(dir, 'db'));
    expect(tree(dir)).toHaveLength(8);
  });

  it('finishes a move cut short by a crash', () => {
    const dir = folder(['db.moving/PG_VERSION', 'base/1/1259']);
    pgliteFolder(dir);
    expect(tree(dir)).toEqual(['db', 'db/PG_VERSION', 'db/base', 'db/base/1', 'db/base/1/1259']);
  });

  it('leaves a new or current folder as it is', () => {
    const dir = folder(['db/PG_VERSION']);
    pgliteFolder(dir);
    expect(tree(dir)).toEqual(['db', 'db/PG_VERSION']);
  });
});
