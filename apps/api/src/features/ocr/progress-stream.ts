import type { FastifyReply } from 'fastify';
import { messages } from './messages';
import type { ProgressListener } from './service';

/**
 * Streams a recognition as NDJSON: `{"event":"progress","file":0,"stage":"recognizing","progress":0.4}`
 * lines while the engine works (at most one per 5 % per file), then `{"event":"result","result":…}`
 * with the league client's answer, or `{"event":"error","message":…}`. Everything that can refuse the
 * request has been checked before the first byte.
 */
export async function streamProgress(
  reply: FastifyReply,
  files: number,
  run: (onProgress: ProgressListener) => Promise<unknown>,
): Promise<FastifyReply> {
  reply.hijack();
  // Headers other hooks set on the reply (security headers) still go out with the stream.
  const set = Object.entries(reply.getHeaders()).filter(
    (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
  );
  reply.raw.writeHead(200, {
    ...Object.fromEntries(set),
    'content-type': 'application/x-ndjson; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  const send = (line: object) => reply.raw.write(`${JSON.stringify(line)}\n`);
  const last = Array.from({ length: files }, () => -1);
  try {
    const result = await run((file, stage, share) => {
      const step = Math.floor(share * 20);
      if (stage === 'recognizing' && step === last[file]) return;
      last[file] = step;
      send({ event: 'progress', file, stage, progress: Math.round(share * 100) / 100 });
    });
    send({ event: 'result', result });
  } catch (error) {
    reply.log.error({ err: error }, 'ocr stream failed');
    send({ event: 'error', message: messages.failed });
  }
  reply.raw.end();
  return reply;
}
