import { sql } from 'drizzle-orm';
import type { Tx } from '@liga/db';

/** The cache-version functions of migrations 0003, 0008 and 0019, and the notice each sends. */
const VERSION_FUNCTIONS = ['bump_cache_version', 'bump_named_cache_version'];
const channel = (version: string) => (version === 'derived' ? 'liga_derived' : `liga_cache_${version}`);

/**
 * Runs a bulk write of an empty league inside the caller's transaction (decision 032, speed): the
 * cache-version triggers of `tables` are off while it writes (each fires once per row at commit, 200,000
 * times for 100,000 statistics) and every version they set is set once at the end; the foreign keys of
 * `checkedAfter` are dropped and added back after it, so PostgreSQL checks them in one pass instead of
 * row by row. Both are DDL inside the transaction: an error rolls them back with the rows.
 */
export async function bulkLoad(
  tx: Tx,
  tables: readonly string[],
  checkedAfter: readonly string[],
  write: () => Promise<void>,
): Promise<void> {
  const list = sql.join(
    tables.map((t) => sql`${t}`),
    sql`, `,
  );
  const { rows: triggers } = await tx.execute<{ tbl: string; name: string; fn: string; args: string }>(sql`
    select c.relname as tbl, t.tgname as name, p.proname as fn, encode(t.tgargs, 'escape') as args
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
    join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and t.tgdeferrable and n.nspname = current_schema()
      and c.relname in (${list}) and p.proname in (${sql.join(
        VERSION_FUNCTIONS.map((f) => sql`${f}`),
        sql`, `,
      )})`);
  const versions = new Set(
    triggers.map((t) => (t.fn === 'bump_cache_version' ? 'derived' : t.args.split('\\')[0]!)),
  );
  const { rows: keys } = await tx.execute<{ tbl: string; name: string; def: string }>(sql`
    select c.relname as tbl, k.conname as name, pg_get_constraintdef(k.oid) as def
    from pg_constraint k join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = current_schema() and c.relname in (${sql.join(
      checkedAfter.map((t) => sql`${t}`),
      sql`, `,
    )})`);
  for (const t of triggers) await tx.execute(sql.raw(`alter table "${t.tbl}" disable trigger "${t.name}"`));
  for (const k of keys) await tx.execute(sql.raw(`alter table "${k.tbl}" drop constraint "${k.name}"`));
  await write();
  for (const k of keys)
    await tx.execute(sql.raw(`alter table "${k.tbl}" add constraint "${k.name}" ${k.def}`));
  for (const t of triggers) await tx.execute(sql.raw(`alter table "${t.tbl}" enable trigger "${t.name}"`));
  // The same rows in the same order as the triggers take them (migration 0008), once.
  const names = [...versions].sort();
  if (names.length === 0) return;
  await tx.execute(
    sql`select 1 from cache_versions where name in (${sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    )}) order by name for update`,
  );
  for (const name of names) {
    await tx.execute(sql`insert into cache_versions (name, version) values (${name}, pg_current_xact_id()::text)
      on conflict (name) do update set version = excluded.version`);
    await tx.execute(sql`select pg_notify(${channel(name)}, '')`);
  }
}
