/**
 * The baseline of bench/public-pages.ts: Fastify with nothing else, answering one HTML file from
 * memory, brotli-compressed once at start (as the public pages keep theirs) when the client accepts it.
 * Run by bench/public-pages.ts: BODY_FILE=… PORT=… tsx bench/bare-static.ts
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import Fastify from 'fastify';

const body = fs.readFileSync(process.env.BODY_FILE!);
const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
const app = Fastify({ logger: false });
app.get('/liga/tablas', (request, reply) => {
  reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
  if (/\bbr\b/.test(request.headers['accept-encoding'] ?? ''))
    return reply.header('content-encoding', 'br').send(br);
  return reply.send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
