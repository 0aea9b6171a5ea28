import { pgErrorCode } from './pg-errors';

/** Whether the error came from the database driver or Drizzle (its message quotes the SQL and parameters). */
function fromDatabase(error: unknown): boolean {
  if (pgErrorCode(error) !== undefined) return true;
  const e = error as { name?: unknown; message?: unknown; query?: unknown; params?: unknown };
  return (
    e.query !== undefined ||
    e.params !== undefined ||
    (typeof e.message === 'string' && e.message.startsWith('Failed query'))
  );
}

function databaseCause(error: unknown): Record<string, unknown> {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const c = current as { code?: unknown; constraint?: unknown; table?: unknown; column?: unknown };
    if (typeof c.code === 'string' && /^[0-9A-Z]{5}$/.test(c.code))
      return { code: c.code, constraint: c.constraint, table: c.table, column: c.column };
    current = (current as { cause?: unknown }).cause;
  }
  return {};
}

/**
 * What an unexpected error may write to the log (decision 013): its class, the database code and
 * constraint, the route. A database error's message and stack quote the statement with its
 * parameters (a sign-up's password hash, emails), so neither is ever logged; our own errors keep
 * their message and stack.
 */
export function errorLogFields(error: unknown, route: { method: string; url: string | undefined }) {
  const errorClass = (error as { constructor?: { name?: string } })?.constructor?.name ?? typeof error;
  const base = { errorClass, route: `${route.method} ${route.url ?? '(sin ruta)'}` };
  if (fromDatabase(error)) return { ...base, ...databaseCause(error) };
  const e = error as { message?: unknown; stack?: unknown };
  return { ...base, message: String(e?.message ?? error), stack: e?.stack };
}
