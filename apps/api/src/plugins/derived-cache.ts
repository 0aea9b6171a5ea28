import fp from 'fastify-plugin';
import { DerivedCache } from '../lib/derived-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Standings, top lists and objectives kept while their inputs are unchanged (lib/derived-cache.ts). */
    derived: DerivedCache;
  }
}

export default fp(
  async (app) => {
    app.decorate('derived', new DerivedCache(app.db));
  },
  { name: 'derived-cache' },
);
