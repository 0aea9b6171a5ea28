import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { matchStatistics } from '@liga/db';
import { policy } from '@liga/domain';
import { findTournament } from '../../lib/competition';
import { notFound } from '../../lib/http-errors';
import { actor } from '../../plugins/auth';
import { messages } from './messages';
import { listStatisticRows, playersOfTeams } from './queries';
import {
  SaveAnswer,
  StandingSchema,
  StatisticRowSchema,
  TeamStatisticsSchema,
  TopListsSchema,
} from './responses';
import {
  PlayersTeamsQuery,
  SaveStatisticsSchema,
  SeasonQuery,
  StatisticsQuery,
  TeamParams,
  TournamentQuery,
} from './schemas';
import { saveStatistics } from './service';
import { tournamentStandings } from './standings';
import { teamStatistics } from './summary';
import { topLists } from './top';

const tags = ['statistics'];
const Player = z.object({
  id: z.number(),
  name: z.string(),
  id_team: z.object({ id: z.number(), name: z.string() }),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const read = { onRequest: app.auth(policy.readLeague) };

  app.get(
    '/players-teams',
    {
      ...read,
      schema: {
        tags,
        querystring: PlayersTeamsQuery,
        response: { 200: z.object({ data: z.array(Player) }) },
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
        querystring: StatisticsQuery,
        response: { 200: z.object({ data: z.array(StatisticRowSchema) }) },
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
      schema: { tags, params: TeamParams, querystring: SeasonQuery, response: { 200: TeamStatisticsSchema } },
    },
    (request) => teamStatistics(app.db, request.params.team_id, request.query.season),
  );

  app.post(
    '/match-statistics',
    {
      onRequest: app.auth(policy.enterMatchStatistics),
      schema: { tags, body: SaveStatisticsSchema, response: { 200: SaveAnswer } },
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
        querystring: TournamentQuery,
        response: { 200: z.object({ data: z.array(StandingSchema) }) },
      },
    },
    async (request) => ({ data: await tournamentStandings(app.db, request.query.tournament_id) }),
  );

  app.get(
    '/statistics/top',
    { ...read, schema: { tags, querystring: TournamentQuery, response: { 200: TopListsSchema } } },
    async (request) => {
      const { tournament_id: tournamentId } = request.query;
      if (!(await findTournament(app.db, tournamentId))) throw notFound(messages.tournamentNotFound);
      return topLists(app.db, tournamentId);
    },
  );
};

export default routes;
