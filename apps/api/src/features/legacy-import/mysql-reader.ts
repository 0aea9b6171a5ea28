import mysql from 'mysql2/promise';
import type { LegacyData, LegacyRow, LegacyTable } from './legacy-data';

/**
 * Reads the legacy league straight from MySQL/MariaDB (`--mysql mysql://user:pass@host/db`): every
 * table of the database with its rows, dates as text (so zero dates arrive as '0000-00-00' exactly as
 * in a dump), decimals as text and ids as numbers, read in utf8mb4 whatever each table's charset.
 */
export async function readMysql(url: string): Promise<LegacyData> {
  const connection = await mysql.createConnection({
    uri: url,
    dateStrings: true,
    supportBigNumbers: true,
    charset: 'utf8mb4',
  });
  try {
    const [list] = await connection.query<mysql.RowDataPacket[]>('show full tables');
    const tables = new Map<string, LegacyTable>();
    for (const entry of list) {
      const [name, kind] = Object.values(entry) as [string, string];
      if (kind !== 'BASE TABLE') continue;
      const [columns] = await connection.query<mysql.RowDataPacket[]>(`show columns from \`${name}\``);
      const [rows] = await connection.query<mysql.RowDataPacket[]>(`select * from \`${name}\``);
      tables.set(name, {
        columns: columns.map((c) => String(c.Field)),
        rows: rows.map((r) => normalise(r)),
      });
    }
    return { tables, latin1: [] };
  } finally {
    await connection.end();
  }
}

/** Buffers (BLOB/BINARY columns) become text; the rest as the driver reads it. */
function normalise(row: mysql.RowDataPacket): LegacyRow {
  const out: LegacyRow = {};
  for (const [key, value] of Object.entries(row)) {
    if (value === null || typeof value === 'number') out[key] = value;
    else if (Buffer.isBuffer(value)) out[key] = value.toString('utf8');
    else out[key] = String(value);
  }
  return out;
}
