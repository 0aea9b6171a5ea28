import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { matchStatistics } from '@liga/db';
import {
  MatchPlayerListSchema,
  PlayersTeamsQuerySchema,
  policy,
  SaveStatisticsSchema,
  StandingListSchema,
  StatisticRowListSchema,
  StatisticsQuerySchema,
  StatisticsSavedSchema,
  TeamStatisticsParamsSchema,
  TeamStatisticsQuerySchema,
  TeamStatisticsSchema,
  TopListsSchema,
  TournamentQuerySchema,
} from '@liga/domain';
import { findTournament } from '../../lib/competition';
import { notFound } from '../../lib/http-errors';
import { actor } from '../../plugins/auth';
import { messages } from './messages';
import { listStatisticRows, playersOfTeams } from './queries';
import { saveStatistics } from './service';
import { tournamentStandings } from './standings';
import { teamStatistics } from './summary';
import { topLists } from './top';

const tags = ['statistics'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const read = { onRequest: app.auth(policy.readLeague) };

  app.get(
    '/players-teams',
    {
      ...read,
      schema: {
        tags,
        querystring: PlayersTeamsQuerySchema,
        response: { 200: MatchPlayerListSchema },
      },
    },
    async (request) => ({
      data: await playersOfTeams(app.db, request.query.id_team),
    }),
  );

  app.get(
    '/match-statistics',
    {
      ...read,
      schema: {
        tags,
        querystring: StatisticsQuerySchema,
        response: { 200: StatisticRowListSchema },
      },
    },
    async (request) => {
      const { match_id: matchId, tournament_id: tournamentId } = request.query;
      const where =
        matchId !== undefined
          ? eq(matchStatistics.matchId, matchId)
          : eq(matchStatistics.tournamentId, tournamentId!);
      return { data: await listStatisticRows(app.db, where) };
    },
  );

  app.get(
    '/match-statistics/team/:team_id',
    {
      ...read,
      schema: {
        tags,
        params: TeamStatisticsParamsSchema,
        querystring: TeamStatisticsQuerySchema,
        response: { 200: TeamStatisticsSchema },
      },
    },
    (request) => teamStatistics(app.db, request.params.team_id, request.query.season),
  );

  app.post(
    '/match-statistics',
    {
      onRequest: app.auth(policy.enterMatchStatistics),
      schema: { tags, body: SaveStatisticsSchema, response: { 200: StatisticsSavedSchema } },
    },
    async (request) => ({
      message: messages.saved,
      match: await saveStatistics(app.db, request.body, actor(request)),
    }),
  );

  app.get(
    '/standings',
    {
      ...read,
      schema: {
        tags,
        querystring: TournamentQuerySchema,
        response: { 200: StandingListSchema },
      },
    },
    async (request) => ({ data: await tournamentStandings(app.db, request.query.tournament_id) }),
  );

  app.get(
    '/statistics/top',
    { ...read, schema: { tags, querystring: TournamentQuerySchema, response: { 200: TopListsSchema } } },
    async (request) => {
      const { tournament_id: tournamentId } = request.query;
      if (!(await findTournament(app.db, tournamentId))) throw notFound(messages.tournamentNotFound);
      return topLists(app.db, tournamentId);
    },
  );
};

export default routes;
