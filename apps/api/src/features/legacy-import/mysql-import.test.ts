import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDump } from './dump-reader';
import { generateFixtureDump } from './fixtures/generate';
import { useLegacyDb } from './legacy-db.test-kit';
import { readMysql } from './mysql-reader';
import { importLegacy } from './service';

// The --mysql path against a real MariaDB (decision 032): a throwaway server started here by
// scripts/mariadb-throwaway.sh (CI installs Debian's mariadb-server), or TEST_MYSQL_URL if given.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const hasMariadb = ['/usr/sbin/mariadbd', '/usr/bin/mariadbd'].some((f) => fs.existsSync(f));
const available = Boolean(process.env.TEST_MYSQL_URL) || hasMariadb;
const legacy = useLegacyDb();
const NOW = new Date('2024-09-01T12:00:00Z');
let serverUrl = process.env.TEST_MYSQL_URL ?? '';
let tmp: string | undefined;

beforeAll(() => {
  if (serverUrl || !hasMariadb) return;
  const port = String(53_300 + Math.floor(Math.random() * 90));
  const out = execFileSync('bash', [path.join(root, 'scripts/mariadb-throwaway.sh'), 'start'], {
    env: { ...process.env, MYPORT: port },
  }).toString();
  tmp = /MYTMP=(\S+)/.exec(out)![1];
  serverUrl = /TEST_MYSQL_URL=(\S+)/.exec(out)![1]!;
}, 120_000);

afterAll(() => {
  if (tmp) execFileSync('bash', [path.join(root, 'scripts/mariadb-throwaway.sh'), 'stop', tmp]);
});

describe.skipIf(!available)('importing with --mysql from a MariaDB (decision 032)', () => {
  it.each(['v1', 'v2'] as const)(
    'reads schema %s from the server and imports what the dump path imports',
    async (version) => {
      // A dump taken with the right charset: MariaDB refuses raw latin1 bytes in utf8mb4 text.
      const dump = generateFixtureDump({ version, latin1Bytes: false });
      const database = `superliga_${version}`;
      const admin = await mysql.createConnection({ uri: serverUrl, multipleStatements: true });
      await admin.query(`drop database if exists ${database}; create database ${database}; use ${database}`);
      await admin.query(dump.toString('utf8'));
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${database}`;

      const data = await readMysql(url.toString());
      const fromDump = readDump(dump);
      expect([...data.tables.keys()].sort()).toEqual([...fromDump.tables.keys()].sort());
      const dry = await importLegacy(legacy.db(), fromDump, { now: NOW, dryRun: true });
      const report = await importLegacy(legacy.db(), data, { now: NOW });
      // The same rows as the dump path, table by table.
      expect(report.tables.map((t) => [t.legacy, t.rows, t.imported])).toEqual(
        dry.tables.map((t) => [t.legacy, t.rows, t.imported]),
      );
      expect(report.version).toBe(version);
      const counts = Object.fromEntries(report.tables.map((t) => [t.legacy, [t.rows, t.after]]));
      expect(counts.players).toEqual([700, 700]);
      expect(counts.match_statistics![1]).toBe(counts.match_statistics![0]! - 2);
      expect(report.ledger.mismatches).toEqual([]);
      expect(report.problems.map((p) => p.reason).join('\n')).toMatch(/0000-00-00/);
      expect(report.problems.map((p) => p.reason).join('\n')).toMatch(/other_players no es JSON/);
    },
    240_000,
  );
});
