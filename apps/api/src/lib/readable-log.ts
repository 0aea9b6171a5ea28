// The log as a developer reads it on `npm start` (decision 029): one short line per event instead of
// pino's JSON. Production (NODE_ENV=production) keeps JSON for the log collector.

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

// pino's bookkeeping, and what the line already says in its own words.
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err', 'req', 'res']);

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toTimeString().slice(0, 8);
}

function value(field: unknown): string {
  if (typeof field === 'string') return /\s/.test(field) ? JSON.stringify(field) : field;
  return JSON.stringify(field);
}

/** One pino JSON line → `12:04:31 INFO  message key=value`, with an error's stack on the lines below. */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = LEVELS[entry.level as number] ?? String(entry.level);
  const head = `${clock(entry.time)} ${level.padEnd(5)}`;
  if (entry.msg === 'request') {
    // plugins/request-log.ts: the fields make the sentence.
    const aborted = entry.aborted ? ' (cortada)' : '';
    return `${head} ${String(entry.method)} ${String(entry.url)} ${String(entry.status)} ${String(entry.ms)} ms${aborted}\n`;
  }
  const fields = Object.entries(entry)
    .filter(([key, field]) => !HIDDEN.has(key) && field !== undefined)
    .map(([key, field]) => `${key}=${value(field)}`);
  const message = [typeof entry.msg === 'string' ? entry.msg : '', ...fields].filter(Boolean).join(' ');
  const err = entry.err as { stack?: unknown; message?: unknown } | undefined;
  const stack =
    typeof err?.stack === 'string' ? err.stack : typeof err?.message === 'string' ? err.message : '';
  const below = stack && !message.includes(stack) ? `\n${stack.replace(/^/gm, '    ')}` : '';
  return `${head} ${message}${below}\n`;
}

/** A pino destination that writes readable lines to `out` (stdout by default). */
export function readableLogStream(out: { write: (line: string) => void } = process.stdout): {
  write: (chunk: string) => void;
} {
  return {
    write: (chunk) => {
      // pino writes whole lines, one per call.
      for (const line of chunk.split('\n')) if (line) out.write(readableLine(line));
    },
  };
}
