import fp from 'fastify-plugin';
import { pgliteOf } from '@liga/db';
import { DerivedCache } from '../lib/derived-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Standings, top lists and objectives kept while their inputs are unchanged (lib/derived-cache.ts). */
    derived: DerivedCache;
  }
}

export default fp(
  async (app) => {
    const cache = new DerivedCache(app.db);
    app.decorate('derived', cache);
    if (pgliteOf(app.db)) {
      cache.countNotices();
      app.onDatabaseNotice('liga_derived', () => cache.changed());
    }
  },
  { name: 'derived-cache', dependencies: ['events'] },
);
