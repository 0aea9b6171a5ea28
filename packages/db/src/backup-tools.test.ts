import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { restorePostgresBackup, toolConnection, writeBackup } from './backup';
import type { Db } from './client';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'liga-pgtools-'));
const bin = path.join(work, 'bin');
const seen = path.join(work, 'seen.json');
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

// Stand-ins for pg_dump and pg_restore that record how they were called (and write the dump file).
fs.mkdirSync(bin);
for (const tool of ['pg_dump', 'pg_restore']) {
  fs.writeFileSync(
    path.join(bin, tool),
    `#!${process.execPath}
const fs = require('node:fs');
const args = process.argv.slice(2);
const file = args.find((a) => a.startsWith('--file='));
if (file) fs.writeFileSync(file.slice(7), 'PGDMP');
fs.writeFileSync(${JSON.stringify(seen)}, JSON.stringify({ args, password: process.env.PGPASSWORD ?? null }));
`,
    { mode: 0o755 },
  );
}
const lastCall = () => JSON.parse(fs.readFileSync(seen, 'utf8')) as { args: string[]; password: string };

const SECRET = 'cl@ve:secreta/42';
const url = `postgres://liga:${encodeURIComponent(SECRET)}@127.0.0.1:5999/liga?sslmode=disable`;

// Decision 013 (second audit): the password went on pg_dump's command line, readable by every user (ps).
describe.skipIf(process.platform === 'win32')(
  'pg_dump and pg_restore get the password outside their command line',
  () => {
    it('pg_dump: --dbname without the password, PGPASSWORD in its environment; the dump is 0600', async () => {
      const pool = new pg.Pool({ connectionString: url });
      try {
        const db = drizzle(pool) as unknown as Db;
        const backup = await writeBackup(db, path.join(work, 'backups'), { pgBinDir: bin });
        const call = lastCall();
        expect(call.args.join(' ')).not.toContain('secreta');
        expect(call.args).toContain('--dbname=postgres://liga@127.0.0.1:5999/liga?sslmode=disable');
        expect(call.password).toBe(SECRET);
        expect(fs.statSync(backup.file).mode & 0o777).toBe(0o600);
      } finally {
        await pool.end();
      }
    });

    it('pg_restore: the same', async () => {
      const file = path.join(work, 'liga-20250101-000000-postgres.dump');
      fs.writeFileSync(file, 'PGDMP');
      await restorePostgresBackup(file, url, { pgBinDir: bin });
      const call = lastCall();
      expect(call.args.join(' ')).not.toContain('secreta');
      expect(call.password).toBe(SECRET);
    });

    it('reads a password given as a URL parameter too, and sets none when there is none', () => {
      expect(toolConnection('postgres://liga@db/liga?password=x%2By')).toMatchObject({
        dbname: 'postgres://liga@db/liga',
        env: { PGPASSWORD: 'x+y' },
      });
      expect(toolConnection('postgres://liga@db/liga').env.PGPASSWORD).toBe(process.env.PGPASSWORD);
    });
  },
);
