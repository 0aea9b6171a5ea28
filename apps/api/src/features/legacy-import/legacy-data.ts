/**
 * The previous application's tables as read from a mysqldump file or a live MySQL/MariaDB (decision
 * 032): each table's column names and its rows keyed by column, values as MySQL gives them (text,
 * numbers, NULL), before any mapping.
 */
export type LegacyValue = string | number | null;
export type LegacyRow = Record<string, LegacyValue>;

export interface LegacyTable {
  columns: string[];
  rows: LegacyRow[];
}

export interface LegacyData {
  tables: Map<string, LegacyTable>;
  /** Text fields that were not valid UTF-8 and were read as latin1: `table#row.column`. */
  latin1: { table: string; row: number; column: string }[];
}

/** 'v1': the schema docs/rules.md describes; 'v2': the June 2026 one (no cumulative player columns). */
export type LegacyVersion = 'v1' | 'v2';

export function legacyVersion(data: LegacyData): LegacyVersion {
  const players = data.tables.get('players');
  const hasStats = players?.columns.includes('goal') ?? false;
  const newer = ['fixtures', 'penalty_costs', 'permissions'].some((t) => data.tables.has(t));
  return newer || (players && !hasStats) ? 'v2' : 'v1';
}

export const rowsOf = (data: LegacyData, table: string): LegacyRow[] => data.tables.get(table)?.rows ?? [];

/** An integer from a MySQL value, or null when absent or not a number. */
export function int(value: LegacyValue | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? Math.round(n) : null;
}

/** Text without the double encoding a latin1 column read as UTF-8 leaves ('JosÃ©' → 'José'). */
export function text(value: LegacyValue | undefined): string | null {
  if (value === null || value === undefined) return null;
  const s = String(value).trim();
  if (!/[ÃÂ][\u0080-\u00bf]/.test(s)) return s;
  const bytes = Buffer.from(s, 'latin1');
  const fixed = bytes.toString('utf8');
  return fixed.includes('\ufffd') ? s : fixed;
}

/** The application's yes/no flags: 'yes', 'si', 'on', '1', true. */
export function yes(value: LegacyValue | undefined): boolean {
  if (value === null || value === undefined) return false;
  return ['yes', 'si', 'sí', 'on', '1', 'true', 'y'].includes(String(value).trim().toLowerCase());
}

/** A MySQL DATE/DATETIME (server time taken as UTC); null for NULL and zero dates like 0000-00-00. */
export function date(value: LegacyValue | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const s = String(value).trim();
  if (s === '' || /^0000-00-00/.test(s)) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(s);
  if (!m) return null;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0)));
  // 2025-02-30 and other impossible days are as unusable as a zero date.
  return Number.isNaN(d.getTime()) || d.getUTCDate() !== +m[3]! ? null : d;
}

/** A decimal odd (1.85) in hundredths (185), as match_bets stores it. */
export function odd(value: LegacyValue | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) : null;
}
