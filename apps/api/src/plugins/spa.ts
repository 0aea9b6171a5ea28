import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Serves the built SPA; any non-API GET falls back to index.html so client routes resolve. */
export const hasWebBuild = (distDir = defaultWebDist): boolean => fs.existsSync(path.join(distDir, 'index.html'));

export async function registerSpa(app: FastifyInstance, distDir = defaultWebDist): Promise<void> {
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api')) {
      return reply.code(404).send({ message: 'No encontrado.' });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
