import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  ObjectivesSchema,
  TeamDetailSchema,
  TeamInputSchema,
  TeamListQuerySchema,
  TeamListSchema,
  TeamSavedSchema,
  TeamUpdateSchema,
  policy,
  rankObjectives,
} from '@liga/domain';
import { notFound } from '../../lib/http-errors';
import { guarded, queried, tagged } from '../../lib/route-options';
import { freezeObjectivesAtMarketClose, objectivesView } from './frozen-objectives';
import { listTeamPlayers } from './team-players';
import { messages } from './messages';
import { findTeamView, listTeamViews, objectiveInputs } from './queries';
import { createTeam, updateTeam } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/teams', queried(policy.readLeague, TeamListQuerySchema, TeamListSchema), (request) =>
    listTeamViews(app.db, request.query),
  );

  app.get(
    '/teams/objectives',
    guarded(policy.readLeague, { response: { 200: ObjectivesSchema } }),
    // Cached while no team, registered player or owner's name changes (lib/derived-cache.ts); the first
    // read after the market's close freezes them (./frozen-objectives.ts, docs/rules.md §3.5).
    async () => {
      await freezeObjectivesAtMarketClose(app.db, app.clock.now(), app.env.LEAGUE_TIMEZONE);
      const live = await app.derived.get('objectives', async () =>
        rankObjectives(await objectiveInputs(app.db)),
      );
      return objectivesView(app.db, live);
    },
  );

  app.get(
    '/teams/:id',
    guarded(policy.readLeague, { params: IdParamsSchema, response: { 200: TeamDetailSchema } }),
    async (request) => {
      const [team, players] = await Promise.all([
        findTeamView(app.db, request.params.id),
        listTeamPlayers(app.db, request.params.id),
      ]);
      if (!team) throw notFound(messages.notFound);
      return { ...team, players };
    },
  );

  app.post(
    '/teams',
    guarded(policy.createTeam, { body: TeamInputSchema, response: { 201: TeamSavedSchema } }),
    async (request, reply) =>
      reply.code(201).send({ message: messages.created, team: await createTeam(app.db, request.body) }),
  );

  app.put(
    '/teams/:id',
    guarded(policy.editTeam, {
      params: IdParamsSchema,
      body: TeamUpdateSchema,
      response: { 200: TeamSavedSchema },
    }),
    async (request) => ({
      message: messages.updated,
      team: await updateTeam(app.db, request.params.id, request.body, app.clock.now()),
    }),
  );
};

export default tagged(['teams'], routes);
