import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  MessageSchema,
  PlayerExportQuerySchema,
  PlayerInputSchema,
  PlayerListQuerySchema,
  PlayerListSchema,
  PlayerSavedSchema,
  PlayerSchema,
  PlayerSearchQuerySchema,
  PlayerUpdateSchema,
  RegisterPlayerSchema,
  policy,
} from '@liga/domain';
import { notFound } from '../../lib/http-errors';
import { EVERY_ROW, type Paging } from '../../lib/list-query';
import { guarded, queried, tagged } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { listPlayerViews, type PlayerFilter } from './player-list';
import { findPlayerView } from './player-view';
import { playersCsv, playersXlsx } from './export';
import { messages } from './messages';
import { createPlayer, deletePlayer, registerPlayer, updatePlayer } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  // Player views are the same for every reader: kept per instance until players or teams change.
  const cachedList = (filter: PlayerFilter, paging: Paging) =>
    app.playerViews.get(`list:${JSON.stringify([filter, paging])}`, () =>
      listPlayerViews(app.db, filter, paging),
    );

  app.get('/players', queried(policy.readLeague, PlayerListQuerySchema, PlayerListSchema), (request) =>
    cachedList(request.query, request.query),
  );

  app.get('/playername', queried(policy.readLeague, PlayerSearchQuerySchema, PlayerListSchema), (request) =>
    cachedList({ name: request.query.name }, request.query),
  );

  app.get(
    '/players/filter-by-division',
    queried(policy.readLeague, PlayerSearchQuerySchema, PlayerListSchema),
    (request) => cachedList({ name: request.query.name, outside: true }, request.query),
  );

  app.get(
    '/players/export',
    guarded(policy.readLeague, { querystring: PlayerExportQuerySchema }),
    async (request, reply) => {
      const { format, separator, ...filter } = request.query;
      const { data } = await listPlayerViews(app.db, filter, EVERY_ROW);
      const body = format === 'xlsx' ? await playersXlsx(data) : playersCsv(data, separator);
      const type =
        format === 'xlsx'
          ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
          : 'text/csv; charset=utf-8';
      return reply
        .header('content-type', type)
        .header('content-disposition', `attachment; filename="${messages.export.filename}.${format}"`)
        .send(body);
    },
  );

  app.get(
    '/players/:id',
    guarded(policy.readLeague, { params: IdParamsSchema, response: { 200: PlayerSchema } }),
    async (request) => {
      const { id } = request.params;
      const player = await app.playerViews.get(`player:${id}`, () => findPlayerView(app.db, id));
      if (!player) throw notFound(messages.notFound);
      return player;
    },
  );

  app.post(
    '/players',
    guarded(policy.addPlayer, { body: PlayerInputSchema, response: { 201: PlayerSavedSchema } }),
    async (request, reply) =>
      reply.code(201).send({ message: messages.created, player: await createPlayer(app.db, request.body) }),
  );

  app.put(
    '/players/:id',
    guarded(
      policy.editPlayer,
      { params: IdParamsSchema, body: PlayerUpdateSchema, response: { 200: PlayerSavedSchema } },
      messages.cannotEdit,
    ),
    async (request) => {
      const player = await updatePlayer(
        app.db,
        request.params.id,
        request.body,
        actor(request),
        app.clock.now(),
      );
      return { message: messages.updated, player };
    },
  );

  app.delete(
    '/players/:id',
    guarded(policy.deletePlayer, { params: IdParamsSchema, response: { 200: MessageSchema } }),
    async (request) => {
      await deletePlayer(app.db, request.params.id);
      return { message: messages.deleted };
    },
  );

  app.post(
    '/registrar_jugador',
    guarded(
      policy.registerPlayer,
      { body: RegisterPlayerSchema, response: { 200: PlayerSavedSchema } },
      messages.cannotRegister,
    ),
    async (request) => {
      const player = await registerPlayer(app.db, request.body.id, actor(request), app.clock.now());
      return { message: messages.registered, player };
    },
  );
};

export default tagged(['players'], routes);
