import { getTableColumns, sql } from 'drizzle-orm';
import { moveMoney, schema, type Tx } from '@liga/db';
import type { ImportRows } from './plan-context';
import type { ImportPlan } from './plan';
import { bulkLoad } from './bulk-load';

/** Our tables in insert order (parents first), with the ImportRows key that fills each. */
const ORDER: readonly (keyof ImportRows)[] = [
  'users',
  'seasons',
  'teams',
  'leagueSettings',
  'players',
  'teamTrophies',
  'discordLinks',
  'tournaments',
  'tournamentTeams',
  'matches',
  'matchStatistics',
  'prizes',
  'releaseClauses',
  'transfers',
  'transferPlayers',
  'auctions',
  'auctionBids',
  'matchBets',
  'playerBets',
  'userBets',
];

const TABLES = {
  users: schema.users,
  seasons: schema.seasons,
  teams: schema.teams,
  leagueSettings: schema.leagueSettings,
  players: schema.players,
  teamTrophies: schema.teamTrophies,
  discordLinks: schema.discordLinks,
  tournaments: schema.tournaments,
  tournamentTeams: schema.tournamentTeams,
  matches: schema.matches,
  matchStatistics: schema.matchStatistics,
  prizes: schema.prizes,
  releaseClauses: schema.releaseClauses,
  transfers: schema.transfers,
  transferPlayers: schema.transferPlayers,
  auctions: schema.auctions,
  auctionBids: schema.auctionBids,
  matchBets: schema.matchBets,
  playerBets: schema.playerBets,
  userBets: schema.userBets,
} as const;

/** The SQL name of each of our tables, for the report and the sequences. */
export const SQL_NAMES: Record<keyof ImportRows, string> = {
  users: 'users',
  seasons: 'seasons',
  teams: 'teams',
  leagueSettings: 'league_settings',
  players: 'players',
  teamTrophies: 'team_trophies',
  discordLinks: 'discord_links',
  tournaments: 'tournaments',
  tournamentTeams: 'tournament_teams',
  matches: 'matches',
  matchStatistics: 'match_statistics',
  prizes: 'prizes',
  releaseClauses: 'release_clauses',
  transfers: 'transfers',
  transferPlayers: 'transfer_players',
  auctions: 'auctions',
  auctionBids: 'auction_bids',
  matchBets: 'match_bets',
  playerBets: 'player_bets',
  userBets: 'user_bets',
};

const WITHOUT_ID = new Set<keyof ImportRows>(['leagueSettings', 'discordLinks', 'tournamentTeams']);
const CHUNK = 5_000;

export type Progress = (step: string, done: number, total: number) => void;

/**
 * Writes a plan inside the caller's transaction: every row with its id, the identity sequences moved
 * past the imported ids, and each imported budget as an opening ledger row (docs/rules.md §12).
 */
export async function writePlan(tx: Tx, plan: ImportPlan, progress: Progress = () => {}): Promise<void> {
  // The statistics are most of a league's rows: their foreign keys are checked once, after them.
  await bulkLoad(tx, [...Object.values(SQL_NAMES), 'budget_movements'], ['match_statistics'], () =>
    writeRows(tx, plan, progress),
  );
}

async function writeRows(tx: Tx, plan: ImportPlan, progress: Progress): Promise<void> {
  const total = ORDER.reduce((n, key) => n + plan.rows[key].length, 0) + plan.openingBalances.length;
  let done = 0;
  for (const key of ORDER) {
    const rows = plan.rows[key] as Record<string, unknown>[];
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      if (key === 'leagueSettings')
        await tx
          .insert(schema.leagueSettings)
          .values(chunk as never)
          .onConflictDoUpdate({ target: schema.leagueSettings.key, set: { value: sql`excluded.value` } });
      else await insertRows(tx, key, chunk);
      done += chunk.length;
      progress(SQL_NAMES[key], done, total);
    }
  }
  for (const key of ORDER)
    if (!WITHOUT_ID.has(key) && plan.rows[key].length > 0) await syncSequence(tx, SQL_NAMES[key]);
  for (const { userId, amount } of plan.openingBalances) {
    await moveMoney(tx, {
      userId,
      amount,
      reason: 'admin_adjustment',
      refType: 'legacy_import',
      note: 'Saldo traído de la aplicación anterior',
      allowNegative: true,
    });
    progress('budget_movements', ++done, total);
  }
}

async function syncSequence(tx: Tx, table: string): Promise<void> {
  await tx.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce(max(id), 0) + 1, false) from ${table}`,
    ),
  );
}

/** Column types sent as one array literal per column (unnest); anything else goes as JSON. */
const SCALAR = /^(integer|bigint|smallint|boolean|text|date|timestamp( with time zone)?|numeric(\(.*\))?)$/;

/** One element of a PostgreSQL array literal: NULL, a number, or the value quoted (backslashes and quotes escaped). */
const element = (v: unknown) =>
  v === null || v === undefined
    ? 'NULL'
    : typeof v === 'number' || typeof v === 'boolean'
      ? String(v)
      : `"${(v instanceof Date ? v.toISOString() : String(v)).replace(/[\\"]/g, '\\$&')}"`;

/**
 * One INSERT per chunk and set of columns (a column a row leaves out keeps its default). Scalar columns
 * go as one array parameter each (`unnest`): a fifth of the bytes of JSON with every key repeated, for
 * most of a league's rows; a table with JSON or array columns goes as one JSON parameter
 * (json_populate_recordset). Either way few parameters to bind, on PGlite and PostgreSQL alike.
 */
async function insertRows(tx: Tx, key: keyof ImportRows, rows: Record<string, unknown>[]): Promise<void> {
  const columns = getTableColumns(TABLES[key]) as Record<string, { name: string; getSQLType(): string }>;
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const signature = Object.keys(row)
      .filter((k) => row[k] !== undefined)
      .join(',');
    const group = groups.get(signature);
    if (group) group.push(row);
    else groups.set(signature, [row]);
  }
  const table = SQL_NAMES[key];
  for (const [signature, list] of groups) {
    const keys = signature.split(',');
    const names = keys.map((k) => `"${columns[k]!.name}"`).join(', ');
    if (keys.every((k) => SCALAR.test(columns[k]!.getSQLType()))) {
      const arrays = keys.map(
        (k) =>
          sql`${`{${list.map((r) => element(r[k])).join(',')}}`}::${sql.raw(columns[k]!.getSQLType())}[]`,
      );
      await tx.execute(
        sql`insert into ${sql.raw(table)} (${sql.raw(names)}) select * from unnest(${sql.join(arrays, sql`, `)})`,
      );
      continue;
    }
    const snake = list.map((row) =>
      Object.fromEntries(
        keys.map((k) => [columns[k]!.name, row[k] instanceof Date ? (row[k] as Date).toISOString() : row[k]]),
      ),
    );
    await tx.execute(
      sql`insert into ${sql.raw(table)} (${sql.raw(names)}) select ${sql.raw(names)} from json_populate_recordset(null::${sql.raw(table)}, ${JSON.stringify(snake)}::json)`,
    );
  }
}
