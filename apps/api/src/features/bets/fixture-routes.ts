import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BetLeaderboardQuerySchema,
  BetLeaderboardSchema,
  FixtureMatchDetailSchema,
  FixtureMatchListSchema,
  FixtureMatchParamsSchema,
  policy,
} from '@liga/domain';
import { notFound } from '../../lib/http-errors';
import { guarded, queried } from '../../lib/route-options';
import { fixtureMatchDetail, openFixtureMatches } from './fixture-queries';
import { betLeaderboard } from './leaderboard';
import { messages } from './messages';

/** Bets from the fixture (docs/rules.md §7.5): the matches staff may link, and the season's profit table. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bets/fixture',
    guarded(policy.createBet, { response: { 200: FixtureMatchListSchema } }),
    async () => ({ data: await openFixtureMatches(app.db, app.clock.now()) }),
  );

  app.get(
    '/bets/fixture/:id',
    guarded(policy.createBet, {
      params: FixtureMatchParamsSchema,
      response: { 200: FixtureMatchDetailSchema },
    }),
    async (request) => {
      const detail = await fixtureMatchDetail(app.db, request.params.id);
      if (!detail) throw notFound(messages.fixtureMatchMissing);
      return detail;
    },
  );

  // Profits read budgets' movements: league members only (docs/rules.md §13.2).
  app.get(
    '/bets/leaderboard',
    queried(policy.seeBudgets, BetLeaderboardQuerySchema, BetLeaderboardSchema),
    (request) => betLeaderboard(app.db, request.query.season),
  );
};

export default routes;
