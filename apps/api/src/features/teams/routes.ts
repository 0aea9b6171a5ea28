import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ObjectivesSchema,
  PageQuerySchema,
  TeamDetailSchema,
  TeamInputSchema,
  TeamSchema,
  TeamUpdateSchema,
  pageMeta,
  paged,
  policy,
  rankObjectives,
} from '@liga/domain';
import { notFound } from '../../lib/http-errors';
import { listTeamPlayers } from '../../lib/squad-view';
import { messages } from './messages';
import { findTeamView, listTeamViews, objectiveInputs } from './queries';
import { createTeam, updateTeam } from './service';

const IdParams = z.object({ id: z.coerce.number().int().positive('El id no es válido.').max(2_147_483_647) });
const TeamAnswer = z.object({ message: z.string(), team: TeamSchema });
const tags = ['teams'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const read = { onRequest: app.auth(policy.readLeague) };
  const create = { onRequest: app.auth(policy.createTeam) };
  const edit = { onRequest: app.auth(policy.editTeam) };

  app.get(
    '/teams',
    { ...read, schema: { tags, querystring: PageQuerySchema, response: { 200: paged(TeamSchema) } } },
    async (request) => {
      const { page, per_page, all } = request.query;
      const { rows, total } = await listTeamViews(
        app.db,
        all ? {} : { limit: per_page, offset: (page - 1) * per_page },
      );
      return {
        data: rows,
        meta: all ? pageMeta(total, 1, Math.max(total, 1)) : pageMeta(total, page, per_page),
      };
    },
  );

  app.get(
    '/teams/objectives',
    { ...read, schema: { tags, response: { 200: ObjectivesSchema } } },
    async () => ({
      data: rankObjectives(await objectiveInputs(app.db)),
    }),
  );

  app.get(
    '/teams/:id',
    { ...read, schema: { tags, params: IdParams, response: { 200: TeamDetailSchema } } },
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
    { ...create, schema: { tags, body: TeamInputSchema, response: { 201: TeamAnswer } } },
    async (request, reply) =>
      reply.code(201).send({ message: messages.created, team: await createTeam(app.db, request.body) }),
  );

  app.put(
    '/teams/:id',
    { ...edit, schema: { tags, params: IdParams, body: TeamUpdateSchema, response: { 200: TeamAnswer } } },
    async (request) => ({
      message: messages.updated,
      team: await updateTeam(app.db, request.params.id, request.body, app.clock.now()),
    }),
  );
};

export default routes;
