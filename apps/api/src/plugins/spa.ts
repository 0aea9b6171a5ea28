import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { projectPath } from '@liga/db';

export const defaultWebDist = (): string => projectPath('apps/web/dist');

/** Serves the built SPA; any non-API GET falls back to index.html so client routes resolve. */
export const hasWebBuild = (distDir = defaultWebDist()): boolean =>
  fs.existsSync(path.join(distDir, 'index.html'));

/**
 * Files under /assets/ carry a content hash in their name: a changed file is a new URL, so browsers
 * keep them a year without asking. Everything else (index.html above all, which names the current
 * hashes) is revalidated on every load, answered 304 while unchanged.
 */
const cacheHeaders = (distDir: string) => (reply: FastifyReply, filePath: string) => {
  const hashed = path.relative(distDir, filePath).startsWith(`assets${path.sep}`);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
};

export async function registerSpa(app: FastifyInstance, distDir = defaultWebDist()): Promise<void> {
  // wildcard: files are looked up per request, so a rebuilt dist is served without a restart.
  // preCompressed: the build wrote .br/.gz beside each file (apps/web/build/precompress.ts).
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: 'index.html',
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders(distDir),
  });
  app.setNotFoundHandler((request, reply) => {
    // A missing asset is a 404, not index.html: a stale chunk must fail loudly, not parse HTML as JS.
    if (request.method !== 'GET' || request.url.startsWith('/api') || request.url.startsWith('/assets/')) {
      return reply.code(404).send({ message: 'No encontrado.' });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
