import http from 'node:http';

export interface SseMessage {
  event: string;
  data: unknown;
}

/**
 * Hands each `event:`/`data:` block of a server-sent event stream to `onMessage` as it arrives, its data
 * parsed as JSON; comments (heartbeats) are skipped. Used by the API tests and the benchmarks.
 */
export function onSseMessages(res: http.IncomingMessage, onMessage: (message: SseMessage) => void): void {
  let buffer = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
      const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
      if (event && data !== undefined) onMessage({ event, data: JSON.parse(data) as unknown });
    }
  });
  res.on('error', () => undefined);
}

/**
 * A minimal EventSource for tests: a plain HTTP GET that parses `event:`/`data:` blocks and
 * ignores comments (heartbeats). `next` waits for the next message of a name.
 */
export async function openSse(url: string): Promise<{
  status: number;
  contentType: string | undefined;
  messages: SseMessage[];
  next: (event: string, timeoutMs?: number) => Promise<SseMessage>;
  close: () => void;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The underlying response: its 'end' tells that the server closed the stream. */
  response: http.IncomingMessage;
}> {
  const messages: SseMessage[] = [];
  const waiters: { event: string; seen: number; resolve: (m: SseMessage) => void }[] = [];
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get(url, resolve);
    req.on('error', reject);
  });
  onSseMessages(res, (message) => {
    messages.push(message);
    for (const w of [...waiters]) {
      if (w.event !== message.event || messages.filter((m) => m.event === message.event).length <= w.seen)
        continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(message);
    }
  });
  const ended = new Promise<void>((resolve) => {
    res.on('end', resolve);
    res.on('close', resolve);
  });
  return {
    status: res.statusCode ?? 0,
    contentType: res.headers['content-type'],
    messages,
    next: (event, timeoutMs = 1000) =>
      new Promise((resolve, reject) => {
        const seen = messages.filter((m) => m.event === event).length;
        const timer = setTimeout(
          () => reject(new Error(`no '${event}' event within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          event,
          seen,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      }),
    close: () => res.destroy(),
    ended,
    response: res,
  };
}
