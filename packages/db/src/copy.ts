import { sql, type Assume } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from './client';

const BATCH = 2000;
/** Derived tables: rebuilt by triggers as rows arrive, so neither copied nor compared. */
const DERIVED = new Set(['cache_versions']);
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

type Queryable = Pick<Db, 'execute'>;
const rowsOf = async <T extends Record<string, unknown>>(
  db: Queryable,
  query: string,
): Promise<Assume<T, Record<string, unknown>>[]> => (await db.execute<T>(sql.raw(query))).rows;

/** The public tables, each after the tables its foreign keys point at. */
export async function tablesInDependencyOrder(db: Queryable): Promise<string[]> {
  const tables = (
    await rowsOf<{ t: string }>(
      db,
      `select tablename as t from pg_tables where schemaname = 'public' order by 1`,
    )
  )
    .map((r) => r.t)
    .filter((t) => !DERIVED.has(t));
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
     from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where c.contype = 'f' and n.nspname = 'public'`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.filter(
      (t) =>
        !placed.has(t) &&
        edges.every(
          (e) => unquote(e.child) !== t || unquote(e.parent) === t || placed.has(unquote(e.parent)),
        ),
    );
    if (next.length === 0) throw new Error('Hay un ciclo de claves foráneas entre las tablas.');
    for (const t of next) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

/** Sequences of the public schema with their state (identity columns included). */
async function sequences(db: Queryable): Promise<{ name: string; last: string; called: boolean }[]> {
  const names = await rowsOf<{ s: string }>(
    db,
    `select sequencename as s from pg_sequences where schemaname = 'public' order by 1`,
  );
  const out = [];
  for (const { s } of names) {
    const [row] = await rowsOf<{ last_value: string | number; is_called: boolean }>(
      db,
      `select last_value, is_called from public.${ident(s)}`,
    );
    out.push({ name: s, last: String(row!.last_value), called: row!.is_called });
  }
  return out;
}

export interface CopyReport {
  tables: { table: string; rows: number }[];
  sequences: number;
}

/**
 * Copies every row of every public table of `source` into the same, empty tables of `target`
 * (a client inside the caller's transaction), keeping ids, and sets every sequence to its state
 * in the source. Rows travel as JSON text produced and parsed by the two databases themselves,
 * so no value passes through a JavaScript number or date.
 */
export async function copyDatabase(source: Db, target: pg.ClientBase): Promise<CopyReport> {
  const report: CopyReport = { tables: [], sequences: 0 };
  for (const table of await tablesInDependencyOrder(source)) {
    const t = ident(table);
    // Generated columns (the rule book's search vector) are computed again by the target.
    const columns = (
      await rowsOf<{ c: string }>(
        source,
        `select column_name as c from information_schema.columns
         where table_schema = 'public' and table_name = '${table.replace(/'/g, "''")}' and is_generated = 'NEVER'
         order by ordinal_position`,
      )
    )
      .map((r) => ident(r.c))
      .join(', ');
    let copied = 0;
    for (;;) {
      const [batch] = await rowsOf<{ json: string | null; n: number }>(
        source,
        `select json_agg(b)::text as json, count(*)::int as n
         from (select * from public.${t} order by 1 limit ${BATCH} offset ${copied}) b`,
      );
      const n = Number(batch?.n ?? 0);
      if (!n || !batch?.json) break;
      await target.query(
        `insert into public.${t} (${columns})
         select ${columns} from json_populate_recordset(null::public.${t}, $1::json)`,
        [batch.json],
      );
      copied += n;
      if (n < BATCH) break;
    }
    report.tables.push({ table, rows: copied });
  }
  for (const s of await sequences(source)) {
    await target.query(`select setval($1::regclass, $2::bigint, $3)`, [
      `public.${ident(s.name)}`,
      s.last,
      s.called,
    ]);
    report.sequences += 1;
  }
  return report;
}

/**
 * A fingerprint per table (row count and an md5 of every row's text, in UTC) and per sequence, to
 * compare two databases after a copy. Equal fingerprints mean equal contents.
 */
export function fingerprint(db: Db): Promise<Record<string, string>> {
  // One transaction: one session, whose time zone (how timestamps print) is set for it alone.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone to 'UTC'`);
    return fingerprintIn(tx);
  });
}

async function fingerprintIn(db: Queryable): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of await tablesInDependencyOrder(db)) {
    const [row] = await rowsOf<{ n: number; md5: string | null }>(
      db,
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5
       from public.${ident(table)} t`,
    );
    out[`table ${table}`] = `${row!.n} ${row!.md5}`;
  }
  for (const s of await sequences(db)) out[`sequence ${s.name}`] = `${s.last} ${s.called}`;
  return out;
}
