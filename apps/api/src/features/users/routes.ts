import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../lib/http-errors';
import { findUserView, listUserViews } from '../../lib/user-view';
import { actor } from '../../plugins/auth';
import { messages } from './messages';
import { listMovements } from './queries';
import { createUser, deleteUser, revokeAllTokens, updateUser } from './service';
import {
  CreateUserSchema,
  IdParamsSchema,
  MessageSchema,
  MovementListQuerySchema,
  MovementListSchema,
  UpdateUserSchema,
  UserListQuerySchema,
  UserListSchema,
  UserSavedSchema,
  UserSchema,
  may,
  pageMeta,
  policy,
} from '@liga/domain';

const tags = ['users'];

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      schema: { tags, querystring: UserListQuerySchema, response: { 200: UserListSchema } },
      onRequest: app.auth(policy.seeUsersList),
    },
    async (request) => {
      const { page, per_page, all } = request.query;
      if (all) {
        const { rows, total } = await listUserViews(app.db, {});
        return { data: rows, meta: pageMeta(total, 1, Math.max(total, 1)) };
      }
      const { rows, total } = await listUserViews(app.db, { limit: per_page, offset: (page - 1) * per_page });
      return { data: rows, meta: pageMeta(total, page, per_page) };
    },
  );

  app.get(
    '/users/:id',
    {
      schema: { tags, params: IdParamsSchema, response: { 200: UserSchema } },
      onRequest: app.auth(policy.seeUsersList),
    },
    async (request) => {
      const user = await findUserView(app.db, request.params.id);
      if (!user) throw notFound(messages.notFound);
      return user;
    },
  );

  app.post(
    '/users',
    {
      schema: {
        tags,
        body: CreateUserSchema,
        response: { 201: UserSavedSchema },
      },
      onRequest: app.auth(policy.createUser),
    },
    async (request, reply) => {
      const user = await createUser(app.db, request.body, actor(request));
      return reply.code(201).send({ message: messages.created, user });
    },
  );

  app.put(
    '/users/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateUserSchema,
        response: { 200: UserSavedSchema },
      },
      onRequest: app.auth(policy.manageOwnAccount),
    },
    async (request) => {
      const user = await updateUser(app.db, request.params.id, request.body, actor(request), app.clock.now());
      return { message: messages.updated, user };
    },
  );

  app.delete(
    '/users/:id',
    {
      schema: { tags, params: IdParamsSchema, response: { 200: MessageSchema } },
      onRequest: app.auth(policy.deleteUser),
    },
    async (request) => {
      await deleteUser(app.db, request.params.id, actor(request));
      return { message: messages.deleted };
    },
  );

  app.post(
    '/users/:id/revoke-tokens',
    {
      schema: { tags, params: IdParamsSchema, response: { 200: MessageSchema } },
      onRequest: app.auth(policy.manageOwnAccount),
    },
    async (request) => {
      await revokeAllTokens(app.db, request.params.id, actor(request), app.clock.now());
      return { message: messages.sessionsRevoked };
    },
  );

  app.get(
    '/users/:id/movements',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: MovementListQuerySchema,
        response: { 200: MovementListSchema },
      },
      onRequest: app.auth(policy.readLeague),
    },
    async (request) => {
      const me = actor(request);
      if (!may(me.rol, 'seeAnyMovements') && me.id !== request.params.id)
        throw forbidden(messages.cannotViewMovements);
      const { page, per_page } = request.query;
      const { rows, total } = await listMovements(app.db, request.params.id, {
        limit: per_page,
        offset: (page - 1) * per_page,
      });
      return { data: rows, meta: pageMeta(total, page, per_page) };
    },
  );
};

export default routes;
