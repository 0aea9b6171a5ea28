import fp from 'fastify-plugin';
import { pgliteOf } from '@liga/db';
import { DerivedCache } from '../lib/derived-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Standings, top lists and objectives kept while their inputs are unchanged (lib/derived-cache.ts). */
    derived: DerivedCache;
    /** Player views (a player with its team) kept while players and teams are unchanged. */
    playerViews: DerivedCache;
    /** Users' own views (GET /user) kept while users, teams and Discord links are unchanged. */
    userViews: DerivedCache;
  }
}

export default fp(
  async (app) => {
    const cache = new DerivedCache(app.db);
    const playerViews = new DerivedCache(app.db, 'players');
    app.decorate('derived', cache);
    const userViews = new DerivedCache(app.db, 'users');
    app.decorate('playerViews', playerViews);
    app.decorate('userViews', userViews);
    if (pgliteOf(app.db)) {
      cache.countNotices();
      app.onDatabaseNotice('liga_derived', () => cache.changed());
      playerViews.countNotices();
      app.onDatabaseNotice('liga_cache_players', () => playerViews.changed());
      userViews.countNotices();
      app.onDatabaseNotice('liga_cache_users', () => userViews.changed());
    }
  },
  { name: 'derived-cache', dependencies: ['events'] },
);
