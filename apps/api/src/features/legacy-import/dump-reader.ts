import type { LegacyData, LegacyRow, LegacyTable, LegacyValue } from './legacy-data';

/**
 * Reads a mysqldump file without a MySQL server (decision 032): CREATE TABLE gives each table's columns,
 * INSERT INTO … VALUES (…),(…) its rows. Strings follow MySQL's escapes (\0 \' \" \b \n \r \t \Z \\, a
 * doubled quote); a string that is not valid UTF-8 is read as latin1 and listed in `latin1`. Every other
 * statement (SET, LOCK TABLES, comments, /*!…*\/ hints) is skipped.
 */
export class DumpError extends Error {}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const ESCAPES: Record<number, number> = {
  0x30: 0, // \0
  0x62: 8, // \b
  0x6e: 10, // \n
  0x72: 13, // \r
  0x74: 9, // \t
  0x5a: 26, // \Z
};

const isSpace = (c: number | undefined) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
const isWordChar = (c: number) =>
  (c >= 0x30 && c <= 0x39) ||
  (c >= 0x41 && c <= 0x5a) ||
  (c >= 0x61 && c <= 0x7a) ||
  c === 0x5f ||
  c === 0x2e;

export function readDump(input: Buffer | string): LegacyData {
  const b = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
  const tables = new Map<string, LegacyTable>();
  const latin1: LegacyData['latin1'] = [];
  let i = 0;
  let stringFlagged = false;

  const fail = (what: string): never => {
    const line = b.subarray(0, i).toString('latin1').split('\n').length;
    throw new DumpError(`línea ${line}: ${what}`);
  };

  function skipBlank() {
    for (;;) {
      while (isSpace(b[i])) i++;
      if (b[i] === 0x2d && b[i + 1] === 0x2d) while (i < b.length && b[i] !== 0x0a) i++;
      else if (b[i] === 0x23) while (i < b.length && b[i] !== 0x0a) i++;
      else if (b[i] === 0x2f && b[i + 1] === 0x2a) {
        const end = b.indexOf('*/', i + 2);
        i = end < 0 ? b.length : end + 2;
      } else return;
    }
  }

  function word(): string {
    skipBlank();
    const start = i;
    while (i < b.length && isWordChar(b[i]!)) i++;
    return b.subarray(start, i).toString('latin1').toUpperCase();
  }

  function identifier(): string {
    skipBlank();
    if (b[i] === 0x60) {
      const end = b.indexOf(0x60, i + 1);
      if (end < 0) fail('nombre sin cerrar');
      const name = b.subarray(i + 1, end).toString('utf8');
      i = end + 1;
      return name;
    }
    const start = i;
    while (i < b.length && isWordChar(b[i]!)) i++;
    return b.subarray(start, i).toString('utf8');
  }

  function decode(bytes: Buffer): string {
    try {
      return utf8.decode(bytes);
    } catch {
      stringFlagged = true;
      return bytes.toString('latin1');
    }
  }

  function quoted(): string {
    const quote = b[i]!;
    i++;
    const start = i;
    // Fast path: no escape before the closing quote.
    let j = i;
    while (j < b.length && b[j] !== quote && b[j] !== 0x5c) j++;
    if (b[j] === quote && b[j + 1] !== quote) {
      i = j + 1;
      return decode(b.subarray(start, j));
    }
    const out: number[] = [];
    for (j = start; ; j++) {
      if (j >= b.length) fail('texto sin cerrar');
      const c = b[j]!;
      if (c === 0x5c) {
        const n = b[++j]!;
        out.push(ESCAPES[n] ?? n);
      } else if (c === quote) {
        if (b[j + 1] === quote) {
          out.push(quote);
          j++;
        } else break;
      } else out.push(c);
    }
    i = j + 1;
    return decode(Buffer.from(out));
  }

  function value(): LegacyValue {
    skipBlank();
    const c = b[i];
    if (c === 0x27 || c === 0x22) return quoted();
    if (c === 0x5f) {
      word(); // a charset introducer such as _binary or _utf8mb4
      return value();
    }
    const start = i;
    while (i < b.length && b[i] !== 0x2c && b[i] !== 0x29 && !isSpace(b[i])) i++;
    const raw = b.subarray(start, i).toString('latin1');
    if (raw.toUpperCase() === 'NULL') return null;
    if (/^0x[0-9a-f]*$/i.test(raw)) return decode(Buffer.from(raw.slice(2), 'hex'));
    const bits = /^b'([01]*)'$/i.exec(raw);
    if (bits) return parseInt(bits[1] || '0', 2);
    const n = Number(raw);
    if (raw === '' || Number.isNaN(n)) fail(`valor no reconocido: ${raw.slice(0, 40)}`);
    return Number.isSafeInteger(n) || !/^-?\d+$/.test(raw) ? n : raw;
  }

  function skipStatement() {
    while (i < b.length && b[i] !== 0x3b) {
      const c = b[i]!;
      if (c === 0x27 || c === 0x22) quoted();
      else if (c === 0x60) identifier();
      else if (c === 0x2d && b[i + 1] === 0x2d) skipBlank();
      else i++;
    }
    i++;
  }

  function createTable() {
    if (word() !== 'TABLE') return skipStatement();
    skipBlank();
    if (
      b
        .subarray(i, i + 13)
        .toString('latin1')
        .toUpperCase() === 'IF NOT EXISTS'
    )
      i += 13;
    const name = identifier();
    skipBlank();
    if (b[i] !== 0x28) fail(`CREATE TABLE ${name} sin columnas`);
    i++;
    const columns: string[] = [];
    // One definition per top-level comma; columns start with a name, keys with a keyword.
    for (;;) {
      skipBlank();
      if (b[i] === 0x60) columns.push(identifier());
      let depth = 0;
      while (i < b.length) {
        const c = b[i]!;
        if (c === 0x27 || c === 0x22) {
          quoted();
          continue;
        }
        if (c === 0x28) depth++;
        else if (c === 0x29) {
          if (depth === 0) break;
          depth--;
        } else if (c === 0x2c && depth === 0) break;
        i++;
      }
      if (b[i] === 0x29) break;
      i++;
    }
    tables.set(name, { columns, rows: tables.get(name)?.rows ?? [] });
    skipStatement();
  }

  function insert() {
    let w = word();
    while (w === 'IGNORE' || w === 'LOW_PRIORITY' || w === 'DELAYED' || w === 'HIGH_PRIORITY') w = word();
    if (w !== 'INTO') return skipStatement();
    const name = identifier();
    let table = tables.get(name);
    let columns = table?.columns;
    skipBlank();
    if (b[i] === 0x28) {
      i++;
      columns = [];
      for (;;) {
        columns.push(identifier());
        skipBlank();
        if (b[i++] === 0x29) break;
      }
    }
    if (!table) tables.set(name, (table = { columns: columns ?? [], rows: [] }));
    if (!columns || columns.length === 0) fail(`INSERT en ${name} sin columnas conocidas`);
    if (word() !== 'VALUES') fail(`INSERT en ${name} sin VALUES`);
    for (;;) {
      skipBlank();
      if (b[i] !== 0x28) fail(`fila de ${name} sin paréntesis`);
      i++;
      const row: LegacyRow = {};
      stringFlagged = false;
      const flagged: string[] = [];
      for (let k = 0; ; k++) {
        const v = value();
        if (stringFlagged) flagged.push(columns![k] ?? String(k));
        stringFlagged = false;
        if (k < columns!.length) row[columns![k]!] = v;
        skipBlank();
        const sep = b[i++];
        if (sep === 0x29) break;
        if (sep !== 0x2c) fail(`fila de ${name} mal formada`);
      }
      for (const column of flagged) latin1.push({ table: name, row: table.rows.length, column });
      table.rows.push(row);
      skipBlank();
      const next = b[i++];
      if (next === 0x3b) return;
      if (next !== 0x2c) fail(`se esperaba ',' o ';' tras una fila de ${name}`);
    }
  }

  for (;;) {
    skipBlank();
    if (i >= b.length) break;
    if (b[i] === 0x3b) {
      i++;
      continue;
    }
    const w = word();
    if (w === 'CREATE') createTable();
    else if (w === 'INSERT' || w === 'REPLACE') insert();
    else skipStatement();
  }
  if (tables.size === 0)
    throw new DumpError('el archivo no tiene ninguna tabla (CREATE TABLE o INSERT INTO)');
  return { tables, latin1 };
}
