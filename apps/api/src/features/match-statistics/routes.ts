import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MatchPlayerListSchema,
  PlayersTeamsQuerySchema,
  SaveStatisticsSchema,
  StatisticRowListSchema,
  StatisticsQuerySchema,
  StatisticsSavedSchema,
  TeamStatisticsParamsSchema,
  TeamStatisticsQuerySchema,
  policy,
} from '@liga/domain';
import { guarded, queried, tagged } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { activeSeasonId } from '../seasons';
import { messages } from './messages';
import { listStatisticRows, playersOfTeams } from './queries';
import { saveStatistics } from './service';

/** The statistics form of /partidos/{id}: its players, the rows loaded, and saving them. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/players-teams',
    queried(policy.readLeague, PlayersTeamsQuerySchema, MatchPlayerListSchema),
    async (request) => ({ data: await playersOfTeams(app.db, request.query.id_team) }),
  );

  app.get(
    '/match-statistics',
    queried(policy.readLeague, StatisticsQuerySchema, StatisticRowListSchema),
    async (request) => {
      const { match_id: matchId, tournament_id: tournamentId } = request.query;
      const filter = matchId !== undefined ? { matchId } : { tournamentId: tournamentId! };
      return { data: await listStatisticRows(app.db, filter) };
    },
  );

  /**
   * The league client's team statistics: the raw rows of the team in a season (default the active
   * one), from which it computes its per-format table (decision 012). Our summary is
   * /match-statistics/team/{team_id}/summary.
   */
  app.get(
    '/match-statistics/team/:team_id',
    guarded(policy.readLeague, {
      params: TeamStatisticsParamsSchema,
      querystring: TeamStatisticsQuerySchema,
      response: { 200: StatisticRowListSchema },
    }),
    async (request) => {
      const seasonId = request.query.season ?? (await activeSeasonId(app.db));
      if (seasonId === undefined || seasonId === null) return { data: [] };
      return { data: await listStatisticRows(app.db, { teamId: request.params.team_id, seasonId }) };
    },
  );

  app.post(
    '/match-statistics',
    guarded(policy.enterMatchStatistics, {
      body: SaveStatisticsSchema,
      response: { 200: StatisticsSavedSchema },
    }),
    async (request) => ({
      message: messages.saved,
      match: await saveStatistics(app.db, request.body, actor(request), app.clock.now()),
    }),
  );
};

export default tagged(['match-statistics'], routes);
